import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { useMemo } from 'react';
import { initializeApollo } from './client';

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
