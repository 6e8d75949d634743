import { useEffect } from 'react';

let initialised: string | null = null;

/**
 * Google Tag Manager, only when the server says so: the id arrives in page props only in the
 * production environment mode with GTM_ID set (both read at request time, never built in). The
 * module and the container load after the page is interactive: react-gtm-module is imported on
 * demand, once the browser is idle after hydration, so neither delays the first paint or the
 * hydration of the page.
 */
export function useGtm(gtmId: string | null | undefined) {
  useEffect(() => {
    if (!gtmId || initialised === gtmId) return;
    initialised = gtmId;
    const start = () =>
      void import('react-gtm-module').then(({ default: TagManager }) => TagManager.initialize({ gtmId }));
    // Safari has no requestIdleCallback: a timeout after the current work does the same there.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(start, { timeout: 3000 });
  }, [gtmId]);
}
