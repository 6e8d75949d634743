import type { ApolloClient } from '@apollo/client';
import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client/cache';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { createCache } from './apollo-cache';

const isServer = typeof window === 'undefined';

/**
 * The browser side of the CMS seam: the Apollo cache each page's getServerSideProps filled,
 * restored from the page's props, and read by the page's components (usePageQuery) and the layout.
 *
 * The browser never queries the CMS (every page's data comes with its server render), so it holds
 * the cache and no client: Apollo's query machinery (client, links, observables, rxjs) stays on the
 * server, where the queries run, and out of every visitor's JavaScript (docs/architecture.md).
 */

let browserCache: InMemoryCache | undefined;

/**
 * The cache a render reads: on the server a fresh one restored from the page's state (never shared
 * between requests); in the browser one long-lived cache into which each page's state is merged
 * (newer data wins, so a preview refresh shows the edited content).
 */
export function restoreCache(initialState?: NormalizedCacheObject | null): InMemoryCache {
  const cache = isServer ? createCache() : (browserCache ??= createCache());
  if (initialState) {
    const existing = cache.extract() as NormalizedCacheObject;
    cache.restore({
      ...existing,
      ...initialState,
      ROOT_QUERY: { ...existing.ROOT_QUERY, ...initialState.ROOT_QUERY } as NormalizedCacheObject[string],
    });
  }
  return cache;
}

/** The one page prop that carries the server's Apollo cache to the browser. */
export const APOLLO_STATE_PROP_NAME = '__APOLLO_STATE__';

export type WithApolloState<P> = P & { [APOLLO_STATE_PROP_NAME]?: NormalizedCacheObject };

/** Puts the request client's cache into the page props (after the page's queries ran). */
export function addApolloState<P extends object>(
  client: ApolloClient,
  result: { props: P },
): { props: WithApolloState<P> } {
  return { props: { ...result.props, [APOLLO_STATE_PROP_NAME]: client.extract() as NormalizedCacheObject } };
}

/** The cache for this render, with the page's server state merged in before anything reads it (used once, in _app). */
export function useHydratedCache(pageProps: WithApolloState<object> | undefined): InMemoryCache {
  const state = pageProps?.[APOLLO_STATE_PROP_NAME];
  return useMemo(() => restoreCache(state), [state]);
}

const CacheContext = createContext<InMemoryCache | null>(null);

/** Hands the page's restored cache to everything below (_app, around the layout and the page). */
export function HydratedCacheProvider({ cache, children }: { cache: InMemoryCache; children: ReactNode }) {
  return createElement(CacheContext.Provider, { value: cache }, children);
}

/** The restored cache of the page being rendered. */
export function usePageCache(): InMemoryCache {
  const cache = useContext(CacheContext);
  if (!cache) throw new Error('usePageCache needs a HydratedCacheProvider above it (pages/_app.tsx).');
  return cache;
}
