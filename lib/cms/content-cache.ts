import { LRUCache } from 'lru-cache';
import type { SharedLevel } from './shared-level';

/**
 * The shared cache of published CMS answers (docs/architecture.md "The request path"): what every page
 * view asks the CMS (brands, site settings, menus, the page's own documents) is answered from
 * memory when it can be. The policy is HTTP's, applied to CMS answers:
 *
 * - fresh for `freshMs`: served as is;
 * - then, for `staleWhileRevalidateMs` more, served at once while one refresh runs in the background
 *   (concurrent views share it);
 * - older: the view waits for the CMS (bounded by the CMS timeout), and when the CMS fails or times
 *   out, a copy up to `staleIfErrorMs` old is served instead (stale-if-error);
 * - a failed or erroneous answer never replaces a good copy; the cache is bounded in bytes.
 *
 * lru-cache does the storage, the byte bound and the sharing of one fetch between concurrent
 * callers; this class decides, from each entry's age, which of the above applies.
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
  bytes: number;
}

interface FetchContext {
  load: () => Promise<unknown>;
  error?: unknown;
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

export class ContentCache {
  private readonly lru: LRUCache<string, Entry, FetchContext>;
  private readonly counts: Record<CacheOutcome, number> = { hit: 0, stale: 0, miss: 0, 'stale-if-error': 0 };
  private readonly now: () => number;

  /**
   * @param shared the second level every site instance shares (Redis, lib/cms/shared-level), when
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
      sizeCalculation: (entry, key) => entry.bytes + key.length,
      // lru-cache's own notion of stale is "past fresh"; the longer windows are decided in read().
      ttl: policy.freshMs,
      ttlResolution: 0,
      perf: { now },
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key, _stale, { context }) => {
        try {
          const slot = this.shared?.slot(key) ?? null;
          const found = slot ? await this.shared!.get(slot) : null;
          // Another instance's answer counts from when it was fetched: the windows stay the CMS's.
          if (found && now() - found.fetchedAt < policy.freshMs) return this.entry(found.data, found.fetchedAt);
          const data = await context.load();
          const fetchedAt = now();
          if (slot) void this.shared!.set(slot, { data, fetchedAt }, policy.freshMs + policy.staleIfErrorMs);
          return this.entry(data, fetchedAt);
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
   * returned when no good copy exists. A fetch a purge aborted (a publish, from this instance or
   * another: what it read may be older than the purge) is asked again rather than failed.
   */
  async read(key: string, load: () => Promise<unknown>): Promise<{ data: unknown; outcome: CacheOutcome }> {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await this.readOnce(key, load);
      if (answer !== ABORTED) return answer;
      if (attempt === MAX_ATTEMPTS) throw new Error('The CMS answer could not be read');
    }
  }

  private async readOnce(key: string, load: () => Promise<unknown>) {
    const { freshMs, staleWhileRevalidateMs, staleIfErrorMs } = this.policy;
    const entry = this.lru.peek(key, { allowStale: true });
    const age = entry ? this.now() - entry.fetchedAt : Infinity;
    if (entry && age < freshMs) {
      this.lru.get(key, { allowStale: true });
      return this.answer(entry.data, 'hit');
    }
    if (entry && age < freshMs + staleWhileRevalidateMs) {
      // One background refresh however many views ask; its failure keeps this copy.
      void this.lru.fetch(key, { allowStale: true, context: { load } }).catch(() => undefined);
      return this.answer(entry.data, 'stale');
    }
    const context: FetchContext = { load };
    // A failure with no copy to fall back on goes to the caller (or the uncacheable answer does).
    const fetched = await this.lru.fetch(key, { allowStale: false, forceRefresh: entry !== undefined, context });
    if (fetched && fetched !== entry) return this.answer(fetched.data, 'miss');
    // The fetch failed and lru-cache kept (and returned) the old copy.
    if (entry && age < freshMs + staleIfErrorMs) return this.answer(entry.data, 'stale-if-error');
    if (context.error !== undefined) throw context.error;
    // No error, no answer: a purge aborted the fetch.
    return ABORTED;
  }

  /** Forgets everything (a publish webhook). Fetches under way are aborted and store nothing. */
  purge() {
    this.lru.clear();
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

  private entry(data: unknown, fetchedAt: number): Entry {
    return { data, fetchedAt, bytes: Buffer.byteLength(JSON.stringify(data) ?? '') };
  }

  private answer(data: unknown, outcome: CacheOutcome) {
    this.counts[outcome] += 1;
    return { data, outcome };
  }
}
