// @ts-check
'use strict';
/**
 * The page cache: rendered public pages kept in memory, keyed by brand, canonical path and the
 * query parameters the route reads (./request-key), so a page rendered once is served again
 * without rendering (docs/architecture.md "The edge"). A page is kept only when it says a shared
 * cache may keep it (`Cache-Control: public, s-maxage=…`, set by the page loader, never for drafts
 * or errors), for the windows it names: fresh for s-maxage, then served while one re-render runs for
 * stale-while-revalidate, and while re-rendering fails for stale-if-error.
 *
 * Each page keeps what its render read (the content-cache answers, by id, with the hash of each,
 * and their surrogate keys: lib/cms/surrogate-keys). A publish marks stale only the pages whose
 * answers changed (`markStale`); a marked page keeps serving while one background render makes it
 * anew, and through a CMS outage. lru-cache bounds it in bytes; not-found pages have a smaller
 * bound of their own, so addresses nobody has (a scanner's) never push real pages out. CommonJS:
 * server.js runs it outside Next's bundles.
 */
const crypto = require('crypto');
const zlib = require('zlib');
const { LRUCache } = require('lru-cache');
const { nonceTemplate } = require('./nonce');

/**
 * @typedef {{ freshMs: number, staleWhileRevalidateMs: number, staleIfErrorMs: number }} Windows
 * @typedef {{
 *   entries: string[],
 *   tags: string[],
 *   hashes?: Record<string, string>,
 *   uncached: boolean,
 *   degraded?: boolean,
 *   superseded?: boolean,
 * }} Reads
 *   hashes: each answer's hash as the render got it; degraded: an answer came from an old copy
 *   because the CMS failed; superseded: an answer was fetched across a publish
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
 *   failedAt?: number,
 * }} PageEntry
 *   failedAt: when its last background render failed (the next waits a while)
 * @typedef {'fresh' | 'stale' | 'stale-if-error-only'} EntryState
 * @typedef {{ at: number, sequence: number, refreshed: Map<string, string | null>, tags: Set<string> | null }} Change
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
/** The share of the cache not-found pages may take. */
const NOT_FOUND_SHARE = 1 / 8;

/** @param {PageEntry} entry @param {string} key */
const sizeOf = (entry, key) =>
  entry.body.length +
  (entry.gzip?.length ?? 0) +
  (entry.nonce?.deflated ?? []).reduce((bytes, segment) => bytes + segment.length, 0) +
  key.length +
  512;

/**
 * Whether what a render read differs from what a publish found: an answer it read was asked again
 * and is not the copy it got (or could not be asked), or the publish could not be told apart.
 * @param {Reads | null} reads
 * @param {Map<string, string | null>} refreshed
 * @param {Set<string> | null} tags
 */
function readChanged(reads, refreshed, tags) {
  if (!tags || !reads || reads.uncached) return true;
  return reads.entries.some((id) => {
    if (!refreshed.has(id)) return false;
    const now = refreshed.get(id);
    return now === null || reads.hashes?.[id] !== now;
  });
}

class PageCache {
  /**
   * @param {{ maxBytes: number, now?: () => number, onStale?: (key: string, soon: boolean) => void, onEvict?: (key: string) => void }} options
   *   onStale: a page was marked stale by a publish (the handler schedules its background render,
   *   ahead of the others when `soon`);
   *   onEvict: a page left the cache (the handler forgets what it had scheduled for it)
   */
  constructor({ maxBytes, now = Date.now, onStale = () => undefined, onEvict = () => undefined }) {
    this.maxBytes = maxBytes;
    this.now = now;
    this.onStale = onStale;
    this.onEvict = onEvict;
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
    /** @param {number} bytes */
    const store = (bytes) =>
      /** @type {LRUCache<string, PageEntry>} */ (
        new LRUCache({
          maxSize: Math.max(1, Math.floor(bytes)),
          sizeCalculation: sizeOf,
          dispose: (entry, key, reason) => {
            this.unindex(key, entry);
            if (reason !== 'set') this.onEvict(key);
          },
        })
      );
    /** Pages, redirects. */
    this.lru = store(maxBytes * (1 - NOT_FOUND_SHARE));
    /** Not-found pages (unknown slugs, a scanner's addresses): a bound of their own. */
    this.notFound = store(maxBytes * NOT_FOUND_SHARE);
    this.counts = { hit: 0, stale: 0, miss: 0, staleIfError: 0, busy: 0, bypass: 0, marked: 0 };
  }

  /**
   * The entry for `key` and what it may be used for now; null when there is none or it is past
   * every window. A page marked by a publish is served as stale (while its new render runs).
   * @param {string} key
   * @returns {{ entry: PageEntry, state: EntryState } | null}
   */
  lookup(key) {
    const entry = this.lru.get(key) ?? this.notFound.get(key);
    if (!entry) return null;
    const state = this.stateOf(entry);
    if (state) return { entry, state };
    this.delete(key);
    return null;
  }

  /**
   * What a stored entry may be used for now, or null when it is past every window.
   * @param {PageEntry} entry
   * @returns {EntryState | null}
   */
  stateOf(entry) {
    const age = this.now() - entry.storedAt;
    const { freshMs, staleWhileRevalidateMs, staleIfErrorMs } = entry.windows;
    if (age < freshMs && !entry.invalidated) return 'fresh';
    if (age < freshMs + staleWhileRevalidateMs) return 'stale';
    if (age < freshMs + staleIfErrorMs) return 'stale-if-error-only';
    return null;
  }

  /** @param {string} key */
  peek(key) {
    return this.lru.peek(key) ?? this.notFound.peek(key) ?? null;
  }

  /** @param {string} key */
  delete(key) {
    this.lru.delete(key);
    this.notFound.delete(key);
  }

  /**
   * Keeps a rendered response when its headers allow it. Returns the entry, or null when not kept.
   * A render that started before a publish that changed what it read, or that read an answer the
   * CMS could not refresh, is kept, but marked stale at once (the caller makes it again).
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
      invalidated:
        Boolean(reads?.degraded || reads?.superseded) ||
        this.changes.some((change) => change.sequence > startedAt && readChanged(reads, change.refreshed, change.tags)),
    };
    const [into, other] = response.status === 404 ? [this.notFound, this.lru] : [this.lru, this.notFound];
    other.delete(key);
    into.set(key, entry);
    if (!into.has(key)) return null;
    this.index(key, entry);
    if (entry.invalidated) this.counts.marked += 1;
    return entry;
  }

  /**
   * Marks stale the pages a publish changed: those that read an answer asked again whose copy
   * differs from the one they got (or that could not be asked), those that showed one of `tags`
   * through an answer the content cache no longer holds (it cannot say), and those whose reads are
   * unknown; each is made anew in the background (`onStale`), most recently viewed first. With
   * `tags` null nothing can be told: every page is marked, and each is made anew when next viewed.
   * Pages past every window are dropped, not marked. Returns how many were marked.
   * @param {import('./process-hooks').StaleMarks} marks
   */
  markStale({ refreshed, tags, known, soon = false }) {
    const at = this.now();
    const tagSet = tags ? new Set(tags) : null;
    this.sequence += 1;
    this.changes.push({ at, sequence: this.sequence, refreshed, tags: tagSet });
    while (this.changes.length && this.changes[0].at < at - CHANGES_KEPT_MS) this.changes.shift();
    /** @type {Set<string> | null} null: every page */
    let keys = null;
    if (tagSet) {
      keys = new Set(this.unknown);
      for (const [id, hash] of refreshed)
        for (const key of this.byEntry.get(id) ?? []) {
          const reads = this.peek(key)?.reads;
          if (hash === null || reads?.hashes?.[id] !== hash) keys.add(key);
        }
      for (const tag of tagSet)
        for (const key of this.byTag.get(tag) ?? []) {
          const reads = this.peek(key)?.reads;
          if (reads && reads.entries.some((id) => !known(id))) keys.add(key);
        }
    }
    let marked = 0;
    // Most recently viewed first: their new renders are queued first.
    for (const store of [this.lru, this.notFound])
      for (const [key, entry] of [...store.entries()]) {
        if (entry.invalidated || (keys && !keys.has(key))) continue;
        if (!this.stateOf(entry)) {
          store.delete(key);
          continue;
        }
        entry.invalidated = true;
        marked += 1;
        if (keys) this.onStale(key, soon);
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
    this.notFound.clear();
  }

  stats() {
    const reads = this.counts.hit + this.counts.stale + this.counts.miss + this.counts.staleIfError;
    return {
      entries: this.lru.size + this.notFound.size,
      notFoundEntries: this.notFound.size,
      bytes: this.lru.calculatedSize + this.notFound.calculatedSize,
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
