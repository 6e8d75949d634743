import type { Core } from '@strapi/strapi';

/** An API token the site uses, with a value both sides know from the environment. */
export interface SiteTokenSpec {
  name: string;
  description: string;
  /** 'custom' tokens hold exactly `permissions` (content-API action UIDs). */
  type: 'read-only' | 'custom';
  permissions?: string[];
  /** The environment variable the value comes from (for the warning below). */
  variable: string;
}

/** Drafts, in Next draft mode only, on the server. */
export const PREVIEW_TOKEN: SiteTokenSpec = {
  name: 'Site preview (read-only)',
  description: 'Used by the site to render drafts in preview (draft mode). Set from CMS_PREVIEW_TOKEN at start-up.',
  type: 'read-only',
  variable: 'CMS_PREVIEW_TOKEN',
};

/** Newsletter sign-ups: may create one, and nothing else (not even read them back). */
export const NEWSLETTER_TOKEN: SiteTokenSpec = {
  name: 'Site newsletter sign-ups (create only)',
  description:
    "Used by the site's server to store newsletter sign-ups; it can do nothing else. Set from CMS_NEWSLETTER_TOKEN at start-up.",
  type: 'custom',
  permissions: ['api::newsletter-signup.newsletter-signup.subscribe'],
  variable: 'CMS_NEWSLETTER_TOKEN',
};

type Outcome = 'created' | 'updated' | 'unchanged' | 'skipped';

/**
 * Strapi generates token values itself, so the token is created through its service and its key
 * then set to the configured value (stored, as Strapi stores every key, as an HMAC plus an
 * encrypted copy). A custom token's permissions are put back to exactly the spec's. Idempotent;
 * follows a changed value.
 */
export async function ensureApiToken(
  strapi: Core.Strapi,
  spec: SiteTokenSpec,
  value: string | undefined,
): Promise<Outcome> {
  if (!value) return 'skipped';
  if (value.length < 32) {
    strapi.log.warn(`${spec.variable} is shorter than 32 characters; use a long random value outside local demos.`);
  }
  const tokens = strapi.service('admin::api-token') as unknown as {
    create(attributes: Record<string, unknown>): Promise<{ id: number }>;
    update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
    hash(accessKey: string): string;
  };
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt(value: string): string };
  const accessKey = tokens.hash(value);
  const kind = { type: spec.type, ...(spec.permissions ? { permissions: spec.permissions } : {}) };

  const query = strapi.db.query('admin::api-token');
  const existing: { id: number; accessKey: string; type: string; permissions?: { action: string }[] } | null =
    await query.findOne({
      where: { name: spec.name },
      select: ['id', 'accessKey', 'type'],
      populate: ['permissions'],
    });
  const actions = (existing?.permissions ?? []).map((permission) => permission.action).sort();
  const sameKind =
    existing?.type === spec.type && JSON.stringify(actions) === JSON.stringify([...(spec.permissions ?? [])].sort());
  if (existing?.accessKey === accessKey && sameKind) return 'unchanged';

  let id = existing?.id;
  if (id === undefined) {
    ({ id } = await tokens.create({
      name: spec.name,
      description: spec.description,
      kind: 'content-api',
      lifespan: null,
      ...kind,
    }));
  } else if (!sameKind) {
    await tokens.update(id, kind);
  }
  await query.update({ where: { id }, data: { accessKey, encryptedKey: encryption.encrypt(value) } });
  return existing ? 'updated' : 'created';
}
