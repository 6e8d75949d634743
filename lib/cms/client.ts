import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { metrics } from '@/lib/observability/metrics';
import './apollo-defaults';
import { createCache } from './apollo-cache';
import { createCacheLink } from './cache-link';
import { CircuitOpenError, type CircuitBreaker } from './circuit-breaker';
import type { ReadOptions } from './content-cache';
import { cmsPreviewToken, cmsTimeoutMs, graphqlEndpoint } from './env';
import { createErrorLink, createErrorsFlagLink, type CmsLogger } from './error-link';
import { createMediaUrlLink } from './media-urls';
import { cmsState } from './process-state';

const isServer = typeof window === 'undefined';

/**
 * errorPolicy 'all' everywhere (docs/content-rules.md §7), and no-cache: the client's cache is
 * written once per answer by queryCms (lib/cms/query.ts, the one seam reads pass through, which
 * also asks no-cache itself and says why), never read before asking. The content cache that spares
 * the CMS is below the client (createCacheLink).
 */
export const defaultOptions = {
  query: { errorPolicy: 'all', fetchPolicy: 'no-cache' },
  watchQuery: { errorPolicy: 'all', fetchPolicy: 'no-cache' },
  mutate: { errorPolicy: 'all' },
} as const;

export interface ServerClientOptions {
  /** Next draft mode: adds the preview token so drafts can be read. */
  draft?: boolean;
  uri?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * When this client's requests must have been answered (performance.now()): one view's clients
   * share one (viewDeadline), so a view waits at most one CMS timeout, however many reads it makes.
   */
  deadline?: number;
  logger?: CmsLogger;
  /** Learns which content-cache entries answered this client's reads (the page's surrogate keys). */
  reads?: ReadOptions['log'];
}

/**
 * fetch with a deadline, so a CMS that does not answer yields an error, not a hanging page: the
 * request's own timeout, or what is left of the view's `deadline` when that comes first. A plain timer and controller, not AbortSignal.any +
 * AbortSignal.timeout: in Node 20 the timeout signal inside `any` is only weakly held and a garbage
 * collection during the wait loses it (nodejs/node#57736), so the page would hang.
 */
function fetchWithTimeout(baseFetch: typeof fetch, timeoutMs: number, deadline?: number): typeof fetch {
  return async (input, init) => {
    const left = deadline === undefined ? timeoutMs : Math.min(timeoutMs, Math.floor(deadline - performance.now()));
    const message =
      left < timeoutMs
        ? `The CMS did not answer within the view's ${timeoutMs} ms`
        : `The CMS did not answer within ${timeoutMs} ms`;
    const controller = new AbortController();
    const abort = (reason: unknown) => controller.abort(reason);
    const timer = setTimeout(() => abort(new DOMException(message, 'TimeoutError')), Math.max(1, left));
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

/** The deadline of a view that starts now: one CMS timeout (CMS_TIMEOUT_MS) for all its reads. */
export const viewDeadline = (timeoutMs = cmsTimeoutMs()): number => performance.now() + timeoutMs;

/** The GraphQL operation a request's body names (Apollo writes it from the site's own documents). */
const OPERATION_NAME = /"operationName":"([A-Za-z_][A-Za-z0-9_]{0,63})"/;

type CmsOutcome = 'ok' | 'error' | 'timeout' | 'circuit_open';

/** How a failed CMS request failed, for its metric. */
const failureOf = (error: unknown): CmsOutcome =>
  error instanceof CircuitOpenError ? 'circuit_open' : (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'error';

/**
 * fetch through the circuit breaker: errors, timeouts and 5xx answers count as failures. Each
 * request is timed in site_cms_request_duration_seconds by operation and outcome.
 */
function fetchThroughBreaker(baseFetch: typeof fetch, breaker: CircuitBreaker, operation: string): typeof fetch {
  return async (input, init) => {
    const started = performance.now();
    const name = (typeof init?.body === 'string' && OPERATION_NAME.exec(init.body)?.[1]) || operation;
    let outcome: CmsOutcome = 'error';
    try {
      const response = await breaker.run(
        () => baseFetch(input, init),
        (answer) => answer.status >= 500,
      );
      if (response.status < 500) outcome = 'ok';
      return response;
    } catch (error) {
      outcome = failureOf(error);
      throw error;
    } finally {
      metrics().cmsRequests.observe({ operation: name, outcome }, (performance.now() - started) / 1000);
    }
  };
}

/**
 * fetch for the CMS, server side: with the CMS timeout, through the process's circuit breaker (the
 * one GraphQL reads use, so an outage seen by either is seen by both). `operation` names a request
 * that is not a GraphQL operation in its metric.
 */
export function cmsFetch(
  options: Pick<ServerClientOptions, 'fetch' | 'timeoutMs' | 'deadline'> & {
    breaker?: CircuitBreaker;
    operation?: string;
  } = {},
): typeof fetch {
  const timeoutMs = options.timeoutMs ?? cmsTimeoutMs();
  const through = fetchThroughBreaker(
    fetchWithTimeout(options.fetch ?? fetch, timeoutMs, options.deadline),
    options.breaker ?? cmsState().breaker,
    options.operation ?? 'graphql',
  );
  const { deadline } = options;
  if (deadline === undefined) return through;
  // The view's time is up: fail without asking (the CMS was not asked, so this is no failure of
  // its for the circuit breaker; a stale copy still answers, lib/cms/cache-link.ts).
  return async (input, init) => {
    if (performance.now() >= deadline)
      throw new DOMException(`The CMS did not answer within the view's ${timeoutMs} ms`, 'TimeoutError');
    return through(input, init);
  };
}

/**
 * A new client for one server request (never share one between requests: its cache would leak
 * one visitor's data, drafts included, into another's page). What requests share is below the
 * client: published reads go through the process's content cache, every read through its circuit
 * breaker (lib/cms/process-state); draft reads never touch the cache. Every answer's media links
 * are the site's own paths (lib/cms/media-urls) before the cache, and so the page, holds them.
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
    fetch: cmsFetch({ ...options, breaker: shared.breaker }),
    headers: token ? { authorization: `Bearer ${token}` } : undefined,
  });
  const cached = !options.draft && shared.cache.policy.freshMs > 0;
  // Without the content cache nothing says what the reads showed: any publish may change the page.
  if (!cached && options.reads) options.reads.uncached = true;
  return new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      createErrorLink(options.logger),
      createErrorsFlagLink(),
      ...(cached ? [createCacheLink(shared.cache, endpoint, options.reads)] : []),
      // Media links in the site's form before any cache holds them (lib/cms/media-urls).
      createMediaUrlLink(),
      http,
    ]),
    cache: createCache(),
    defaultOptions,
    queryDeduplication: true,
  });
}
