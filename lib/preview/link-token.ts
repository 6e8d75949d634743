import { readToken } from './signed-token';

/**
 * The token of a preview link, as the CMS signs it (cms/src/preview/preview-link.ts, a separate
 * package: the format is kept by the preview integration tests, which sign with the CMS's code): one
 * document (type, documentId, locale, status) on one brand's site for a few minutes, a signed token
 * (./signed-token.ts) so the secret itself is never in a URL. /api/preview opens a preview session
 * only for a token this proves, and only on the host of the brand it names.
 */
export interface PreviewLink {
  type: string;
  documentId: string;
  locale: string | null;
  status: 'draft' | 'published';
  /** The slug of the brand the link was signed for: it opens on that brand's host only. */
  brand: string;
  /** Expiry, in seconds since the epoch. */
  expires: number;
}

/**
 * What a token proves, or null: malformed, forged (any changed byte), for another secret, expired,
 * or of version 1 (signed before links named their brand).
 */
export function verifyPreviewLink(value: unknown, secret: string | undefined, now = Date.now()): PreviewLink | null {
  const data = readToken(value, secret, 'preview-link/v1', 1024);
  if (!data) return null;
  const { v, t, d, l, s, b, exp } = data;
  if (v !== 2 || typeof t !== 'string' || typeof d !== 'string' || typeof exp !== 'number') return null;
  if (l !== null && typeof l !== 'string') return null;
  if (s !== 'draft' && s !== 'published') return null;
  if (typeof b !== 'string' || !b) return null;
  if (exp * 1000 <= now) return null;
  return { type: t, documentId: d, locale: l, status: s, brand: b, expires: exp };
}
