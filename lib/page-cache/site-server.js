// @ts-check
'use strict';
/**
 * The HTTP servers of `npm start` (server.js), around the page cache's handler:
 *
 * - every request gets a request id (behind a trusted proxy, TRUSTED_PROXY_HOPS, the proxy's
 *   X-Request-Id when it looks like one; else a new one: a visitor's own is neither echoed nor
 *   logged), sent back as X-Request-Id, and one log line when its answer ends: method, path
 *   without its query, page type, brand, status, page-cache outcome, duration, the id;
 * - every page view is counted (lib/observability/metrics.js): by page type, brand and status, by
 *   page-cache outcome, and its duration; every label from a fixed set, never from the request;
 * - /metrics is served to Prometheus on its own port (METRICS_PORT, on METRICS_HOST), and on the
 *   site's port only to a bearer of METRICS_TOKEN when one is set.
 */
const { randomUUID } = require('crypto');
const http = require('http');
const { performance } = require('perf_hooks');
const { log, pathOnly } = require('../observability/log');
const { bounded, exposition, metrics, OTHER } = require('../observability/metrics');
const { ROUTES, pageTypeOf } = require('../url-table');
const { VIEW } = require('./handler');
const { routeOf: pagePathOf } = require('./request-key');
const { secretMatches } = require('../security/secret');

/** An id a load balancer or CDN set, kept so the two logs meet; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The outcomes of a view, as label values: the page cache's (X-Page-Cache, lowercased), `error`
 * (the handler failed: a 500) and `aborted` (the visitor left before the answer). A refused method
 * and a redirect to the path's one spelling are no views (the request log has them).
 */
const OUTCOMES = new Set([
  'hit',
  'stale',
  'miss',
  'bypass',
  'stale_if_error',
  'stale_if_busy',
  'busy',
  'unavailable',
  'error',
  'aborted',
]);
/** The files the site makes from the CMS (pages/robots.txt.ts, sitemap.xml.ts, sitemaps/): one label. */
const FILE_ROUTE = /^\/(robots\.txt|sitemap\.xml|sitemaps\/[^/]+\.xml)$/;
const PAGE_TYPES = new Set([...ROUTES.map((row) => row.pageType), 'file']);

/** The page type a view is labelled with (lib/url-table.js), `file` for the generated files. @param {string} path */
const viewType = (path) => (FILE_ROUTE.test(path) ? 'file' : pageTypeOf(path));

/** @param {import('http').IncomingMessage} req @param {boolean} trusted a proxy in front sets it */
function requestIdOf(req, trusted) {
  const given = trusted ? req.headers['x-request-id'] : undefined;
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Whether `authorization` is `Bearer <token>` (lib/security/secret.js: constant time).
 * @param {string | undefined} authorization @param {string} token
 */
const bearerMatches = (authorization, token) =>
  secretMatches(/^Bearer (.+)$/.exec(String(authorization ?? ''))?.[1], token);

/**
 * Answers a scrape: the metrics, or 401 without the token when one is set.
 * @param {import('http').IncomingMessage} req @param {import('http').ServerResponse} res
 * @param {string | null} token
 */
async function serveMetrics(req, res, token) {
  res.setHeader('cache-control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    return res.end('Metrics are read with GET\n');
  }
  if (token && !bearerMatches(req.headers.authorization, token)) {
    res.writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'text/plain; charset=utf-8' });
    return res.end('Unauthorized\n');
  }
  const text = await exposition();
  if (!text) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('Metrics are off (METRICS=off)\n');
  }
  res.writeHead(200, { 'content-type': text.contentType });
  res.end(req.method === 'HEAD' ? undefined : text.body);
}

/**
 * The site's server: the handler behind request ids, the request log and the page-view metrics.
 * @param {{
 *   handler: (req: import('http').IncomingMessage, res: import('http').ServerResponse) => unknown,
 *   metricsToken?: string | null,
 *   trustRequestId?: boolean,
 * }} options
 *   metricsToken: /metrics on this server answers its bearer (and only when set)
 *   trustRequestId: a proxy in front sets X-Request-Id (TRUSTED_PROXY_HOPS > 0): keep its id
 */
function createSiteServer({ handler, metricsToken = null, trustRequestId = false }) {
  const instruments = metrics();
  const server = http.createServer((req, res) => {
    const started = performance.now();
    const id = requestIdOf(req, trustRequestId);
    res.setHeader('x-request-id', id);
    const path = pathOnly(req.url ?? '/');
    res.once('close', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const finished = res.writableFinished;
      const status = finished ? res.statusCode : 499;
      const header = res.getHeader('x-page-cache');
      const cache = typeof header === 'string' ? header.toLowerCase().replace(/-/g, '_') : null;
      const view = /** @type {Record<symbol, import('./handler').View | undefined>} */ (/** @type {unknown} */ (req))[
        VIEW
      ];
      const pageType = view ? bounded(viewType(pagePathOf(view.path)), PAGE_TYPES) : null;
      const brand = view?.brand ?? null;
      if (view) {
        const outcome = bounded(cache ?? (finished ? 'error' : 'aborted'), OUTCOMES);
        instruments.pageViews.inc({ page_type: pageType ?? OTHER, brand: brand ?? 'none', status: String(status) });
        instruments.pageCacheRequests.inc({ outcome });
        instruments.viewDuration.observe({ cache: outcome }, (performance.now() - started) / 1000);
      }
      log().info({ reqId: id, method: req.method, path, pageType, brand, status, cache, ms }, 'request');
    });
    if (metricsToken && path === '/metrics' && req.headers.authorization !== undefined)
      return void serveMetrics(req, res, metricsToken).catch((error) => failed(res, error, id));
    Promise.resolve(handler(req, res)).catch((error) => failed(res, error, id));
  });
  return server;
}

/**
 * @param {import('http').ServerResponse} res
 * @param {unknown} error
 * @param {string} [reqId]
 */
function failed(res, error, reqId) {
  log().error({ reqId, err: error }, 'request failed');
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Internal server error\n');
}

/**
 * Prometheus's own port: GET /metrics and nothing else (with METRICS_TOKEN, for its bearer only).
 * @param {{ token?: string | null }} [options]
 */
function createMetricsServer({ token = null } = {}) {
  return http.createServer((req, res) => {
    if (pathOnly(req.url ?? '/') !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Not found: metrics are at /metrics\n');
    }
    serveMetrics(req, res, token).catch((error) => failed(res, error));
  });
}

module.exports = { createSiteServer, createMetricsServer, requestIdOf, bearerMatches, OUTCOMES };
