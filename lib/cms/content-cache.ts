import { createHash } from 'crypto';
import { LRUCache } from 'lru-cache';
import type { SharedLevel } from './redis-level';
import { entryId } from './surrogate-keys';

/**
 * The shared cache of published CMS answers (docs/architecture.md "The request path"): what every page
 * view asks the CMS (brands, site settings, menus, the page's own documents) is answered from
 * memory when it can be. The policy is HTTP's, applied to CMS answers:
 *
 * - fresh for `freshMs`: served as is;
 * - then, for `staleWhileRevalidateMs` more, served at once while one refresh runs in the background
 *   (concurrent views share it);
 * - older, or marked stale by a publish: the view waits for the CMS (bounded by the CMS timeout),
 *   and when the CMS fails or times out, a copy up to `staleIfErrorMs` old is served instead
 *   (stale-if-error);
 * - a failed or erroneous answer never replaces a good copy; the cache is bounded in bytes.
 *
 * Each entry keeps the surrogate keys of its answer (lib/cms/surrogate-keys): a publish marks stale
 * only the entries that show the changed document or list its collection (`invalidate`), and says
 * which they were, so the caller can ask them again and learn which answers really changed.
 *
 * lru-cache does the storage, the byte bound and the sharing of one fetch between concurrent
 * callers; this class decides, from each entry's age and marks, which of the above applies.
 */
export interface CachePolicy {
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  maxBytes: number;
}

/** How a read was answered. */
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'stale-if-error';

/** A CMS answer that must not be cached (GraphQL errors, no data): it carries the answer itself. */
export class UncacheableAnswer extends Error {
  constructor(readonly answer: unknown) {
    super('The CMS answered with errors');
    this.name = 'UncacheableAnswer';
  }
}

interface Entry {
  data: unknown;
  fetchedAt: number;
  /** What the entry holds in this process (heldBytes): what the byte bound counts. */
  bytes: number;
  /** Short id of the key (what pages record of the answers they read). */
  id: string;
  /** The answer's surrogate keys. */
  tags: readonly string[];
  /** sha1 of the answer: tells a changed answer from the same one asked again. */
  hash: string;
  /** Marked by a publish: the next read asks the CMS (and falls back to this copy if it fails). */
  invalidated: boolean;
  /** What a caller needs to ask this again without a view (ReadOptions.source). */
  source: unknown;
}

interface FetchContext {
  load: () => Promise<unknown>;
  options: ReadOptions;
  error?: unknown;
}

/** What a read learns and records besides the answer. */
export interface ReadOptions {
  /** The answer's surrogate keys (lib/cms/surrogate-keys answerTags). */
  describe?: (data: unknown) => readonly string[];
  /** Kept with the entry: what to ask again after a publish (the cache link keeps the query there). */
  source?: unknown;
  /**
   * Told which entry answered (by id), its keys and how; `uncached` when the answer could not be
   * kept. An answer served because the CMS failed (stale-if-error) makes a page that should be made
   * again once the CMS answers.
   */
  log?: {
    add(id: string, tags: readonly string[], outcome: CacheOutcome, about: AnswerAbout): void;
    uncached: boolean;
  };
}

/** What a read learns of the answer it got, besides its keys. */
export interface AnswerAbout {
  /** sha1 of the answer: a page records it, and is marked stale when the entry's changes. */
  hash: string;
  /** The answer is already marked stale (fetched across a publish): the page is to be made again. */
  superseded: boolean;
}

/** An entry a publish marked stale: to be asked again, and compared by hash. */
export interface MarkedEntry {
  key: string;
  id: string;
  hash: string;
  tags: readonly string[];
  source: unknown;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  stale: number;
  misses: number;
  staleIfError: number;
  /** (hits + stale + stale-if-error) / reads, 0 before the first read. */
  hitRatio: number;
}

/** How often a view asks again when purges keep aborting its fetch (editors publishing in a row). */
const MAX_ATTEMPTS = 3;
const ABORTED = Symbol('aborted by a purge');
/**
 * How much older than a purge (by another instance's clock) a shared answer must be to count as
 * fetched before it: instances' clocks differ by a little; an answer fetched that close to a purge
 * is asked again rather than trusted.
 */
export const CLOCK_SKEW_MS = 1_000;

const hashOf = (json: string) => createHash('sha1').update(json).digest('base64url');

/**
 * What an entry holds in this process, as measured (__tests__/unit/site/content-cache-memory.test.ts):
 * the parsed answer about 1.4 times its JSON, and 900-1,100 bytes for the entry itself, its key,
 * surrogate keys and their indexes, whatever the answer (an empty not-found answer holds ~930 B,
 * where its JSON is 16). Counted with room over both, so the bound is one on memory: a flood of
 * distinct lookups stops at `maxBytes` of the process's memory, not at eight times it.
 */
const ENTRY_OVERHEAD_BYTES = 1_200;
export const heldBytes = (json: string, key: string, tags: readonly string[]): number =>
  2 * Buffer.byteLength(json) +
  2 * (key.length + tags.reduce((sum, tag) => sum + tag.length, 0)) +
  ENTRY_OVERHEAD_BYTES;

export class ContentCache {
  private readonly lru: LRUCache<string, Entry, FetchContext>;
  private readonly counts: Record<CacheOutcome, number> = { hit: 0, stale: 0, miss: 0, 'stale-if-error': 0 };
  private readonly now: () => number;
  /** Surrogate key → keys of the entries carrying it. */
  private readonly byTag = new Map<string, Set<string>>();
  /** Key → the surrogate keys it is indexed under now (kept equal to its stored answer's: `reconcile`). */
  private readonly indexed = new Map<string, Set<string>>();
  /** Entry id → key. */
  private readonly byId = new Map<string, string>();
  /** When each surrogate key was last purged (this process's clock), and everything at once. */
  private readonly purgedAt = new Map<string, number>();
  private purgedAllAt = -Infinity;

  /**
   * @param shared the second level every site instance shares (Redis, lib/cms/redis-level), when
   *   REDIS_URL is set: a miss here asks it before the CMS, and what the CMS answers is shared there.
   */
  constructor(
    readonly policy: CachePolicy,
    now: () => number = Date.now,
    private readonly shared: SharedLevel | null = null,
  ) {
    this.now = now;
    this.lru = new LRUCache<string, Entry, FetchContext>({
      maxSize: policy.maxBytes,
      sizeCalculation: (entry) => entry.bytes,
      // lru-cache's own notion of stale is "past fresh"; the longer windows are decided in read().
      ttl: policy.freshMs,
      ttlResolution: 0,
      perf: { now },
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      // The indexes follow what is stored: once lru-cache has settled (a replaced, evicted or
      // refused answer), the key is indexed under its stored answer's keys, or none.
      dispose: (_entry, key) => queueMicrotask(() => this.reconcile(key)),
      fetchMethod: async (key, _stale, { context }) => {
        const startedAt = now();
        try {
          const found = this.shared ? await this.shared.get(key) : null;
          // Another instance's answer counts from when it was fetched, and only if no purge of what
          // it shows came after: the windows stay the CMS's.
          if (
            found &&
            now() - found.fetchedAt < policy.freshMs &&
            !this.purgedSince(found.tags, found.fetchedAt, CLOCK_SKEW_MS)
          )
            return this.entry(key, found.data, found.fetchedAt, found.tags, context.options, startedAt);
          const data = await context.load();
          const fetchedAt = now();
          const tags = context.options.describe?.(data) ?? [];
          const entry = this.entry(key, data, fetchedAt, tags, context.options, startedAt);
          if (this.shared && !entry.invalidated)
            void this.shared.set(key, { data, fetchedAt, tags: [...tags] }, policy.freshMs + policy.staleIfErrorMs);
          return entry;
        } catch (error) {
          context.error = error;
          throw error;
        }
      },
    });
  }

  /**
   * The answer for `key`: from memory when the policy allows, else from `load` (shared by
   * concurrent callers). `load` rejects to refuse caching; with an UncacheableAnswer, that answer is
   * returned when no good copy exists. A fetch a hard purge aborted is asked again rather than failed.
   */
  async read(
    key: string,
    load: () => Promise<unknown>,
    options: ReadOptions = {},
  ): Promise<{ data: unknown; outcome: CacheOutcome }> {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await this.readOnce(key, load, options);
      if (answer !== ABORTED) return answer;
      if (attempt === MAX_ATTEMPTS) throw new Error('The CMS answer could not be read');
    }
  }

  private async readOnce(key: string, load: () => Promise<unknown>, options: ReadOptions) {
    const { freshMs, staleWhileRevalidateMs, staleIfErrorMs } = this.policy;
    const entry = this.lru.peek(key, { allowStale: true });
    const age = entry ? this.now() - entry.fetchedAt : Infinity;
    if (entry && !entry.invalidated && age < freshMs) {
      this.lru.get(key, { allowStale: true });
      return this.answer(entry, 'hit', options);
    }
    if (entry && !entry.invalidated && age < freshMs + staleWhileRevalidateMs) {
      // One background refresh however many views ask; its failure keeps this copy.
      void this.lru.fetch(key, { allowStale: true, context: { load, options } }).catch(() => undefined);
      return this.answer(entry, 'stale', options);
    }
    const context: FetchContext = { load, options };
    // A failure with no copy to fall back on goes to the caller (or the uncacheable answer does).
    let fetched: Entry | undefined;
    try {
      fetched = await this.lru.fetch(key, { allowStale: false, forceRefresh: entry !== undefined, context });
    } catch (error) {
      if (error instanceof UncacheableAnswer && options.log) options.log.uncached = true;
      throw error;
    }
    if (fetched && fetched !== entry) return this.answer(fetched, 'miss', options);
    // The fetch failed and lru-cache kept (and returned) the old copy.
    if (entry && age < freshMs + staleIfErrorMs) return this.answer(entry, 'stale-if-error', options);
    if (context.error !== undefined) {
      if (context.error instanceof UncacheableAnswer && options.log) options.log.uncached = true;
      throw context.error;
    }
    // No error, no answer: a purge aborted the fetch.
    return ABORTED;
  }

  /**
   * Marks stale every entry carrying one of `tags` (a publish): served no more without asking the
   * CMS, kept for stale-if-error. Returns them, so the caller can ask each again (ReadOptions.source)
   * and compare hashes. A fetch under way when this runs cannot know what it read: its answer is
   * stored marked, to be asked again (`entry`).
   */
  invalidate(tags: readonly string[]): MarkedEntry[] {
    const at = this.now();
    const keys = new Set<string>();
    for (const tag of tags) {
      this.purgedAt.set(tag, at);
      for (const key of this.byTag.get(tag) ?? []) keys.add(key);
    }
    this.forgetOldPurges(at);
    return this.mark(keys, new Set(tags));
  }

  /** Marks every entry stale (a publish that cannot be told apart, or a missed announcement). */
  invalidateAll(): MarkedEntry[] {
    this.purgedAllAt = this.now();
    return this.mark(new Set(this.lru.keys()));
  }

  /** The entry `id`'s current hash, or null when this cache does not hold it. */
  hashOf(id: string): string | null {
    const key = this.byId.get(id);
    const entry = key === undefined ? undefined : this.lru.peek(key, { allowStale: true });
    return entry ? entry.hash : null;
  }

  /** Whether the entry `id` is still marked (its fetch ran across a purge, or failed). */
  isInvalidated(id: string): boolean {
    const key = this.byId.get(id);
    return Boolean(key !== undefined && this.lru.peek(key, { allowStale: true })?.invalidated);
  }

  /** Forgets everything (tests; a purge from a publish is `invalidate`). Fetches under way are aborted and store nothing. */
  purge() {
    this.lru.clear();
    this.byTag.clear();
    this.byId.clear();
    this.indexed.clear();
  }

  stats(): CacheStats {
    const reads = this.counts.hit + this.counts.stale + this.counts.miss + this.counts['stale-if-error'];
    const served = reads - this.counts.miss;
    return {
      entries: this.lru.size,
      bytes: this.lru.calculatedSize,
      maxBytes: this.policy.maxBytes,
      hits: this.counts.hit,
      stale: this.counts.stale,
      misses: this.counts.miss,
      staleIfError: this.counts['stale-if-error'],
      hitRatio: reads ? served / reads : 0,
    };
  }

  /** Whether a purge of one of `tags` (or of everything) came after `time` (less `marginMs`). */
  private purgedSince(tags: readonly string[], time: number, marginMs = 0): boolean {
    if (this.purgedAllAt + marginMs >= time) return true;
    return tags.some((tag) => (this.purgedAt.get(tag) ?? -Infinity) + marginMs >= time);
  }

  private mark(keys: Set<string>, tags?: Set<string>): MarkedEntry[] {
    const marked: MarkedEntry[] = [];
    for (const key of keys) {
      const entry = this.lru.peek(key, { allowStale: true });
      // The index may still name a key for keys its answer no longer carries.
      if (!entry || (tags && !entry.tags.some((tag) => tags.has(tag)))) continue;
      entry.invalidated = true;
      marked.push({ key, id: entry.id, hash: entry.hash, tags: entry.tags, source: entry.source });
    }
    return marked;
  }

  /** Purge times matter only for answers that could still be served: older ones are dropped. */
  private forgetOldPurges(now: number) {
    if (this.purgedAt.size < 10_000) return;
    const horizon = now - (this.policy.freshMs + this.policy.staleIfErrorMs);
    for (const [tag, at] of this.purgedAt) if (at < horizon) this.purgedAt.delete(tag);
  }

  private entry(
    key: string,
    data: unknown,
    fetchedAt: number,
    tags: readonly string[],
    options: ReadOptions,
    startedAt: number,
  ): Entry {
    const json = JSON.stringify(data) ?? '';
    const entry: Entry = {
      data,
      fetchedAt,
      bytes: heldBytes(json, key, tags),
      id: entryId(key),
      tags,
      hash: hashOf(json),
      // Asked before a purge of what it shows: it may predate the publish.
      invalidated: this.purgedSince(tags, startedAt),
      source: options.source ?? this.lru.peek(key, { allowStale: true })?.source ?? null,
    };
    // Indexed at once (a purge right after must find it), and made exact once lru-cache has
    // stored it, or refused it (it stores a fetched value a few promise turns after this returns).
    this.index(key, entry.tags);
    setImmediate(() => this.reconcile(key));
    return entry;
  }

  private index(key: string, tags: readonly string[]) {
    this.byId.set(entryId(key), key);
    let indexed = this.indexed.get(key);
    if (!indexed) this.indexed.set(key, (indexed = new Set()));
    for (const tag of tags) {
      if (indexed.has(tag)) continue;
      indexed.add(tag);
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Indexes `key` under exactly the keys of its stored answer (none when nothing is stored). */
  private reconcile(key: string) {
    const stored = this.lru.peek(key, { allowStale: true });
    const wanted = new Set(stored?.tags ?? []);
    const indexed = this.indexed.get(key) ?? new Set<string>();
    for (const tag of indexed) {
      if (wanted.has(tag)) continue;
      indexed.delete(tag);
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
    if (stored) this.index(key, stored.tags);
    else {
      this.indexed.delete(key);
      if (this.byId.get(entryId(key)) === key) this.byId.delete(entryId(key));
    }
  }

  private answer(entry: Entry, outcome: CacheOutcome, options: ReadOptions) {
    this.counts[outcome] += 1;
    options.log?.add(entry.id, entry.tags, outcome, { hash: entry.hash, superseded: entry.invalidated });
    return { data: entry.data, outcome };
  }
}
