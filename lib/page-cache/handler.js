// @ts-check
'use strict';
/**
 * The page cache in front of Next's request handler (server.js). A public page view is answered
 * from memory when the cache has it; otherwise Next renders it once, through a request to this same
 * server that skips the cache (concurrent views of the page wait for that one render), and the
 * result is kept when its Cache-Control allows. Drafts, API routes and static files go straight to
 * Next. Campaign parameters (utm_*) never reach Next for a cacheable view: the page is the same
 * whatever campaign brought the visitor, and the browser reads them from its own address bar.
 */
const crypto = require('crypto');
const http = require('http');
const { withFreshNonce } = require('./nonce');
const { splitTrackingParameters } = require('./page-cache');

/** @typedef {import('./page-cache').PageCache} PageCache */
/** @typedef {import('./page-cache').PageEntry} PageEntry */
/** @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} Rendered */

/** Paths that are never pages: Next serves them itself, cheaply or uncacheably. */
const NOT_PAGES = /^\/(api\/|_next\/(static|image|webpack-hmr)|uploads\/|favicon\.ico)/;
/** An editor in preview: the response is a draft, never cached, never served from the cache. */
const DRAFT_COOKIE = /(^|;\s*)(__prerender_bypass|__preview_session)=/;
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
/** Request headers that would let Next answer one browser's revalidation instead of rendering. */
const CONDITIONAL = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'];
/** Headers a 304 repeats (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ['cache-control', 'etag', 'vary', 'content-location', 'expires'];

/**
 * Whether the browser's copy is the stored one: If-None-Match with the entry's validator (weak
 * comparison), or `*`.
 * @param {http.IncomingMessage} req
 * @param {Rendered | PageEntry} response
 */
function notModified(req, response) {
  const etag = response.headers.etag;
  const condition = req.headers['if-none-match'];
  if (response.status !== 200 || typeof etag !== 'string' || !condition) return false;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return condition.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** A render that takes longer than this is given up (the CMS timeout bounds it well before). */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * @param {http.IncomingMessage} req
 */
function isCacheable(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (NOT_PAGES.test(req.url ?? '/')) return false;
  return !DRAFT_COOKIE.test(String(req.headers.cookie ?? ''));
}

/**
 * @param {{
 *   handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
 *   cache: PageCache,
 *   address: () => { host: string, port: number },
 * }} options
 */
function createPageCacheHandler({ handle, cache, address }) {
  /** Marks this server's own render requests; per process, never sent to anyone else. */
  const renderToken = crypto.randomBytes(24).toString('base64url');
  /** @type {Map<string, Promise<Rendered | PageEntry>>} */
  const rendering = new Map();

  /**
   * Next renders `path` for `req`'s host, without the visitor's cookies or compression.
   * @param {http.IncomingMessage} req
   * @param {string} path
   * @returns {Promise<Rendered>}
   */
  function renderThroughNext(req, path) {
    /** @type {http.OutgoingHttpHeaders} */
    const headers = { ...req.headers, 'x-page-cache-render': renderToken };
    delete headers['accept-encoding'];
    // The render is shared by every view waiting for it: never a 304 meant for one browser.
    for (const name of CONDITIONAL) delete headers[name];
    delete headers.cookie;
    delete headers.connection;
    const { host, port } = address();
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host, port, method: 'GET', path, headers, timeout: RENDER_TIMEOUT_MS },
        (response) => {
          const chunks = /** @type {Buffer[]} */ ([]);
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 502,
              headers: /** @type {Record<string, string | string[]>} */ (response.headers),
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`rendering ${path} took over ${RENDER_TIMEOUT_MS} ms`)));
      request.on('error', reject);
      request.end();
    });
  }

  /**
   * One render per key at a time; its result is stored when cacheable.
   * @param {string} key
   * @param {http.IncomingMessage} req
   * @param {string} path
   */
  function render(key, req, path) {
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderThroughNext(req, path)
        // The stored copy when kept (with its validator and gzip body), else the render as it came.
        .then((rendered) => cache.store(key, rendered) ?? rendered)
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {Rendered | PageEntry} response
   * @param {string} outcome
   * @param {string} tracking campaign parameters to put back on a redirect
   */
  function send(req, res, response, outcome, tracking = '') {
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
    if (tracking && typeof location === 'string' && response.status >= 300 && response.status < 400) {
      res.setHeader('location', `${location}${location.includes('?') ? '&' : '?'}${tracking}`);
    }
    res.setHeader('x-page-cache', outcome);
    if (notModified(req, response)) {
      for (const name of res.getHeaderNames())
        if (!NOT_MODIFIED_HEADERS.includes(name) && name !== 'x-page-cache') res.removeHeader(name);
      if (compressible) res.setHeader('vary', 'Accept-Encoding');
      res.statusCode = 304;
      res.end();
      return;
    }
    if ('storedAt' in response)
      res.setHeader('age', String(Math.max(0, Math.floor((Date.now() - response.storedAt) / 1000))));
    const gzip = compressible && acceptsGzip;
    if (compressible) res.setHeader('vary', 'Accept-Encoding');
    const body = fresh ? fresh.body : gzip && 'gzip' in response && response.gzip ? response.gzip : response.body;
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', String(body.length));
    res.statusCode = response.status;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  return async function pageCacheHandler(req, res) {
    if (req.headers['x-page-cache-render'] === renderToken) {
      delete req.headers['x-page-cache-render'];
      return handle(req, res);
    }
    delete req.headers['x-page-cache-render'];
    if (!isCacheable(req)) return handle(req, res);

    const { path, tracking } = splitTrackingParameters(req.url ?? '/');
    const key = `${String(req.headers.host ?? '').toLowerCase()}${path}${req.headers['x-nextjs-data'] ? ' data' : ''}`;
    const found = cache.lookup(key);
    if (found?.state === 'fresh') {
      cache.count('hit');
      return send(req, res, found.entry, 'HIT');
    }
    if (found?.state === 'stale') {
      cache.count('stale');
      send(req, res, found.entry, 'STALE');
      render(key, req, path).catch(() => undefined);
      return;
    }
    let rendered;
    try {
      rendered = await render(key, req, path);
    } catch (error) {
      rendered = {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' },
        body: Buffer.from('The site is not answering; try again shortly.\n'),
      };
      console.error(`[page-cache] ${key}: ${/** @type {Error} */ (error).message}`);
    }
    if (rendered.status >= 500 && found) {
      cache.count('staleIfError');
      return send(req, res, found.entry, 'STALE-IF-ERROR');
    }
    cache.count('miss');
    return send(req, res, rendered, 'MISS', tracking);
  };
}

module.exports = { createPageCacheHandler, isCacheable };
