import { ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { useMemo } from 'react';
import { Observable } from 'rxjs';
import './apollo-defaults';
import { createCache, defaultOptions } from './apollo-cache';

const isServer = typeof window === 'undefined';

/**
 * The browser never talks to the CMS: every page's data comes with its server render, through the
 * hydrated cache. A query that reaches this link is a page reading something its
 * getServerSideProps did not fetch, and fails loudly instead of calling the CMS from the browser.
 */
const serverRenderedOnlyLink = new ApolloLink(
  (operation) =>
    new Observable((observer) => {
      observer.error(
        new Error(`${operation.operationName} is not in the server-rendered cache: fetch it in getServerSideProps.`),
      );
    }),
);

let browserClient: ApolloClient | undefined;

function createBrowserClient(): ApolloClient {
  return new ApolloClient({
    link: serverRenderedOnlyLink,
    cache: createCache(),
    defaultOptions,
    queryDeduplication: true,
  });
}

/**
 * The client a render uses: on the server a fresh one restored from the page's state; in the
 * browser one long-lived client into which each page's state is merged (newer data wins, so a
 * preview refresh shows the edited content).
 */
export function initializeApollo(initialState?: NormalizedCacheObject | null): ApolloClient {
  const client = isServer ? createBrowserClient() : (browserClient ??= createBrowserClient());
  if (initialState) {
    const existing = client.extract() as NormalizedCacheObject;
    client.cache.restore({
      ...existing,
      ...initialState,
      ROOT_QUERY: { ...existing.ROOT_QUERY, ...initialState.ROOT_QUERY } as NormalizedCacheObject[string],
    });
  }
  return client;
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

/** The client for this render, with the page's server state merged in before anything reads it (used once, in _app). */
export function useApollo(pageProps: WithApolloState<object> | undefined): ApolloClient {
  const state = pageProps?.[APOLLO_STATE_PROP_NAME];
  return useMemo(() => initializeApollo(state), [state]);
}
