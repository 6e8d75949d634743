import { createHmac, timingSafeEqual } from 'crypto';

/**
 * The token of a preview link, as the CMS signs it (cms/src/preview/preview-link.ts): one document
 * (type, documentId, locale, status) for a few minutes, signed with a key derived from
 * PREVIEW_SECRET, so the secret itself is never in a URL. /api/preview opens a preview session only
 * for a token this proves.
 */
export interface PreviewLink {
  type: string;
  documentId: string;
  locale: string | null;
  status: 'draft' | 'published';
  /** Expiry, in seconds since the epoch. */
  expires: number;
}

const linkKey = (secret: string) => createHmac('sha256', secret).update('preview-link/v1').digest();

/** What a token proves, or null: malformed, forged (any changed byte), for another secret, or expired. */
export function verifyPreviewLink(value: unknown, secret: string | undefined, now = Date.now()): PreviewLink | null {
  if (!secret || typeof value !== 'string' || value.length > 1024) return null;
  const [payload, signature, ...rest] = value.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = createHmac('sha256', linkKey(secret)).update(payload).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { v, t, d, l, s, exp } = data;
  if (v !== 1 || typeof t !== 'string' || typeof d !== 'string' || typeof exp !== 'number') return null;
  if (l !== null && typeof l !== 'string') return null;
  if (s !== 'draft' && s !== 'published') return null;
  if (exp * 1000 <= now) return null;
  return { type: t, documentId: d, locale: l, status: s, expires: exp };
}
