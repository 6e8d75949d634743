import { UTM_PARAMETERS } from '@/lib/tracking/record';

/** What the form and the API tell a visitor whose sign-up could not be taken right now. */
export const TRY_AGAIN_MESSAGE = 'We couldn’t sign you up just now. Please try again in a moment.';

/** One validation for the newsletter form and its API: what the visitor is told is what is checked. */
export interface NewsletterInput {
  email: unknown;
  consent: unknown;
}

export interface NewsletterErrors {
  email?: string;
  consent?: string;
}

// Pragmatic: something@something.tld, no spaces, within the length mail systems accept.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

export function validateNewsletter(input: NewsletterInput): NewsletterErrors {
  const errors: NewsletterErrors = {};
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (!email) errors.email = 'Enter your email address.';
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = 'Enter an email address like name@example.com.';
  if (input.consent !== true) errors.consent = 'Tick the box to agree to the privacy policy.';
  return errors;
}

/** For logs: enough to recognise an address, not enough to read it. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.).*(\.[^.]+)$/, '$1***$2***$3');

const MAX_PATH = 512;

/**
 * The page a sign-up came from, as stored with it: the path only (a query string can carry
 * anything), or null for anything that is not a plain same-site path.
 */
export function sourcePagePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.split(/[?#]/)[0];
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH) return null;
  return /[\u0000-\u001f\u007f\\]/.test(path) ? null : path;
}

const TRACKING_KEYS = [...UTM_PARAMETERS, 'referrer'] as const;

/**
 * The stored tracking parameters the form sends (lib/tracking), kept to the known keys and to
 * short texts; null when none is left.
 */
export function trackingParameters(value: unknown): Record<string, string | null> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const kept = TRACKING_KEYS.flatMap((key): [string, string | null][] => {
    const entry = record[key];
    if (entry === null) return [[key, null]];
    return typeof entry === 'string' && entry.length <= 1000 ? [[key, entry]] : [];
  });
  return kept.length ? Object.fromEntries(kept) : null;
}
