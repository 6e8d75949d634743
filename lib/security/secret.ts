import { createHash, timingSafeEqual } from 'crypto';

/**
 * Compares a shared secret (the publish webhook's bearer token) in constant time (hashes first, so
 * different lengths take the same path). No secret configured refuses everything.
 */
export function secretMatches(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string' || given.length === 0) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
