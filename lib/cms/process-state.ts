import { log } from '@/lib/observability/log';
import { metrics, registerSources } from '@/lib/observability/metrics';
import { processWide } from '@/lib/process-wide';
import { CircuitBreaker } from './circuit-breaker';
import { ContentCache } from './content-cache';
import { cachePolicy, circuitOptions, graphqlEndpoint, redisUrl } from './env';
import { purge } from './purge';
import { createSharedLevel, type SharedLevel } from './redis-level';

/**
 * What every request of this server process shares, per CMS endpoint: the content cache of
 * published answers and the circuit breaker. Created on first use with the settings of that moment
 * (lib/cms/env), and the same for pages and API routes (processWide).
 */
interface CmsState {
  cache: ContentCache;
  breaker: CircuitBreaker;
}

export function cmsState(endpoint = graphqlEndpoint()): CmsState {
  return processWide(`cms-state:${endpoint}`, () => {
    watchCmsStates();
    const breaker = new CircuitBreaker(circuitOptions());
    // A line and a count per change: an operator sees when the CMS went away and came back.
    breaker.onChange((to, failures) => {
      metrics().circuitTransitions.inc({ to });
      const fields = { event: 'circuit', to, failures, retryAfterSeconds: breaker.retryAfterSeconds() };
      if (to === 'open') log().error(fields, 'the CMS keeps failing: the circuit opened');
      else log().info(fields, to === 'closed' ? 'the CMS answers again: the circuit closed' : 'probing the CMS');
    });
    return { cache: new ContentCache(cachePolicy(), Date.now, sharedLevel()), breaker };
  });
}

/** The scrape-time gauges read every endpoint's content cache and circuit, and Redis (once per process). */
function watchCmsStates() {
  processWide('cms-metrics', () => {
    registerSources({
      contentCaches: () => allCmsStates().map((state) => state.cache.stats()),
      circuits: () => allCmsStates().map((state) => state.breaker.state),
      redis: () => {
        const url = redisUrl();
        return url ? (sharedLevel()?.connected() ?? false) : null;
      },
    });
    return true;
  });
}

/** Every endpoint's state created so far (for purges and health). */
export function allCmsStates(): CmsState[] {
  return Object.getOwnPropertySymbols(globalThis)
    .filter((symbol) => symbol.description?.startsWith('travel-site.cms-state:'))
    .map((symbol) => (globalThis as unknown as Record<symbol, CmsState>)[symbol]);
}

/** Forgets every cached CMS answer and, with `breaker`, the breaker's history (tests; a publish marks instead: lib/cms/purge). */
export function resetCmsState({ breaker = false }: { breaker?: boolean } = {}) {
  for (const symbol of Object.getOwnPropertySymbols(globalThis)) {
    if (!symbol.description?.startsWith('travel-site.cms-state:')) continue;
    const registry = globalThis as unknown as Record<symbol, CmsState | undefined>;
    registry[symbol]?.cache.purge();
    if (breaker) delete registry[symbol];
  }
}

/**
 * The content cache's level shared by every site instance (Redis at REDIS_URL), one connection per
 * process; null without REDIS_URL. A purge announced by any instance is applied here too (marks,
 * asks again, marks pages: lib/cms/purge), without announcing it again.
 */
export function sharedLevel(): SharedLevel | null {
  const url = redisUrl();
  if (!url) return null;
  return processWide(`shared-level:${url}`, () => {
    watchCmsStates();
    const level = createSharedLevel(url);
    level.onPurge((tags) => {
      metrics().purgeAnnouncements.inc({ direction: 'received' });
      purge(tags, { announce: false }).catch((error: Error) =>
        log().error({ event: 'purge', err: error }, 'a purge announced by another instance failed'),
      );
    });
    return level;
  });
}
