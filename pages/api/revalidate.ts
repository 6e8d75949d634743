import type { NextApiRequest, NextApiResponse } from 'next';
import { revalidateSecret } from '@/lib/cms/env';
import { resetCmsState, sharedLevel } from '@/lib/cms/shared-state';
import { pageCacheHooks } from '@/lib/page-cache/process-hooks';
import { secretMatches } from '@/lib/security/secret';

export const config = { api: { bodyParser: { sizeLimit: '256kb' } } };

/**
 * The CMS's publish webhook (cms/src/bootstrap/revalidate-webhook.ts): an event that can change a
 * published page purges the content cache and the page cache, so the next view of any page shows
 * it. Everything, not only the entry's own page: a title or image also shows in tiles, menus,
 * cross-sells and lists of other pages and brands, and a purge costs one render per page viewed
 * next. Saving a draft (create or update of an entry whose publishedAt is null) changes nothing a
 * visitor sees, so it purges nothing: editors saving all day do not empty the caches.
 * POST with `Authorization: Bearer <REVALIDATE_SECRET>` (constant-time compare); 401 otherwise.
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ ok: false, error: 'Use POST.' });
  }
  const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  if (!secretMatches(bearer, revalidateSecret())) {
    res.setHeader('WWW-Authenticate', 'Bearer');
    return res.status(401).json({ ok: false, error: 'Unauthorized.' });
  }
  const body =
    typeof req.body === 'object' && req.body !== null
      ? (req.body as { event?: unknown; model?: unknown; entry?: { publishedAt?: unknown } })
      : {};
  const event = typeof body.event === 'string' ? body.event.slice(0, 64) : 'unknown';
  const model = typeof body.model === 'string' ? body.model.slice(0, 64) : null;
  if ((event === 'entry.create' || event === 'entry.update') && body.entry && body.entry.publishedAt === null) {
    return res.status(200).json({ ok: true, purged: [] });
  }
  resetCmsState();
  pageCacheHooks()?.purge();
  // Every other instance, through Redis (REDIS_URL); with Redis down they catch up by their TTLs.
  const shared = sharedLevel();
  const told = shared
    ? await shared.purge().then(
        () => true,
        () => false,
      )
    : false;
  // JSON-quoted: nothing from the request can forge a log line.
  console.info(`[revalidate] ${JSON.stringify(event)}${model ? ` on ${JSON.stringify(model)}` : ''}: caches purged`);
  return res.status(200).json({ ok: true, purged: ['content', 'pages', ...(told ? ['shared'] : [])] });
}
