import type { NextApiRequest, NextApiResponse } from 'next';
import { revalidateSecret } from '@/lib/cms/env';
import { metrics } from '@/lib/observability/metrics';
import { purge } from '@/lib/cms/purge';
import { webhookTags } from '@/lib/cms/surrogate-keys';
import { refuseDemoSecretFromAfar } from '@/lib/security/demo-secret';
import { secretMatches } from '@/lib/security/secret';

export const config = { api: { bodyParser: { sizeLimit: '256kb' } } };

/**
 * The CMS's publish webhook (cms/src/bootstrap/revalidate-webhook.ts): an event that can change a
 * published page marks stale, softly and precisely, what shows the changed document (lib/cms/purge):
 * the content-cache answers that carry its documentId or list its content type are asked again at
 * once, and the pages that read an answer that changed are marked stale in the page cache, which
 * keeps serving them while it renders each anew in the background; with REDIS_URL every instance
 * does the same. The answer says what was marked, once the CMS has been asked again; the pages'
 * renders go on after it. A media event marks everything stale (a page shows a file by its URL,
 * which a replaced file changes); uploading a file changes no page. Saving a draft (create or
 * update of an entry whose publishedAt is null) changes nothing a visitor sees, so it marks
 * nothing: editors saving all day leave the caches alone.
 * POST with `Authorization: Bearer <REVALIDATE_SECRET>` (constant-time compare); 401 otherwise.
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ ok: false, error: 'Use POST.' });
  }
  const webhooks = metrics().webhookPurges;
  if (refuseDemoSecretFromAfar(req, res, 'REVALIDATE_SECRET', 'json')) return webhooks.inc({ result: 'refused' });
  const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  if (!secretMatches(bearer, revalidateSecret())) {
    webhooks.inc({ result: 'refused' });
    res.setHeader('WWW-Authenticate', 'Bearer');
    return res.status(401).json({ ok: false, error: 'Unauthorized.' });
  }
  const body =
    typeof req.body === 'object' && req.body !== null
      ? (req.body as { event?: unknown; model?: unknown; entry?: { publishedAt?: unknown } })
      : {};
  const event = typeof body.event === 'string' ? body.event.slice(0, 64) : 'unknown';
  const model = typeof body.model === 'string' ? body.model.slice(0, 64) : null;
  if (
    ((event === 'entry.create' || event === 'entry.update') && body.entry && body.entry.publishedAt === null) ||
    event === 'media.create'
  ) {
    webhooks.inc({ result: 'ignored' });
    return res.status(200).json({ ok: true, purged: null });
  }
  const tags = webhookTags(body);
  // The purge writes its line (lib/cms/purge), with the CMS's event and model.
  const report = await purge(tags, { why: { cmsEvent: event, model } }).catch((error: unknown) => {
    webhooks.inc({ result: 'failed' });
    throw error;
  });
  webhooks.inc({ result: 'purged' });
  return res.status(200).json({ ok: true, purged: { tags, ...report } });
}
