import { startTransition } from 'react';
import * as ReactDOMClient from 'react-dom/client';

/**
 * Hydration as a transition, so React hydrates the page in slices and yields to the browser
 * between them, instead of one task that blocks the main thread until the whole page is hydrated.
 *
 * React runs a render in slices only when it is not urgent: an update inside startTransition is, a
 * plain hydrateRoot() is not (it hydrates at the default, blocking priority). Remix and React
 * Router hydrate inside startTransition for this reason. The pages router calls hydrateRoot itself
 * (next/dist/client/index.js, once, after _app's module has run), so _app imports this module,
 * which wraps that call. Nothing else changes: the same tree is hydrated against the same server
 * HTML, and a click on a part not yet hydrated makes React hydrate that part first. If a future
 * Next stops calling through react-dom/client's export, the page simply hydrates as before.
 */
type Client = typeof ReactDOMClient;
// The module's CommonJS exports object, which Next's client reads hydrateRoot from at call time.
const client = ((ReactDOMClient as unknown as { default?: Client }).default ?? ReactDOMClient) as Client;

if (typeof window !== 'undefined' && !(client.hydrateRoot as { inTransition?: boolean }).inTransition) {
  const hydrateRoot = client.hydrateRoot;
  const inTransition: typeof hydrateRoot = (container, children, options) => {
    let root: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children, options);
    });
    return root!;
  };
  Object.assign(inTransition, { inTransition: true });
  try {
    (client as { hydrateRoot: typeof hydrateRoot }).hydrateRoot = inTransition;
  } catch {
    // A frozen module namespace: leave hydration as it is.
  }
}
