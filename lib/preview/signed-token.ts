import { createHmac, timingSafeEqual } from 'crypto';

/**
 * `<payload>.<mac>`, both base64url: a JSON payload signed with HMAC-SHA256 under a key derived from
 * PREVIEW_SECRET for one purpose (`preview-session/v1`, `preview-link/v1`), so a token made for one
 * use never passes for another, and the secret itself never travels. The preview session cookie
 * (./session.ts) and the preview link (./link-token.ts; the CMS signs those in
 * cms/src/preview/preview-link.ts) are such tokens.
 */
const keyFor = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();
const macOf = (payload: string, secret: string, purpose: string) =>
  createHmac('sha256', keyFor(secret, purpose)).update(payload).digest();

export function signToken(data: Record<string, unknown>, secret: string, purpose: string): string {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${payload}.${macOf(payload, secret, purpose).toString('base64url')}`;
}

/**
 * The payload a token proves, or null: no secret, not a string, longer than `maxLength`, malformed,
 * its MAC does not match (constant-time compare) or is not spelled the one way this signs it. The
 * caller checks the payload's fields.
 */
export function readToken(
  value: unknown,
  secret: string | undefined,
  purpose: string,
  maxLength: number,
): Record<string, unknown> | null {
  if (!secret || typeof value !== 'string' || value.length > maxLength) return null;
  const [payload, signature, ...rest] = value.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = macOf(payload, secret, purpose);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // Base64 ignores the spare bits of a last character: only the one spelling of the MAC is the token.
  if (given.toString('base64url') !== signature) return null;
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
