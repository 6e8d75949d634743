import type { NextApiRequest, NextApiResponse } from 'next';
import { BrandSiteSettingsDocument } from '@/graphql/generated/documents/BrandSiteSettings';
import { toSiteSettings } from '@/lib/brand/site-settings';
import { createServerClient } from '@/lib/cms/client';
import { loadRequestBrand, retryAfter } from '@/lib/cms/page-loader';
import { CmsUnavailableError, queryCms } from '@/lib/cms/query';
import { storeSignup } from '@/lib/cms/signups';
import { trustedProxyHops } from '@/lib/cms/env';
import {
  maskEmail,
  sourcePagePath,
  trackingParameters,
  TRY_AGAIN_MESSAGE,
  validateNewsletter,
} from '@/lib/newsletter/validate';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { clientAddress, clientKey, newsletterRateLimit } from '@/lib/security/rate-limit';

export const config = { api: { bodyParser: { sizeLimit: '4kb' } } };

type Result = { ok: true; alreadySubscribed: boolean } | { ok: false; errors: Record<string, string> };

/**
 * Newsletter sign-up. The brand comes from the Host, the list and the consent text from that
 * brand's settings (the text the form showed, never the client's word for it). The answer is
 * success only once the CMS has stored the sign-up (or already had that address on that list);
 * 503 with Retry-After while the CMS cannot take it; 429 with Retry-After for a client sending too
 * many. Nothing the visitor sent is echoed back. A repeat sign-up is told it is already on the list
 * (`alreadySubscribed`): that says an address is on it, which the rate limit above keeps to five
 * guesses per client in five minutes.
 *
 * Mailing-list provider: the CMS is the record of every sign-up. A provider (Mailchimp, Brevo, ...)
 * is fed from there, by a Strapi webhook on `entry.create` of "Newsletter sign-up" or by a job
 * reading the collection, so a provider outage never loses a sign-up (docs/routes.md "Newsletter").
 */
export default async function newsletter(req: NextApiRequest, res: NextApiResponse<Result>) {
  res.setHeader('Cache-Control', 'no-store');
  const fail = (status: number, errors: Record<string, string>) => res.status(status).json({ ok: false, errors });
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return fail(405, { request: 'Use POST.' });
  }
  // Five sign-ups per client (an IPv6 /64) in five minutes, counted across instances with REDIS_URL.
  const limit = await newsletterRateLimit().take(clientKey(clientAddress(req, trustedProxyHops())));
  const signups = metrics().newsletterSignups;
  if (!limit.allowed) {
    signups.inc({ outcome: 'rate_limited' });
    res.setHeader('Retry-After', String(limit.retryAfterSeconds));
    return fail(429, { request: 'Too many sign-ups from here just now. Please try again in a few minutes.' });
  }
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  const errors = validateNewsletter({ email: body.email, consent: body.consent });
  if (Object.keys(errors).length > 0) {
    signups.inc({ outcome: 'invalid' });
    return fail(400, errors as Record<string, string>);
  }
  const email = String(body.email).trim();

  try {
    const client = createServerClient({ draft: false });
    const { brand } = await loadRequestBrand(client, req.headers.host);
    const { data } = await queryCms(client, BrandSiteSettingsDocument, { brandName: brand.name });
    const settings = toSiteSettings(data.brandSettings[0]).newsletter;
    if (!settings) {
      signups.inc({ outcome: 'no_newsletter' });
      return fail(404, { request: 'This site has no newsletter.' });
    }
    const listId = settings.listId ?? 'default';
    const { created } = await storeSignup({
      email,
      brand: brand.slug,
      listId,
      consentText: settings.privacyCheckboxText,
      sourcePage: sourcePagePath(body.page),
      trackingParams: trackingParameters(body.tracking),
    });
    signups.inc({ outcome: created ? 'stored' : 'duplicate' });
    log().info(
      {
        event: 'newsletter',
        email: maskEmail(email),
        brand: brand.slug,
        listId,
        outcome: created ? 'stored' : 'duplicate',
      },
      created ? 'newsletter sign-up stored' : 'newsletter sign-up: already on the list',
    );
    return res.status(200).json({ ok: true, alreadySubscribed: !created });
  } catch (error) {
    if (error instanceof CmsUnavailableError) {
      signups.inc({ outcome: 'cms_unavailable' });
      log().error({ event: 'newsletter', err: error }, 'newsletter sign-up not stored: the CMS is unavailable');
      res.setHeader('Retry-After', retryAfter());
      return fail(503, { request: TRY_AGAIN_MESSAGE });
    }
    signups.inc({ outcome: 'error' });
    log().error({ event: 'newsletter', err: error }, 'newsletter sign-up failed');
    return fail(500, { request: 'Something went wrong on our side. Please try again later.' });
  }
}
