/** One validation for the newsletter form and its API: what the visitor is told is what is checked. */
export interface NewsletterInput {
  email: unknown;
  consent: unknown;
  listId?: unknown;
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
