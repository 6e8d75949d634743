import { createHash } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const UID = 'api::newsletter-signup.newsletter-signup';

/** What the site's server sends (`data` of the request body). */
export interface SignupInput {
  email?: unknown;
  /** The brand's Slug. */
  brand?: unknown;
  listId?: unknown;
  /** The consent text the visitor was shown and ticked. */
  consentText?: unknown;
  /** The site path the form was sent from. */
  sourcePage?: unknown;
  /** The visitor's stored tracking parameters (utm_*, referrer). */
  trackingParams?: unknown;
}

const LIMITS = { email: 254, listId: 64, consentText: 2000, sourcePage: 512, trackingKeys: 10, trackingValue: 1000 };

/**
 * The identity of a sign-up: brand, list and address (trimmed, lower-cased), hashed so the key has
 * a fixed length and is not a second copy of the address. A unique column holds it, so the same
 * address on the same list is one record even when two requests race.
 */
export function signupKey(brand: string, listId: string, email: string): string {
  return createHash('sha256')
    .update(JSON.stringify([brand, listId, email.trim().toLowerCase()]))
    .digest('hex');
}

function requiredText(value: unknown, name: string, max: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new errors.ValidationError(`${name} is required`);
  if (text.length > max) throw new errors.ValidationError(`${name} is longer than ${max} characters`);
  return text;
}

function optionalText(value: unknown, name: string, max: number): string | null {
  if (value === undefined || value === null || value === '') return null;
  return requiredText(value, name, max);
}

function trackingParams(value: unknown): Record<string, string | null> | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new errors.ValidationError('trackingParams is not an object');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > LIMITS.trackingKeys) throw new errors.ValidationError('trackingParams has too many keys');
  return Object.fromEntries(
    entries.map(([key, entry]) => {
      if (entry !== null && (typeof entry !== 'string' || entry.length > LIMITS.trackingValue))
        throw new errors.ValidationError(`trackingParams.${key.slice(0, 40)} is not a short text`);
      return [key.slice(0, 40), entry];
    }),
  );
}

/** A unique-key violation from the database (SQLite, PostgreSQL) or from Strapi's own check. */
function isDuplicate(error: unknown): boolean {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505' || /must be unique|UNIQUE constraint/i.test(message);
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** Stores the sign-up unless the address is already on the brand's list; `created` says which. */
  async subscribe(input: SignupInput): Promise<{ created: boolean }> {
    const email = requiredText(input.email, 'email', LIMITS.email);
    const brandSlug = requiredText(input.brand, 'brand', 100);
    const listId = requiredText(input.listId, 'listId', LIMITS.listId);
    const data = {
      Email: email,
      ListId: listId,
      ConsentText: requiredText(input.consentText, 'consentText', LIMITS.consentText),
      // Stamped here, when the sign-up is received: the time of consent is not the caller's to choose.
      ConsentedAt: new Date().toISOString(),
      SourcePage: optionalText(input.sourcePage, 'sourcePage', LIMITS.sourcePage),
      TrackingParams: trackingParams(input.trackingParams),
      SignupKey: signupKey(brandSlug, listId, email),
    };
    const brand = await strapi
      .documents('api::brand.brand')
      .findFirst({ filters: { Slug: brandSlug }, status: 'published', fields: ['documentId'] });
    if (!brand) throw new errors.ValidationError('brand is not a published brand');

    const signups = strapi.documents(UID);
    if (await signups.findFirst({ filters: { SignupKey: data.SignupKey }, fields: ['documentId'] })) {
      return { created: false };
    }
    try {
      await signups.create({ data: { ...data, brand: brand.documentId } as never });
      return { created: true };
    } catch (error) {
      // Two requests for the same address at once: the unique column let one of them in.
      if (isDuplicate(error)) return { created: false };
      throw error;
    }
  },
}));
