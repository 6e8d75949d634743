import { createHmac } from 'crypto';

/**
 * The preview link's token: what the CMS hands the admin instead of the site's PREVIEW_SECRET.
 *
 * The admin asks the CMS for a document's preview URL and puts it in a frame; that URL travels
 * through the admin's network traffic, its history and any log on the way. It therefore carries a
 * token scoped to one document (type, documentId, locale, status) on one brand's site and valid for
 * minutes, signed with a key derived from the shared secret (HMAC-SHA256): the secret itself never
 * leaves the servers, and a token shown to someone opens that one document's preview until it
 * expires. The brand is the one whose host the link opens on (./preview-url.ts): the site opens a
 * preview session only on that brand's host, so a document of two brands never opens the other
 * brand's drafts. The site checks it in /api/preview (lib/preview/signed-token.ts and link-token.ts,
 * the same format: the site's preview integration tests sign their links with this function, so the
 * two cannot drift apart).
 *
 * `<payload>.<mac>`, both base64url; payload
 * `{"v":2,"t":type,"d":documentId,"l":locale|null,"s":"draft"|"published","b":brandSlug,"exp":seconds}`
 * (version 1 had no brand: the site refuses it).
 */
export const PREVIEW_LINK_TTL_SECONDS = 10 * 60;

export interface PreviewLinkClaims {
  type: string;
  documentId: string;
  locale: string | null;
  status: 'draft' | 'published';
  /** The slug of the brand whose site the link opens on. */
  brand: string;
}

/** A key of its own, derived from the preview secret (the preview session's is another). */
const linkKey = (secret: string) => createHmac('sha256', secret).update('preview-link/v1').digest();

export function signPreviewLink(claims: PreviewLinkClaims, secret: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({
      v: 2,
      t: claims.type,
      d: claims.documentId,
      l: claims.locale,
      s: claims.status,
      b: claims.brand,
      exp: Math.floor(now / 1000) + PREVIEW_LINK_TTL_SECONDS,
    }),
  ).toString('base64url');
  const mac = createHmac('sha256', linkKey(secret)).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}
