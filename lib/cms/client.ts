import { ApolloClient, InMemoryCache, defaultDataIdFromObject, type NormalizedCacheObject } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { Observable } from 'rxjs';
import './apollo-defaults';
import possibleTypesResult from '@/graphql/generated/possible-types';
import { createCacheLink } from './cache-link';
import type { CircuitBreaker } from './circuit-breaker';
import { cmsPreviewToken, cmsTimeoutMs, graphqlEndpoint } from './env';
import { createErrorLink, createErrorsFlagLink, type CmsLogger } from './error-link';
import { cmsState } from './shared-state';

const isServer = typeof window === 'undefined';

/**
 * Objects with no identity of their own in the cache: Strapi components (stored inside the document
 * that holds them) and media (queried without documentId). Two queries of one page often select
 * different fields of the same one (a tile's Hero title and image, the page's whole Hero); merging
 * keeps both, where Apollo's default would let the later, smaller selection replace the earlier and
 * leave the page's cache-only read with missing fields (an empty page). The type names come from
 * the schema (GenericMorph lists every type), so a new component is covered without a change here.
 */
const embeddedTypes = [...new Set(Object.values(possibleTypesResult.possibleTypes).flat())].filter(
  (typename) => typename.startsWith('Component') || typename === 'UploadFile',
);
const typePolicies = Object.fromEntries(embeddedTypes.map((typename) => [typename, { merge: true }]));

/**
 * Strapi documents are identified by documentId (their numeric ids are not exposed); components
 * keep Apollo's default (__typename + id) when their id is selected, and merge otherwise.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: possibleTypesResult.possibleTypes,
    typePolicies,
    dataIdFromObject(object, context) {
      if (typeof object.documentId === 'string' && object.__typename)
        return `${object.__typename}:${object.documentId}`;
      return defaultDataIdFromObject(object, context);
    },
  });
}

/** errorPolicy 'all' everywhere (docs/content-rules.md §7), cache-first. */
export const defaultOptions = {
  query: { errorPolicy: 'all', fetchPolicy: 'cache-first' },
  watchQuery: { errorPolicy: 'all', fetchPolicy: 'cache-first' },
  mutate: { errorPolicy: 'all' },
} as const;

export interface ServerClientOptions {
  /** Next draft mode: adds the preview token so drafts can be read. */
  draft?: boolean;
  uri?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  logger?: CmsLogger;
}

/**
 * fetch with a deadline, so a CMS that does not answer yields an error, not a hanging page. A plain
 * timer and controller, not AbortSignal.any + AbortSignal.timeout: in Node 20 the timeout signal
 * inside `any` is only weakly held and a garbage collection during the wait loses it
 * (nodejs/node#57736), so the page would hang.
 */
function fetchWithTimeout(baseFetch: typeof fetch, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const abort = (reason: unknown) => controller.abort(reason);
    const timer = setTimeout(
      () => abort(new DOMException(`The CMS did not answer within ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    const outer = init?.signal;
    const onOuterAbort = () => abort(outer?.reason);
    if (outer?.aborted) abort(outer.reason);
    else outer?.addEventListener('abort', onOuterAbort, { once: true });
    try {
      return await baseFetch(input, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  };
}

/** fetch through the circuit breaker: errors, timeouts and 5xx answers count as failures. */
function fetchThroughBreaker(baseFetch: typeof fetch, breaker: CircuitBreaker): typeof fetch {
  return (input, init) =>
    breaker.run(
      () => baseFetch(input, init),
      (response) => response.status >= 500,
    );
}

/**
 * A new client for one server request (never share one between requests: its cache would leak
 * one visitor's data, drafts included, into another's page). What requests share is below the
 * client: published reads go through the process's content cache, every read through its circuit
 * breaker (lib/cms/shared-state); draft reads never touch the cache.
 */
export function createServerClient(options: ServerClientOptions = {}): ApolloClient {
  if (!isServer && !options.fetch) throw new Error('createServerClient runs on the server only');
  const token = options.draft ? cmsPreviewToken() : undefined;
  if (options.draft && !token) {
    throw new Error('Draft mode needs CMS_PREVIEW_TOKEN (the read-only API token the CMS creates at start-up).');
  }
  const endpoint = options.uri ?? graphqlEndpoint();
  const shared = cmsState(endpoint);
  const http = new HttpLink({
    uri: endpoint,
    fetch: fetchThroughBreaker(
      fetchWithTimeout(options.fetch ?? fetch, options.timeoutMs ?? cmsTimeoutMs()),
      shared.breaker,
    ),
    headers: token ? { authorization: `Bearer ${token}` } : undefined,
  });
  const cached = !options.draft && shared.cache.policy.freshMs > 0;
  return new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      createErrorLink(options.logger),
      createErrorsFlagLink(),
      ...(cached ? [createCacheLink(shared.cache, endpoint)] : []),
      http,
    ]),
    cache: createCache(),
    defaultOptions,
    queryDeduplication: true,
  });
}

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
