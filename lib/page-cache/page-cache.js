// @ts-check
'use strict';
/**
 * The page cache: rendered public pages kept in memory, keyed by brand, canonical path and the
 * query parameters the route reads (./request-key), so a page rendered once is served again
 * without rendering (docs/architecture.md "The request path"). A page is kept only when it says a
 * shared cache may keep it (`Cache-Control: public, s-maxage=…`, set by the page loader, never for
 * drafts or errors), for the windows it names: fresh for s-maxage, then served while one
 * re-render runs for stale-while-revalidate, and while re-rendering fails for stale-if-error.
 *
 * Each page keeps what its render read (the content-cache answers, by id, and their surrogate
 * keys: lib/cms/surrogate-keys). A publish marks stale only the pages that read an answer that
 * changed (`markStale`); a marked page keeps serving while one background render makes it anew,
 * and through a CMS outage. lru-cache bounds it in bytes. CommonJS: server.js runs it outside
 * Next's bundles.
 */
const crypto = require('crypto');
const zlib = require('zlib');
const { LRUCache } = require('lru-cache');
const { nonceTemplate } = require('./nonce');

/**
 * @typedef {{ freshMs: number, staleWhileRevalidateMs: number, staleIfErrorMs: number }} Windows
 * @typedef {{ entries: string[], tags: string[], uncached: boolean, degraded?: boolean }} Reads
 *   degraded: an answer came from an old copy because the CMS failed
 * @typedef {{ url: string, host: string, data: boolean }} RenderRequest
 * @typedef {{
 *   status: number,
 *   headers: Record<string, string | string[]>,
 *   body: Buffer,
 *   gzip: Buffer | null,
 *   nonce: import('./nonce').NonceTemplate | null,
 *   storedAt: number,
 *   windows: Windows,
 *   reads: Reads | null,
 *   render: RenderRequest | null,
 *   invalidated: boolean,
 * }} PageEntry
 * @typedef {'fresh' | 'stale' | 'stale-if-error-only'} EntryState
 * @typedef {{ at: number, sequence: number, changed: Set<string>, tags: Set<string> | null }} Change
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

/** Compressed once when stored, when worth it. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml))/i;
/** How long a publish is remembered: a render that started before it is stored marked stale. */
const CHANGES_KEPT_MS = 60_000;

class PageCache {
  /**
   * @param {{ maxBytes: number, now?: () => number, onStale?: (key: string) => void }} options
   *   onStale: a page was marked stale (the handler schedules its background render)
   */
  constructor({ maxBytes, now = Date.now, onStale = () => undefined }) {
    this.maxBytes = maxBytes;
    this.now = now;
    this.onStale = onStale;
    /** @type {Map<string, Set<string>>} content-cache entry id → pages that read it */
    this.byEntry = new Map();
    /** @type {Map<string, Set<string>>} surrogate key → pages that showed it */
    this.byTag = new Map();
    /** @type {Set<string>} pages whose reads are not fully known: any publish may change them */
    this.unknown = new Set();
    /** @type {Change[]} recent publishes, for renders under way across them */
    this.changes = [];
    /** Counts publishes: a render notes it when it starts (`sequence`), its store compares. */
    this.sequence = 0;
    /** @type {LRUCache<string, PageEntry>} */
    this.lru = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) =>
        entry.body.length +
        (entry.gzip?.length ?? 0) +
        (entry.nonce?.deflated ?? []).reduce((bytes, segment) => bytes + segment.length, 0) +
        key.length +
        512,
      dispose: (entry, key) => this.unindex(key, entry),
    });
    this.counts = { hit: 0, stale: 0, miss: 0, staleIfError: 0, busy: 0, bypass: 0, marked: 0 };
  }

  /**
   * The entry for `key` and what it may be used for now; null when there is none or it is past
   * every window. A page marked by a publish is served as stale (while its new render runs).
   * @param {string} key
   * @returns {{ entry: PageEntry, state: EntryState } | null}
   */
  lookup(key) {
    const entry = this.lru.get(key);
    if (!entry) return null;
    const age = this.now() - entry.storedAt;
    const { freshMs, staleWhileRevalidateMs, staleIfErrorMs } = entry.windows;
    if (age < freshMs && !entry.invalidated) return { entry, state: 'fresh' };
    if (age < freshMs + staleWhileRevalidateMs) return { entry, state: 'stale' };
    if (age < freshMs + staleIfErrorMs) return { entry, state: 'stale-if-error-only' };
    this.lru.delete(key);
    return null;
  }

  /** @param {string} key */
  peek(key) {
    return this.lru.peek(key) ?? null;
  }

  /**
   * Keeps a rendered response when its headers allow it. Returns the entry, or null when not kept.
   * A render that started before a publish it read from is kept, but marked stale at once (the
   * caller makes it again).
   * @param {string} key
   * @param {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} response
   * @param {{ reads?: Reads | null, render?: RenderRequest | null, startedAt?: number }} [about]
   *   startedAt: the `sequence` when the render started
   * @returns {PageEntry | null}
   */
  store(key, response, { reads = null, render = null, startedAt = this.sequence } = {}) {
    const windows = this.storable(response) ? sharedCacheWindows(response.headers['cache-control']) : null;
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
    const entry = {
      status: response.status,
      headers: { ...response.headers, etag },
      body: response.body,
      gzip,
      nonce,
      storedAt: this.now(),
      windows,
      reads,
      render,
      // Made from an old copy of an answer while the CMS failed: served, and made again later.
      invalidated: Boolean(reads?.degraded) || this.changedSince(reads, startedAt),
    };
    this.lru.set(key, entry);
    if (!this.lru.has(key)) return null;
    this.index(key, entry);
    if (entry.invalidated) this.counts.marked += 1;
    return entry;
  }

  /**
   * Marks stale the pages a publish changed: those that read a content-cache answer that changed,
   * or showed one of `tags` through an answer the content cache no longer holds (it cannot say),
   * or whose reads are unknown. `tags` null: every page. Returns how many were marked.
   * @param {import('./process-hooks').StaleMarks} marks
   */
  markStale({ changed, tags, known }) {
    const at = this.now();
    const tagSet = tags ? new Set(tags) : null;
    this.sequence += 1;
    this.changes.push({ at, sequence: this.sequence, changed, tags: tagSet });
    while (this.changes.length && this.changes[0].at < at - CHANGES_KEPT_MS) this.changes.shift();
    /** @type {Set<string>} */
    const keys = new Set();
    if (!tagSet) for (const key of this.lru.keys()) keys.add(key);
    else {
      for (const id of changed) for (const key of this.byEntry.get(id) ?? []) keys.add(key);
      for (const key of this.unknown) keys.add(key);
      for (const tag of tagSet)
        for (const key of this.byTag.get(tag) ?? []) {
          const reads = this.lru.peek(key)?.reads;
          if (reads && reads.entries.some((id) => !known(id))) keys.add(key);
        }
    }
    let marked = 0;
    // Most recently viewed first: their new renders are queued first.
    for (const key of this.lru.keys()) {
      if (!keys.has(key)) continue;
      const entry = this.lru.peek(key);
      if (!entry || entry.invalidated) continue;
      entry.invalidated = true;
      marked += 1;
      this.onStale(key);
    }
    this.counts.marked += marked;
    return marked;
  }

  /** @param {'hit' | 'stale' | 'miss' | 'staleIfError' | 'busy' | 'bypass'} outcome */
  count(outcome) {
    this.counts[outcome] += 1;
  }

  /** Forgets everything (tests). */
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

  /** @param {{ status: number, headers: Record<string, string | string[]> }} response */
  storable(response) {
    const { status, headers } = response;
    // Pages and not-found pages, and the canonical redirects of a path (the page loader marks
    // which of them a shared cache may keep).
    return [200, 301, 308, 404].includes(status) && !headers['set-cookie'];
  }

  /**
   * Whether a publish since `startedAt` (a `sequence`) touched what a render read.
   * @param {Reads | null} reads
   * @param {number} startedAt
   */
  changedSince(reads, startedAt) {
    return this.changes.some(
      (change) =>
        change.sequence > startedAt &&
        (!change.tags || !reads || reads.uncached || reads.entries.some((id) => change.changed.has(id))),
    );
  }

  /** @param {string} key @param {PageEntry} entry */
  index(key, entry) {
    if (!entry.reads || entry.reads.uncached) {
      this.unknown.add(key);
      return;
    }
    for (const id of entry.reads.entries) add(this.byEntry, id, key);
    for (const tag of entry.reads.tags) add(this.byTag, tag, key);
  }

  /** @param {string} key @param {PageEntry} entry */
  unindex(key, entry) {
    this.unknown.delete(key);
    for (const id of entry.reads?.entries ?? []) remove(this.byEntry, id, key);
    for (const tag of entry.reads?.tags ?? []) remove(this.byTag, tag, key);
  }
}

/** @param {Map<string, Set<string>>} map @param {string} name @param {string} key */
function add(map, name, key) {
  let keys = map.get(name);
  if (!keys) map.set(name, (keys = new Set()));
  keys.add(key);
}

/** @param {Map<string, Set<string>>} map @param {string} name @param {string} key */
function remove(map, name, key) {
  const keys = map.get(name);
  if (!keys) return;
  keys.delete(key);
  if (keys.size === 0) map.delete(name);
}

module.exports = { PageCache, sharedCacheWindows };
