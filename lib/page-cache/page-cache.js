// @ts-check
'use strict';
/**
 * The page cache: rendered public pages kept in memory, keyed by brand host and path, so a page
 * rendered once is served again without rendering (docs/architecture.md "The request path"). A page is
 * kept only when it says a shared cache may keep it (`Cache-Control: public, s-maxage=…`, set by
 * the page loader, never for drafts or errors), for the windows it names: fresh for s-maxage, then
 * served while one re-render runs for stale-while-revalidate, and while re-rendering fails for
 * stale-if-error. lru-cache bounds it in bytes. CommonJS: server.js runs it outside Next's bundles.
 */
const crypto = require('crypto');
const zlib = require('zlib');
const { LRUCache } = require('lru-cache');
const { nonceTemplate } = require('./nonce');

/**
 * @typedef {{ freshMs: number, staleWhileRevalidateMs: number, staleIfErrorMs: number }} Windows
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, gzip: Buffer | null, nonce: import('./nonce').NonceTemplate | null, storedAt: number, windows: Windows }} PageEntry
 * @typedef {'fresh' | 'stale' | 'stale-if-error-only'} EntryState
 */

/**
 * The windows a Cache-Control header gives a shared cache, or null when it may not keep the page.
 * @param {string | string[] | number | undefined} header
 * @returns {Windows | null}
 */
function sharedCacheWindows(header) {
  if (typeof header !== 'string') return null;
  const directives = new Map(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split('='))
      .map(([name, value]) => [name, value]),
  );
  if (
    !directives.has('public') ||
    directives.has('private') ||
    directives.has('no-store') ||
    directives.has('no-cache')
  )
    return null;
  const seconds = (/** @type {string} */ name) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value > 0 ? value * 1000 : 0;
  };
  const freshMs = seconds('s-maxage');
  if (!freshMs) return null;
  return {
    freshMs,
    staleWhileRevalidateMs: seconds('stale-while-revalidate'),
    staleIfErrorMs: seconds('stale-if-error'),
  };
}

/** Campaign parameters: they say where a visitor came from, not which page they get. */
const isTrackingParameter = (/** @type {string} */ name) => /^utm_/i.test(name);

/**
 * The request's URL without campaign parameters (what the page is rendered for), and those
 * parameters (to put back on a redirect).
 * @param {string} url
 */
function splitTrackingParameters(url) {
  const index = url.indexOf('?');
  if (index === -1) return { path: url, tracking: '' };
  const kept = /** @type {string[]} */ ([]);
  const tracking = /** @type {string[]} */ ([]);
  for (const pair of url.slice(index + 1).split('&')) {
    if (!pair) continue;
    let name = pair.split('=')[0];
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // a malformed escape: not a tracking parameter we know
    }
    (isTrackingParameter(name) ? tracking : kept).push(pair);
  }
  return {
    path: kept.length ? `${url.slice(0, index)}?${kept.join('&')}` : url.slice(0, index),
    tracking: tracking.join('&'),
  };
}

/** Compressed once when stored, when worth it. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml))/i;

class PageCache {
  /** @param {{ maxBytes: number, now?: () => number }} options */
  constructor({ maxBytes, now = Date.now }) {
    this.maxBytes = maxBytes;
    this.now = now;
    /** @type {LRUCache<string, PageEntry>} */
    this.lru = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) =>
        entry.body.length +
        (entry.gzip?.length ?? 0) +
        (entry.nonce?.deflated ?? []).reduce((bytes, segment) => bytes + segment.length, 0) +
        key.length +
        512,
    });
    this.counts = { hit: 0, stale: 0, miss: 0, staleIfError: 0 };
  }

  /**
   * The entry for `key` and what it may be used for now; null when there is none or it is past
   * every window.
   * @param {string} key
   * @returns {{ entry: PageEntry, state: EntryState } | null}
   */
  lookup(key) {
    const entry = this.lru.get(key);
    if (!entry) return null;
    const age = this.now() - entry.storedAt;
    const { freshMs, staleWhileRevalidateMs, staleIfErrorMs } = entry.windows;
    if (age < freshMs) return { entry, state: 'fresh' };
    if (age < freshMs + staleWhileRevalidateMs) return { entry, state: 'stale' };
    if (age < freshMs + staleIfErrorMs) return { entry, state: 'stale-if-error-only' };
    this.lru.delete(key);
    return null;
  }

  /**
   * Keeps a rendered response when its headers allow it. Returns the entry, or null when not kept.
   * @param {string} key
   * @param {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} response
   * @returns {PageEntry | null}
   */
  store(key, response) {
    const windows =
      response.status === 200 && !response.headers['set-cookie']
        ? sharedCacheWindows(response.headers['cache-control'])
        : null;
    if (!windows) return null;
    const type = String(response.headers['content-type'] ?? '');
    const compressible = response.body.length > 1024 && COMPRESSIBLE.test(type);
    // A page with a CSP nonce is answered around a fresh one each time (./nonce): its gzip body is
    // put together per response from segments compressed now.
    const nonce = nonceTemplate(response.headers, response.body, compressible);
    const gzip = compressible && !nonce ? zlib.gzipSync(response.body, { level: 6 }) : null;
    // The validator a browser revalidates with (weak: the gzip and plain bodies share it), computed
    // once per stored copy rather than by Next on every render (next.config.js: generateEtags off).
    const etag = `W/"${crypto.createHash('sha1').update(response.body).digest('base64url')}"`;
    /** @type {PageEntry} */
    const entry = { ...response, headers: { ...response.headers, etag }, gzip, nonce, storedAt: this.now(), windows };
    this.lru.set(key, entry);
    return this.lru.has(key) ? entry : null;
  }

  /** @param {'hit' | 'stale' | 'miss' | 'staleIfError'} outcome */
  count(outcome) {
    this.counts[outcome] += 1;
  }

  purge() {
    this.lru.clear();
  }

  stats() {
    const reads = this.counts.hit + this.counts.stale + this.counts.miss + this.counts.staleIfError;
    return {
      entries: this.lru.size,
      bytes: this.lru.calculatedSize,
      maxBytes: this.maxBytes,
      ...this.counts,
      hitRatio: reads ? (reads - this.counts.miss) / reads : 0,
    };
  }
}

module.exports = { PageCache, sharedCacheWindows, splitTrackingParameters };
