import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import type { ApolloClient } from '@apollo/client';
import { pageCacheHooks } from '@/lib/page-cache/process-hooks';
import { processWide } from '@/lib/process-wide';
import type { QuerySource } from './cache-link';
import { createServerClient } from './client';
import type { MarkedEntry } from './content-cache';
import { allCmsStates, sharedLevel } from './process-state';
import { isDocumentTag } from './surrogate-keys';

/**
 * A publish, applied (docs/architecture.md "Soft, precise purges"). Given the surrogate keys of what
 * changed (lib/cms/surrogate-keys webhookTags), or null when that cannot be told:
 *
 * 1. the content cache marks stale the answers carrying one of them (nothing is thrown away: a
 *    marked answer still serves when the CMS fails);
 * 2. each marked answer is asked again at once (a few at a time), those that show the document or
 *    its address first, then the lists of its model; after each group the page cache marks stale
 *    the pages that read an answer whose copy differs from the one they were made from (a menu
 *    that lists a post's title is unchanged by an edit of its body), or that showed one of the keys
 *    through an answer this instance no longer holds; it keeps serving them while one background
 *    render per page makes them anew (lib/page-cache);
 * 3. with REDIS_URL, every other instance is told, and does the same for its own caches.
 *
 * When what changed cannot be told, everything is marked stale and nothing is asked again at
 * once: each page is made anew when it is next viewed (its copy serves meanwhile). Purges run one
 * after another. An answer that cannot be asked again (the CMS failing) counts as changed: its
 * pages are made again, and again once the CMS answers.
 */
export interface PurgeReport {
  /** How long marking and asking again took (the pages' renders go on after it). */
  ms: number;
  /** Content-cache answers marked stale, asked again, and found changed. */
  marked: number;
  refetched: number;
  changed: number;
  /** Answers that could not be asked again (the CMS failing): they stay marked. */
  failed: number;
  /** Pages the page cache marked stale (null without server.js's page cache). */
  pages: number | null;
  /** Whether the other instances were told (null without REDIS_URL). */
  announced: boolean | null;
}

/** How many marked answers are asked again at once: a publish must not flood the CMS. */
const REFETCH_CONCURRENCY = 4;
const REFETCH_ATTEMPTS = 3;

/**
 * An announcement, tried again twice a moment apart when it fails: the first command on a
 * connection Redis has just taken back can fail while the client already reports it ready, and a
 * purge the other instances never hear leaves their copies stale. A repeat is harmless: purges are
 * idempotent, and each instance hears an announcement once.
 */
const ANNOUNCE_ATTEMPTS = 3;
const ANNOUNCE_RETRY_MS = 250;
async function announceWithRetries(announce: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await announce();
    } catch (error) {
      if (attempt >= ANNOUNCE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_RETRY_MS));
    }
  }
}

/** One purge at a time per process (the webhook's route and the Redis listener are separate bundles). */
const queue = processWide('purge-queue', () => ({ running: Promise.resolve() as Promise<unknown> }));

/** Applies a purge here, and announces it to the other instances when `announce`. */
export function purge(
  tags: string[] | null,
  { announce = true, why = {} }: { announce?: boolean; why?: Record<string, string | null> } = {},
): Promise<PurgeReport> {
  const next = queue.running.then(() => applyPurge(tags, announce, why));
  queue.running = next.catch(() => undefined);
  return next;
}

async function applyPurge(
  tags: string[] | null,
  announce: boolean,
  why: Record<string, string | null>,
): Promise<PurgeReport> {
  const shared = announce ? sharedLevel() : null;
  // Announced first: the other instances ask the CMS in parallel with this one.
  const told = shared
    ? announceWithRetries(() => shared.announce(tags)).then(
        () => {
          metrics().purgeAnnouncements.inc({ direction: 'sent' });
          return true;
        },
        () => false,
      )
    : Promise.resolve(null);
  const states = allCmsStates();
  const started = Date.now();
  const report: PurgeReport = { ms: 0, marked: 0, refetched: 0, changed: 0, failed: 0, pages: null, announced: null };
  const known = (id: string) => states.some((state) => state.cache.hashOf(id) !== null);
  const hooks = pageCacheHooks();
  const markPages = (refreshed: Map<string, string | null>, soon = false) => {
    const pages = hooks?.markStale({ refreshed, tags, known, soon });
    if (pages !== undefined) report.pages = (report.pages ?? 0) + pages;
  };
  if (!tags) {
    for (const state of states) report.marked += state.cache.invalidateAll().length;
    markPages(new Map());
  } else {
    const documentTags = new Set(tags.filter(isDocumentTag));
    for (const state of states) {
      const marked = state.cache.invalidate(tags);
      report.marked += marked.length;
      const showsDocument = (entry: MarkedEntry) => entry.tags.some((tag) => documentTags.has(tag));
      const isList = (entry: MarkedEntry) => entry.tags.some((tag) => tag.startsWith('t:'));
      const client = createServerClient();
      // The document's own page first (a lookup that shows it: its pages are made anew at once),
      // then the lists that show it, then the other lists of its model.
      const groups: [MarkedEntry[], boolean][] = [
        [marked.filter((entry) => showsDocument(entry) && !isList(entry)), true],
        [marked.filter((entry) => showsDocument(entry) && isList(entry)), false],
        [marked.filter((entry) => !showsDocument(entry)), false],
      ];
      // At least one round: pages whose reads are not known are marked on any publish.
      const rounds = groups.filter(([group]) => group.length > 0);
      for (const [group, soon] of rounds.length ? rounds : [[[], false] as [MarkedEntry[], boolean]]) {
        const refreshed = new Map<string, string | null>();
        await eachAtMost(REFETCH_CONCURRENCY, group, async (entry) => {
          const outcome = await refetch(client, entry, (id) => state.cache.isInvalidated(id));
          if (outcome === 'failed') {
            // Not known to be the same: its pages are made again, from the old copy while the CMS
            // fails (and again once it answers: lib/page-cache).
            report.failed += 1;
            report.changed += 1;
            refreshed.set(entry.id, null);
          } else {
            report.refetched += 1;
            const hash = state.cache.hashOf(entry.id);
            if (hash !== entry.hash) report.changed += 1;
            refreshed.set(entry.id, hash);
          }
        });
        markPages(refreshed, soon);
      }
    }
  }
  report.announced = await told;
  report.ms = Date.now() - started;
  if (report.pages) metrics().pagesMarkedStale.inc(report.pages);
  log().info(
    {
      event: 'purge',
      from: announce ? 'webhook' : 'another instance',
      ...why,
      tags: tags ? tags.slice(0, 20) : 'all',
      ...report,
    },
    `purge: ${report.changed} of ${report.marked} answers changed, ${report.pages ?? 0} pages marked stale`,
  );
  return report;
}

/** Asks a marked answer again until it is stored unmarked (a fetch under way at the purge may predate it). */
async function refetch(
  client: ApolloClient,
  entry: MarkedEntry,
  stillMarked: (id: string) => boolean,
): Promise<'ok' | 'failed'> {
  const source = entry.source as QuerySource | null;
  if (!source?.document) return 'failed';
  for (let attempt = 1; attempt <= REFETCH_ATTEMPTS; attempt += 1) {
    try {
      await client.query({ query: source.document, variables: source.variables, fetchPolicy: 'no-cache' });
    } catch {
      return 'failed';
    }
    if (!stillMarked(entry.id)) return 'ok';
  }
  return 'failed';
}

async function eachAtMost<T>(limit: number, items: T[], run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
