import { getHeapStatistics } from 'v8';
import type { NextApiRequest, NextApiResponse } from 'next';
import { cmsAnswers } from '@/lib/cms/health-probe';
import { allCmsStates, cmsState, sharedLevel } from '@/lib/cms/process-state';
import { pageCacheHooks } from '@/lib/page-cache/process-hooks';

/**
 * For a load balancer and for people: does the CMS answer (its /_health, within a second, probed
 * at most once every 5 s per process however many checks arrive: lib/cms/health-probe.ts), what
 * state is the circuit in, is the shared cache (Redis, with REDIS_URL) connected, how full and
 * how useful are the caches. 200 while the site can serve pages (from its caches if need be), 503
 * only when the circuit is open and nothing is cached: Redis down alone is "degraded", never 503
 * (the instance serves from memory and the CMS). Nothing secret: no URL, no key.
 */

const MB = 1024 * 1024;
function memoryFigures() {
  const { rss, heapUsed } = process.memoryUsage();
  return {
    rssMb: Math.round(rss / MB),
    heapUsedMb: Math.round(heapUsed / MB),
    heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / MB),
  };
}

export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const reachable = await cmsAnswers();
  const { breaker, cache } = cmsState();
  const contentStats = allCmsStates().map((state) => state.cache.stats());
  const content = contentStats.reduce(
    (total, stats) => ({
      entries: total.entries + stats.entries,
      bytes: total.bytes + stats.bytes,
      misses: total.misses + stats.misses,
      reads: total.reads + stats.hits + stats.stale + stats.staleIfError + stats.misses,
    }),
    { entries: 0, bytes: 0, misses: 0, reads: 0 },
  );
  const circuit = breaker.state;
  const servable = circuit !== 'open' || content.entries > 0;
  const shared = sharedLevel();
  const sharedConnected = shared ? shared.connected() : null;
  const healthy = reachable && circuit === 'closed' && sharedConnected !== false;
  res.status(servable ? 200 : 503).json({
    status: healthy ? 'ok' : servable ? 'degraded' : 'unavailable',
    cms: { reachable, circuit, retryAfterSeconds: breaker.retryAfterSeconds() },
    // null without REDIS_URL (one instance, memory only)
    sharedCache: shared ? { connected: sharedConnected } : null,
    contentCache: {
      entries: content.entries,
      bytes: content.bytes,
      maxBytes: cache.policy.maxBytes,
      reads: content.reads,
      misses: content.misses,
      hitRatio: content.reads ? (content.reads - content.misses) / content.reads : 0,
    },
    pageCache: pageCacheHooks()?.stats() ?? null,
    // What the process holds, beside its heap limit (SITE_HEAP_MB under `npm start`).
    memory: memoryFigures(),
  });
}
