import { randomBytes } from 'crypto';
import { LRUCache } from 'lru-cache';
import { processWide } from '@/lib/process-wide';
import { readToken, signToken } from './signed-token';

/**
 * The preview session: what, besides Next's draft-mode cookie, a request must carry to read drafts.
 *
 * Next's `__prerender_bypass` cookie holds the build's previewModeId: the same value for every
 * editor, unsigned per person, with no expiry, so on its own it would let whoever saw it once read
 * every draft of every brand until the next build. `/api/preview` therefore also issues this
 * cookie: an HMAC-signed record of one brand and an expiry (an hour), with an id that
 * `/api/exit-preview` revokes. The page loader checks it on every draft read (lib/cms/page-loader).
 */
export const PREVIEW_SESSION_COOKIE = '__preview_session';
export const PREVIEW_SESSION_TTL_SECONDS = 60 * 60;

export interface PreviewSession {
  /** Random id, for revocation. */
  id: string;
  /** The slug of the brand whose drafts this session may read (the host it was opened on). */
  brand: string;
  /** Expiry, in seconds since the epoch. */
  expires: number;
  /**
   * The document the admin opened the preview for: the one its form edits, whose fields change
   * live in the frame while the editor types (components/layout/VisualEditing.tsx).
   */
  documentId?: string;
}

/** A key of its own, derived from the preview secret, so a session can never be mistaken for it. */
const PURPOSE = 'preview-session/v1';

export function createPreviewSession(brand: string, now = Date.now(), documentId?: string): PreviewSession {
  return {
    id: randomBytes(16).toString('base64url'),
    brand,
    expires: Math.floor(now / 1000) + PREVIEW_SESSION_TTL_SECONDS,
    ...(documentId ? { documentId } : {}),
  };
}

/** `<payload>.<mac>`, both base64url: the cookie value. */
export function signPreviewSession(session: PreviewSession, secret: string): string {
  const document = session.documentId ? { doc: session.documentId } : {};
  return signToken({ v: 1, id: session.id, brand: session.brand, exp: session.expires, ...document }, secret, PURPOSE);
}

/**
 * Ids revoked by /api/exit-preview, kept until the session would have expired anyway. One list
 * per server process (API routes and pages are separate bundles: see processWide): with several instances, a revocation holds on the instance that handled the exit and the
 * one-hour expiry bounds the rest.
 */
const revoked = processWide(
  'preview-session.revoked',
  () => new LRUCache<string, true>({ max: 10_000, ttl: PREVIEW_SESSION_TTL_SECONDS * 1000 }),
);

export function revokePreviewSession(session: PreviewSession, now = Date.now()) {
  const remaining = session.expires * 1000 - now;
  if (remaining > 0) revoked.set(session.id, true, { ttl: remaining });
}

/** The session a cookie value proves, or null: forged, malformed, expired or revoked. */
export function verifyPreviewSession(
  value: unknown,
  secret: string | undefined,
  now = Date.now(),
): PreviewSession | null {
  const data = readToken(value, secret, PURPOSE, 512);
  if (!data) return null;
  if (data.v !== 1 || typeof data.id !== 'string' || typeof data.brand !== 'string' || typeof data.exp !== 'number')
    return null;
  if (data.exp * 1000 <= now || revoked.has(data.id)) return null;
  const document = typeof data.doc === 'string' ? { documentId: data.doc } : {};
  return { id: data.id, brand: data.brand, expires: data.exp, ...document };
}

/** The value of one cookie in a Cookie header (first occurrence), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * Set-Cookie for the session. The same attributes as the draft-mode cookie (see
 * crossSiteDraftCookie): it must travel inside the CMS admin's cross-site frame, and stay there.
 */
export function previewSessionCookie(value: string, maxAgeSeconds = PREVIEW_SESSION_TTL_SECONDS): string {
  return `${PREVIEW_SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=None; Secure; Partitioned`;
}

export const expiredPreviewSessionCookie = () =>
  `${PREVIEW_SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=None; Secure; Partitioned`;
