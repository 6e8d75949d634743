// @ts-check
'use strict';
/**
 * The page cache in front of Next's request handler (server.js): the site's edge, built to
 * behave like the proven ones, Varnish, Fastly, nginx's proxy_cache (docs/architecture.md "The edge").
 *
 * - A public page view is answered from memory when the cache has it. Its key is the brand the Host
 *   names, the path, and the query parameters the route reads (./request-key): other spellings of
 *   the host and other parameters are the same page.
 * - A miss is rendered once by Next in this process, from a request made of nothing of the
 *   visitor's (./render), while concurrent views of the page wait for that one render; renders are
 *   bounded (./render-pool): beyond the bound a stale copy is served, else a 503 with Retry-After.
 * - A stale page (past its fresh window, or marked by a publish: ./page-cache markStale) is served
 *   at once while one background render makes it anew, and kept while rendering fails.
 * - Only an editor with a verified preview session for the host's brand skips the cache (drafts go
 *   straight to Next); any other cookie is a visitor's.
 * - API routes, static files and media go straight to Next.
 */
const { performance } = require('perf_hooks');
const { log: siteLog, pathOnly } = require('../observability/log');
const { metrics } = require('../observability/metrics');
const { withFreshNonce } = require('./nonce');
const { edgeServices: registeredServices } = require('./process-hooks');
const { renderInProcess } = require('./render');
const { BusyError, RenderPool } = require('./render-pool');
const { requestKey } = require('./request-key');
const { requestPath } = require('./request-path');

/** @typedef {import('./page-cache').PageCache} PageCache */
/** @typedef {import('./page-cache').PageEntry} PageEntry */
/** @typedef {import('./page-cache').RenderRequest} RenderRequest */
/** @typedef {import('./render').Rendered} Rendered */
/** @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} Response */

/**
 * The Vary of an answer the edge sends: what Next said, with x-nextjs-data, and Accept-Encoding when
 * a gzip copy may be sent.
 * @param {number | string | string[] | undefined} given @param {boolean} compressible
 */
function varyOf(given, compressible) {
  const names = String(given ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (compressible) names.push('Accept-Encoding');
  names.push('x-nextjs-data');
  const seen = new Set();
  return names.filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase())).join(', ');
}

/**
 * Paths that are never pages: Next serves them itself, cheaply or uncacheably. Each names a kind of
 * file exactly, not a prefix: `/fonts/experiences/a/b/` or `/favicon.ico-1/` match a page route,
 * and a page route is rendered only here, in the pool, with the edge's headers. (`/favicon.ico` is
 * an address like any other: with no such file, its not-found answer is cached once per brand.)
 */
const NOT_PAGES = /^\/(api\/|_next\/(static\/|image$|webpack-hmr$)|uploads\/|fonts\/[a-z0-9.-]+\/[a-z0-9.-]+\.woff2$)/;
/** Whether a path (in its one spelling) is a page's: the edge caches it and counts it as a view. @param {string} path */
const isPagePath = (path) => !NOT_PAGES.test(path);
/**
 * A page view, hung on its request for the request log and the metrics (./site-server): its path
 * (in its one spelling; a data request's is its page's) and, once the Host named one, its brand.
 * Prefetches, refusals, redirects, files and API routes are no views and carry none.
 */
const VIEW = Symbol.for('travel-site.view');
/** @typedef {{ path: string, brand: string | null }} View */
/** Headers that belong to one connection, or that the cache sets itself. */
const NOT_REPLAYED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'age',
  'x-page-cache',
]);
/** Headers a 304 repeats (RFC 9110 §15.4.5), and the request's id. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'etag', 'vary', 'content-location', 'expires', 'x-request-id'];
/** A render that takes longer than this is given up by those waiting (the CMS timeout bounds it well before). */
const RENDER_TIMEOUT_MS = 30_000;
/** After a background render failed (the CMS down), the stale copy serves this long before another try. */
const RETRY_FAILED_RENDER_MS = 5_000;
/** What a 503 asks browsers and crawlers to wait. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Whether the browser's copy is the stored one: If-None-Match with the entry's validator (weak
 * comparison), or `*`.
 * @param {import('http').IncomingMessage} req
 * @param {Response | PageEntry} response
 */
function notModified(req, response) {
  const etag = response.headers.etag;
  const condition = req.headers['if-none-match'];
  if (response.status !== 200 || typeof etag !== 'string' || !condition) return false;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return condition.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** @type {Response} */
const BAD_REQUEST = {
  status: 400,
  headers: {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  },
  body: Buffer.from('Bad request: the request target is not a path.\n'),
};

/**
 * The path in its one spelling (./request-path): every other spelling is sent there.
 * @param {string} location
 * @returns {Response}
 */
const toOneSpelling = (location) => ({
  status: 308,
  headers: { location, 'cache-control': 'public, max-age=3600', 'content-type': 'text/plain; charset=utf-8' },
  body: Buffer.from(''),
});

/**
 * A page asked for with another method than GET or HEAD: Next would render it for each, past the
 * cache and its bound. Pages are only read; forms post to API routes.
 * @type {Response}
 */
const METHOD_NOT_ALLOWED = {
  status: 405,
  headers: {
    allow: 'GET, HEAD',
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  },
  body: Buffer.from('Pages are read with GET or HEAD.\n'),
};

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A small page of our own for a 503 the edge answers itself: renders busy, or no brand known
 * because the CMS does not answer. No script, no style, nothing from the request but the brand's
 * name.
 * @param {string | null} brandName
 * @param {'busy' | 'unavailable'} reason
 * @returns {Response}
 */
function ownUnavailablePage(brandName, reason) {
  const site = brandName ? escapeHtml(brandName) : 'This site';
  const text =
    reason === 'busy'
      ? `${site} is very busy right now. This page will be back in a few seconds: please try again.`
      : `${site} cannot show this page right now. Please try again in a few seconds.`;
  const body = Buffer.from(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>One moment, please</title></head><body><main><h1>One moment, please</h1><p>${text}</p></main></body></html>\n`,
  );
  return {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(RETRY_AFTER_SECONDS),
      'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
    },
    body,
  };
}

/**
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 * @template T
 */
function within(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)));
}

/**
 * @param {{
 *   handle: (req: import('http').IncomingMessage, res: import('http').ServerResponse) => unknown,
 *   cache: PageCache,
 *   pool?: RenderPool,
 *   services?: () => import('./process-hooks').EdgeServices | null,
 *   renderTimeoutMs?: number,
 *   serverPort?: () => number,
 *   log?: (fields: Record<string, unknown>, message: string) => void,
 * }} options
 *   serverPort: the port this server listens on (the demo's `<brand>.localhost` pages link it)
 */
function createPageCacheHandler({
  handle,
  cache,
  pool = new RenderPool(),
  services = registeredServices,
  renderTimeoutMs = RENDER_TIMEOUT_MS,
  serverPort = () => 3000,
  log = (fields, message) => siteLog().warn(fields, message),
}) {
  /** @type {Map<string, Promise<Response | PageEntry>>} renders under way, by key */
  const rendering = new Map();
  const renders = metrics().renderDuration;

  /**
   * One render, timed in the render histogram by what asked for it.
   * @param {RenderRequest} request
   * @param {'visitor' | 'refresh' | 'operator'} trigger
   */
  const renderOnce = async (request, trigger) => {
    const started = performance.now();
    let result = 'error';
    try {
      const rendered = await within(
        renderInProcess(handle, request),
        renderTimeoutMs,
        `rendering ${pathOnly(request.url)}`,
      );
      if (rendered.status < 500) result = 'ok';
      return rendered;
    } finally {
      renders.observe({ trigger, result }, (performance.now() - started) / 1000);
    }
  };

  /**
   * Renders the page for `key` once (however many ask at the same time) and stores it when it may
   * be kept: the stored copy (with its validator and gzip body), else the render as it came.
   * @param {string} key
   * @param {RenderRequest} request
   * @param {(task: () => Promise<Response | PageEntry>) => Promise<Response | PageEntry>} schedule
   * @param {'visitor' | 'refresh'} trigger
   */
  function render(key, request, schedule, trigger) {
    let pending = rendering.get(key);
    if (!pending) {
      pending = schedule(async () => {
        const startedAt = cache.sequence;
        const rendered = await renderOnce(request, trigger);
        const stored = cache.store(key, rendered, { reads: rendered.reads, render: request, startedAt });
        // Not made (an error page: the old copy stays), or made from old copies while the CMS
        // fails: tried again after a while, not at every view.
        if (stored?.reads?.degraded) stored.failedAt = cache.now();
        else if (!stored && rendered.status >= 500) {
          const old = cache.peek(key);
          if (old) old.failedAt = cache.now();
        }
        return stored ?? rendered;
      }).finally(() => {
        rendering.delete(key);
        // A publish came while it rendered what it changed: made again (its copy serves meanwhile).
        if (cache.peek(key)?.invalidated) refresh(key, false);
      });
      rendering.set(key, pending);
    }
    return pending;
  }

  /**
   * A background render of a stored page (stale, or marked by a publish), unless one is under way
   * or the last one failed moments ago. A page a visitor was just served stale goes ahead of a
   * publish's other marks, even if one of those already queued it.
   * @param {string} key
   * @param {boolean} asked a visitor was just served the stale copy
   */
  function refresh(key, asked) {
    if (rendering.has(key)) return;
    const entry = cache.peek(key);
    if (!entry?.render) return;
    if (entry.failedAt !== undefined && cache.now() - entry.failedAt < RETRY_FAILED_RENDER_MS) return;
    const task = () => {
      const current = cache.peek(key);
      const request = current?.render;
      // Evicted or past every window meanwhile: nothing to do.
      if (!current || !request || !cache.stateOf(current)) return Promise.resolve();
      return render(key, request, (run) => run(), 'refresh').catch((error) => {
        const failed = cache.peek(key);
        if (failed) failed.failedAt = cache.now();
        log({ path: pathOnly(request.url), err: error }, 'background render failed');
      });
    };
    if (asked) pool.schedule(key, task);
    else if (!pool.isScheduled(key)) pool.append(key, task);
  }
  cache.onStale = (key, soon) => refresh(key, soon);
  // A page that left the cache needs no background render.
  cache.onEvict = (key) => pool.cancel(key);

  /**
   * @param {import('http').IncomingMessage} req
   * @param {import('http').ServerResponse} res
   * @param {Response | PageEntry} response
   * @param {string} outcome
   * @param {string} extra query parameters the render did not get, to put back on a redirect
   */
  function send(req, res, response, outcome, extra = '') {
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const stored = 'nonce' in response && response.nonce;
    const compressible = 'gzip' in response && (Boolean(response.gzip) || Boolean(stored && stored.deflated));
    // A stored page with a CSP nonce: this response's own nonce, in the policy and the body alike.
    const fresh = stored ? withFreshNonce(stored, response.headers, acceptsGzip) : null;
    const headers = fresh?.headers ?? response.headers;
    for (const [name, value] of Object.entries(headers)) {
      if (!NOT_REPLAYED.has(name)) res.setHeader(name, value);
    }
    const location = response.headers.location;
    if (extra && typeof location === 'string' && response.status >= 300 && response.status < 400) {
      res.setHeader('location', `${location}${location.includes('?') ? '&' : '?'}${extra}`);
    }
    res.setHeader('x-page-cache', outcome);
    // A page's answer depends on x-nextjs-data (its props as JSON for a client-side navigation, the
    // key's `data`), and a stored one on Accept-Encoding: a cache in front keys by both.
    res.setHeader('vary', varyOf(res.getHeader('vary'), compressible));
    if (notModified(req, response)) {
      for (const name of res.getHeaderNames())
        if (!NOT_MODIFIED_HEADERS.includes(name) && name !== 'x-page-cache') res.removeHeader(name);
      res.statusCode = 304;
      res.end();
      return;
    }
    if ('storedAt' in response)
      res.setHeader('age', String(Math.max(0, Math.floor((cache.now() - response.storedAt) / 1000))));
    const gzip = compressible && acceptsGzip;
    const body = fresh ? fresh.body : gzip && 'gzip' in response && response.gzip ? response.gzip : response.body;
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', String(body.length));
    res.statusCode = response.status;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {import('http').IncomingMessage} req
   * @param {import('http').ServerResponse} res
   */
  async function pageCacheHandler(req, res) {
    // First the path's one spelling: the rest is decided from it (what is a page, the key).
    const target = requestPath(req.url ?? '/');
    if (!target) return send(req, res, BAD_REQUEST, 'REFUSED');
    if (!target.canonical) return send(req, res, toOneSpelling(`${target.path}${target.query}`), 'REDIRECT');
    const page = isPagePath(target.path);
    if (page && req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, METHOD_NOT_ALLOWED, 'REFUSED');
    const edge = services();
    if (!edge || !page) return handle(req, res);
    const marks = /** @type {Record<symbol, View | undefined>} */ (/** @type {unknown} */ (req));
    /** @type {View} */
    const view = { path: target.path, brand: null };
    marks[VIEW] = view;
    let resolved;
    try {
      resolved = await edge.resolveHost(req.headers.host, serverPort());
    } catch (error) {
      // No brand is known and the CMS does not answer: no page could be rendered anyway.
      log({ error: /** @type {Error} */ (error).message }, 'no brand for a view: the CMS does not answer');
      cache.count('busy');
      return send(req, res, ownUnavailablePage(null, 'unavailable'), 'UNAVAILABLE');
    }
    // Not a host name at all: proxy.ts answers 400.
    if (!resolved) {
      marks[VIEW] = undefined;
      return handle(req, res);
    }
    view.brand = resolved.brand;
    const from = req.socket?.remoteAddress;
    if (edge.isEditor(req.headers.cookie, resolved.brand, from)) {
      cache.count('bypass');
      res.setHeader('x-page-cache', 'BYPASS');
      return handle(req, res);
    }
    const data = req.headers['x-nextjs-data'] !== undefined;
    // A link's prefetch when the site has a proxy (middleware): the browser asks only where the link
    // leads, and Next answers `{}` with `x-middleware-skip` without running getServerSideProps. The
    // cached data would be a page's whole props sent for every link in view, and a miss a whole
    // render; Next's own answer costs neither, and is not a view.
    if (data && req.headers['x-middleware-prefetch'] !== undefined) {
      marks[VIEW] = undefined;
      return handle(req, res);
    }
    const { key, path, extra } = requestKey(req.url ?? '/', resolved, data);
    // An operator (the webhook's secret as a bearer token) asking for a fresh render: rendered like a
    // miss, within the bound, and not stored (`npm run bench` measures what a miss costs this way).
    if (
      /\bno-cache\b/.test(String(req.headers['cache-control'] ?? '')) &&
      edge.isOperator?.(req.headers.authorization, from)
    ) {
      cache.count('bypass');
      const request = { url: path, host: resolved.renderHost, data };
      const rendered = await pool
        .run(() => renderOnce(request, 'operator'))
        .catch((error) =>
          error instanceof BusyError ? ownUnavailablePage(resolved.brandName, 'busy') : Promise.reject(error),
        );
      return send(req, res, rendered, 'BYPASS', extra);
    }
    const found = cache.lookup(key);
    if (found?.state === 'fresh') {
      cache.count('hit');
      return send(req, res, found.entry, 'HIT', extra);
    }
    if (found?.state === 'stale') {
      cache.count('stale');
      send(req, res, found.entry, 'STALE', extra);
      refresh(key, true);
      return;
    }
    /** @type {Response | PageEntry} */
    let rendered;
    try {
      rendered = await render(key, { url: path, host: resolved.renderHost, data }, (task) => pool.run(task), 'visitor');
    } catch (error) {
      if (error instanceof BusyError) {
        if (found) {
          cache.count('staleIfError');
          return send(req, res, found.entry, 'STALE-IF-BUSY', extra);
        }
        cache.count('busy');
        return send(req, res, ownUnavailablePage(resolved.brandName, 'busy'), 'BUSY');
      }
      log(
        { reqId: res.getHeader('x-request-id'), path: pathOnly(path), brand: resolved.brand, err: error },
        'render failed',
      );
      rendered = ownUnavailablePage(resolved.brandName, 'unavailable');
    }
    if (rendered.status >= 500 && found) {
      cache.count('staleIfError');
      return send(req, res, found.entry, 'STALE-IF-ERROR', extra);
    }
    cache.count('miss');
    return send(req, res, rendered, 'MISS', extra);
  }

  return Object.assign(pageCacheHandler, { pool });
}

module.exports = { createPageCacheHandler, ownUnavailablePage, VIEW };
