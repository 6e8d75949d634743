import { cmsFetch } from './client';
import { cmsNewsletterToken, cmsUrl } from './env';
import { CmsUnavailableError } from './query';

/** A newsletter sign-up as the CMS stores it (cms/src/api/newsletter-signup). */
export interface Signup {
  email: string;
  /** The brand's slug. */
  brand: string;
  listId: string;
  /** The consent text the visitor was shown next to the checkbox. */
  consentText: string;
  sourcePage: string | null;
  trackingParams: Record<string, string | null> | null;
}

const OPERATION = 'NewsletterSignup';

/**
 * Stores a sign-up in the CMS with the create-only API token (CMS_NEWSLETTER_TOKEN); `created` is
 * false when the address was already on the list. The CMS unreachable, slow or failing (5xx, or
 * the circuit breaker open) is a CmsUnavailableError, to be answered with 503; any other refusal
 * (a wrong token, an input the CMS rejects) is a plain Error: a fault of this deployment, not of the
 * visitor.
 */
export async function storeSignup(
  signup: Signup,
  options: { fetch?: typeof fetch } = {},
): Promise<{ created: boolean }> {
  const token = cmsNewsletterToken();
  if (!token) throw new Error('CMS_NEWSLETTER_TOKEN is not set: newsletter sign-ups cannot be stored');
  let response: Response;
  try {
    response = await cmsFetch({ ...options, operation: OPERATION })(`${cmsUrl()}/api/newsletter-signups/subscribe`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: signup }),
    });
  } catch (error) {
    throw new CmsUnavailableError(`${OPERATION}: ${(error as Error).message}`, OPERATION, { cause: error });
  }
  if (response.status >= 500) {
    throw new CmsUnavailableError(`${OPERATION}: the CMS answered ${response.status}`, OPERATION);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: { created?: unknown };
    error?: { message?: string };
  } | null;
  if (!response.ok || typeof body?.data?.created !== 'boolean') {
    throw new Error(`${OPERATION}: the CMS refused the sign-up (${response.status} ${body?.error?.message ?? ''})`);
  }
  return { created: body.data.created };
}
