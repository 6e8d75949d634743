// @ts-check
'use strict';
/**
 * The site's Prometheus metrics (prom-client), one registry per process whichever bundle asks:
 * server.js requires this file, and so do the page and API bundles Next compiles (lib/cms, the
 * newsletter and webhook routes), so the instruments live on globalThis like lib/process-wide.ts.
 *
 * Every label value is one of a fixed set this code chooses (a page type of lib/url-table.js, a
 * cache outcome, a status code, a GraphQL operation of our own documents, a brand the CMS lists):
 * nothing a visitor sends becomes a label, so the number of series stays bounded however many
 * addresses a crawler or an attacker makes up (__tests__/integration/metrics.test.ts).
 *
 * METRICS=off (lib/server-settings.js) makes every instrument a no-op and serves nothing: what
 * `npm run bench` compares the cost of metrics against.
 */
const { metricsEnabled } = require('../server-settings');

const KEY = Symbol.for('travel-site.metrics');

/** Seconds buckets of a page view as the edge answers it: from a cached copy (under a millisecond) to a render. */
const VIEW_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Seconds buckets of a render (tens of milliseconds when the content cache answers, up to the CMS timeout). */
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds buckets of a CMS request (the timeout is 3 s by default). */
const CMS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The results of a call of the publish webhook. */
const WEBHOOK_RESULTS = ['purged', 'ignored', 'refused', 'failed'];
/** The outcomes of a newsletter sign-up. */
const SIGNUP_OUTCOMES = ['stored', 'duplicate', 'rate_limited', 'invalid', 'no_newsletter', 'cms_unavailable', 'error'];

/** What a label may hold when the code has no better name for it: never the visitor's text. */
const OTHER = 'other';

/**
 * @typedef {{ entries: number, bytes: number, maxBytes: number }} PageCacheSize
 * @typedef {{ rendering: number, backgroundRendering: number, queued: number, backgroundQueued: number }} RenderLoad
 * @typedef {{ entries: number, bytes: number, hits: number, stale: number, staleIfError: number, misses: number }} ContentCacheStats
 * @typedef {'closed' | 'open' | 'half-open'} CircuitState
 * @typedef {{
 *   pageCache?: () => PageCacheSize,
 *   renders?: () => RenderLoad,
 *   contentCaches?: () => ContentCacheStats[],
 *   circuits?: () => CircuitState[],
 *   redis?: () => boolean | null,
 * }} Sources
 *   what the gauges read when Prometheus scrapes (registered by server.js and lib/cms/process-state)
 */

/** An instrument that records nothing (METRICS=off). */
const NOOP = {
  inc() {},
  observe() {},
  set() {},
  labels() {
    return NOOP;
  },
};

/**
 * @param {typeof import('prom-client')} client
 * @param {Sources} sources
 */
function createInstruments(client, sources) {
  const registry = new client.Registry();
  // CPU, resident memory, heap, event-loop lag, GC, handles: prom-client's own process metrics.
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = (/** @type {string} */ name, /** @type {string} */ help, /** @type {string[]} */ labelNames = []) =>
    new client.Counter({ name, help, labelNames, registers });
  const histogram = (
    /** @type {string} */ name,
    /** @type {string} */ help,
    /** @type {string[]} */ labelNames,
    /** @type {number[]} */ buckets,
  ) => new client.Histogram({ name, help, labelNames, buckets, registers });
  /**
   * A gauge read from its source when scraped.
   * @param {string} name @param {string} help @param {string[]} labelNames
   * @param {(gauge: import('prom-client').Gauge<string>) => void} read
   */
  const gauge = (name, help, labelNames, read) =>
    new client.Gauge({
      name,
      help,
      labelNames,
      registers,
      collect() {
        read(this);
      },
    });

  /** What the content caches had counted at the last scrape, by outcome: the difference is added. */
  const counted = new Map();
  /**
   * @param {import('prom-client').Counter<string>} counter
   * @param {string} outcome
   * @param {number} total
   */
  const catchUp = (counter, outcome, total) => {
    const before = counted.get(outcome) ?? 0;
    if (total > before) counter.inc({ outcome }, total - before);
    counted.set(outcome, Math.max(total, before));
  };

  const contentReads = new client.Counter({
    name: 'site_content_cache_reads_total',
    help: 'CMS answers asked of the content cache, by how they were answered (a miss asked the CMS).',
    labelNames: ['outcome'],
    registers,
    collect() {
      const sum = sumContent();
      catchUp(this, 'hit', sum.hits);
      catchUp(this, 'stale', sum.stale);
      catchUp(this, 'stale_if_error', sum.staleIfError);
      catchUp(this, 'miss', sum.misses);
    },
  });
  const sumContent = () => {
    const all = sources.contentCaches?.() ?? [];
    return all.reduce(
      (sum, stats) => ({
        entries: sum.entries + stats.entries,
        bytes: sum.bytes + stats.bytes,
        hits: sum.hits + stats.hits,
        stale: sum.stale + stats.stale,
        staleIfError: sum.staleIfError + stats.staleIfError,
        misses: sum.misses + stats.misses,
      }),
      { entries: 0, bytes: 0, hits: 0, stale: 0, staleIfError: 0, misses: 0 },
    );
  };

  const instruments = {
    registry,
    pageViews: counter(
      'site_page_views_total',
      'Page views the edge answered, by page type (lib/url-table.js), brand and HTTP status.',
      ['page_type', 'brand', 'status'],
    ),
    pageCacheRequests: counter(
      'site_page_cache_requests_total',
      'Page views by outcome: the page cache’s (X-Page-Cache: hit, stale, miss, bypass, stale_if_error, stale_if_busy, busy, unavailable), error (a 500 of the server) or aborted (the visitor left first).',
      ['outcome'],
    ),
    viewDuration: histogram(
      'site_page_view_duration_seconds',
      'Time from a page request to the last byte of its answer, by page-cache outcome.',
      ['cache'],
      VIEW_BUCKETS,
    ),
    pageCacheEntries: gauge('site_page_cache_entries', 'Pages held by the page cache.', [], (g) =>
      g.set(sources.pageCache?.().entries ?? 0),
    ),
    pageCacheBytes: gauge('site_page_cache_bytes', 'Bytes held by the page cache.', [], (g) =>
      g.set(sources.pageCache?.().bytes ?? 0),
    ),
    pageCacheMaxBytes: gauge(
      'site_page_cache_max_bytes',
      'The page cache’s memory bound (PAGE_CACHE_MAX_MB).',
      [],
      (g) => g.set(sources.pageCache?.().maxBytes ?? 0),
    ),
    renderDuration: histogram(
      'site_render_duration_seconds',
      'Pages rendered by Next for the page cache: visitor (a miss), refresh (a stale or publish-marked page, in the background), operator (a fresh render asked with the webhook secret); result ok or error (5xx, timeout).',
      ['trigger', 'result'],
      RENDER_BUCKETS,
    ),
    rendersInFlight: gauge('site_renders_in_flight', 'Renders running now (visitors’ and background).', [], (g) => {
      const load = sources.renders?.();
      g.set(load ? load.rendering + load.backgroundRendering : 0);
    }),
    rendersQueued: gauge(
      'site_renders_queued',
      'Renders waiting: visitors’ (beyond RENDER_QUEUE they are refused) and background ones.',
      ['queue'],
      (g) => {
        const load = sources.renders?.();
        g.set({ queue: 'visitor' }, load?.queued ?? 0);
        g.set({ queue: 'background' }, load?.backgroundQueued ?? 0);
      },
    ),
    cmsRequests: histogram(
      'site_cms_request_duration_seconds',
      'Requests to the CMS by operation (a GraphQL operation of the site’s documents, or a named REST call) and outcome: ok (it answered below 500), error (no answer or 5xx), timeout (CMS_TIMEOUT_MS), circuit_open (not sent).',
      ['operation', 'outcome'],
      CMS_BUCKETS,
    ),
    circuitState: gauge(
      'site_cms_circuit_state',
      'The CMS circuit breaker: 1 for the state it is in (closed, open, half-open).',
      ['state'],
      (g) => {
        const states = sources.circuits?.() ?? [];
        for (const state of /** @type {CircuitState[]} */ (['closed', 'open', 'half-open']))
          g.set({ state }, states.filter((each) => each === state).length);
      },
    ),
    circuitTransitions: counter(
      'site_cms_circuit_transitions_total',
      'Changes of the CMS circuit breaker, by the state it went to.',
      ['to'],
    ),
    contentReads,
    contentCacheEntries: gauge('site_content_cache_entries', 'CMS answers held by the content cache.', [], (g) =>
      g.set(sumContent().entries),
    ),
    contentCacheBytes: gauge('site_content_cache_bytes', 'Bytes held by the content cache.', [], (g) =>
      g.set(sumContent().bytes),
    ),
    redisConnected: gauge(
      'site_redis_connected',
      'The shared level (Redis at REDIS_URL: shared content cache, purge channel, rate limit) connected: 1 or 0; absent without REDIS_URL.',
      ['role'],
      (g) => {
        const connected = sources.redis?.() ?? null;
        g.reset();
        if (connected !== null) g.set({ role: 'shared_cache' }, connected ? 1 : 0);
      },
    ),
    purgeAnnouncements: counter(
      'site_purge_announcements_total',
      'Purges announced to the other instances through Redis (sent) and heard from them (received).',
      ['direction'],
    ),
    webhookPurges: counter(
      'site_webhook_purges_total',
      'Calls of the publish webhook (/api/revalidate): purged, ignored (a draft saved, a file uploaded), refused (no or a wrong secret), failed (the purge threw).',
      ['result'],
    ),
    pagesMarkedStale: counter(
      'site_pages_marked_stale_total',
      'Pages a publish marked stale in this instance’s page cache (made anew in the background).',
    ),
    newsletterSignups: counter(
      'site_newsletter_signups_total',
      'Newsletter sign-ups by outcome: stored, duplicate, rate_limited, invalid, no_newsletter (the brand has none), cms_unavailable, error.',
      ['outcome'],
    ),
  };
  // Every series of a fixed label set exists from the start, at 0: rate() and increase() see the
  // first event of a rare one (a circuit opening, a refused webhook) instead of its appearance.
  const preset = (
    /** @type {import('prom-client').Counter<string>} */ metric,
    /** @type {string} */ name,
    /** @type {string[]} */ values,
  ) => {
    for (const value of values) metric.inc({ [name]: value }, 0);
  };
  preset(instruments.circuitTransitions, 'to', ['open', 'half-open', 'closed']);
  preset(instruments.purgeAnnouncements, 'direction', ['sent', 'received']);
  preset(instruments.webhookPurges, 'result', WEBHOOK_RESULTS);
  preset(instruments.newsletterSignups, 'outcome', SIGNUP_OUTCOMES);
  preset(instruments.pageCacheRequests, 'outcome', ['hit', 'stale', 'miss']);
  return instruments;
}

/** @typedef {ReturnType<typeof createInstruments>} Instruments */

/**
 * @typedef {{ sources: Sources, instruments: Instruments | null }} State
 */
function state() {
  const registry = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis));
  let current = registry[KEY];
  if (!current) {
    /** @type {Sources} */
    const sources = {};
    current = { sources, instruments: metricsEnabled() ? createInstruments(require('prom-client'), sources) : null };
    registry[KEY] = current;
  }
  return current;
}

/** Every instrument, recording nothing. */
const NOOP_INSTRUMENTS = /** @type {Instruments} */ (/** @type {unknown} */ (new Proxy({}, { get: () => NOOP })));

/** The process's instruments; with METRICS=off, instruments that record nothing. */
function metrics() {
  return state().instruments ?? NOOP_INSTRUMENTS;
}

/** Whether this process records metrics (METRICS is not off). */
const recording = () => state().instruments !== null;

/**
 * What the scrape-time gauges read: the page cache and render pool (server.js), the content
 * caches, circuit breakers and Redis (lib/cms/process-state).
 * @param {Sources} sources
 */
function registerSources(sources) {
  Object.assign(state().sources, sources);
}

/** The text Prometheus scrapes, and its content type; null with METRICS=off. */
async function exposition() {
  const instruments = state().instruments;
  if (!instruments) return null;
  return { contentType: instruments.registry.contentType, body: await instruments.registry.metrics() };
}

/**
 * A label value from a fixed set: `value` when the set has it, else "other".
 * @param {string | null | undefined} value
 * @param {ReadonlySet<string>} allowed
 */
const bounded = (value, allowed) => (value && allowed.has(value) ? value : OTHER);

module.exports = { metrics, recording, registerSources, exposition, bounded, OTHER, WEBHOOK_RESULTS, SIGNUP_OUTCOMES };
