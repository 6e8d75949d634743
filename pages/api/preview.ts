import type { NextApiRequest, NextApiResponse } from 'next';
import { loadBrands } from '@/lib/cms/brands';
import { resolveBrandFromHost } from '@/lib/brand/resolve';
import { createServerClient } from '@/lib/cms/client';
import { cmsPreviewToken, previewSecret } from '@/lib/cms/env';
import { brandOrigins } from '@/lib/cms/page-loader';
import { CmsUnavailableError } from '@/lib/cms/query';
import { crossSiteDraftCookie, isRefusedToken, PREVIEW_DOCUMENTS } from '@/lib/cms/preview-documents';
import { verifyPreviewLink } from '@/lib/preview/link-token';
import { refuseDemoSecretFromAfar } from '@/lib/security/demo-secret';
import {
  createPreviewSession,
  expiredPreviewSessionCookie,
  previewSessionCookie,
  signPreviewSession,
} from '@/lib/preview/session';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Next's draft-mode cookie made to work in the admin's frame, and the preview session beside it. */
function setCookies(res: NextApiResponse, session: string) {
  const cookies = res.getHeader('Set-Cookie');
  const lines = cookies === undefined ? [] : Array.isArray(cookies) ? cookies.map(String) : [String(cookies)];
  res.setHeader('Set-Cookie', [...crossSiteDraftCookie(lines), session]);
}

/**
 * Enters draft mode for one document and shows it: checks the link's token (signed by the CMS for
 * this one document on one brand's site, valid for minutes: lib/preview/link-token.ts), refuses it
 * on the host of any other brand (403: a document of two brands never opens the other brand's
 * drafts), looks the document up in the CMS through the server-only token, and redirects to that
 * document's own canonical path on this brand's site, in draft mode with a preview session for this
 * brand (an hour). Nothing from the query string becomes the redirect. The old `secret=` form is
 * refused: the secret is never in a URL.
 * GET /api/preview?token=
 */
export default async function preview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  // The public demo secret opens previews for this machine only (lib/security/demo-secret.ts).
  if (refuseDemoSecretFromAfar(req, res, 'PREVIEW_SECRET')) return;
  const secret = previewSecret();
  if (req.query.secret !== undefined) {
    return res
      .status(401)
      .send('Preview links no longer carry the site’s secret: open the preview from the CMS again.');
  }
  const link = verifyPreviewLink(one(req.query.token), secret);
  if (!link) {
    return res.status(401).send('This preview link is not valid or has expired: open the preview from the CMS again.');
  }
  const { type, documentId } = link;
  const fetchDocument = Object.hasOwn(PREVIEW_DOCUMENTS, type) ? PREVIEW_DOCUMENTS[type] : undefined;
  if (!fetchDocument || !/^[a-z0-9]{1,64}$/i.test(documentId)) {
    return res.status(400).send('Unknown preview type or document.');
  }
  const published = link.status === 'published';
  if (!cmsPreviewToken()) {
    return res.status(500).send('Preview is not configured on this site: CMS_PREVIEW_TOKEN is not set.');
  }
  try {
    const client = createServerClient({ draft: true });
    const brands = await loadBrands(client);
    const brand = resolveBrandFromHost(req.headers.host, brands, process.env.DEFAULT_BRAND);
    if (!brand) return res.status(503).send('The CMS has no brand.');
    if (brand.slug !== link.brand) {
      return res
        .status(403)
        .send(
          'This preview link was made for another brand’s site, and opens only at that brand’s address: open the preview from the CMS again.',
        );
    }
    const context = { brand, brandOrigins: brandOrigins(req.headers.host, brands), countryCode: null };
    const document = await fetchDocument(client, documentId, published ? 'PUBLISHED' : 'DRAFT', context);
    const ours = document?.brands.some((owner) => owner?.Name === brand.name);
    if (!document || !ours || !document.path.startsWith('/')) {
      return res.status(404).send('No such document on this site.');
    }
    res.setDraftMode({ enable: !published });
    // Drafts need a signed, expiring session for this brand as well as Next's build-wide cookie.
    setCookies(
      res,
      published
        ? expiredPreviewSessionCookie()
        : previewSessionCookie(signPreviewSession(createPreviewSession(brand.slug, Date.now(), documentId), secret!)),
    );
    return res.redirect(307, document.path);
  } catch (error) {
    if (isRefusedToken(error))
      return res
        .status(502)
        .send('The CMS refused this site’s preview token: check CMS_PREVIEW_TOKEN on the site and the CMS.');
    if (error instanceof CmsUnavailableError)
      return res.status(503).send('The CMS is not answering; try again shortly.');
    throw error;
  }
}
