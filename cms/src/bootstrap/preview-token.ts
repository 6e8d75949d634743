import type { Core } from '@strapi/strapi';

export const PREVIEW_TOKEN_NAME = 'Site preview (read-only)';

/**
 * The site reads drafts (in Next draft mode only, on the server) with a read-only API token whose
 * value both sides know from CMS_PREVIEW_TOKEN. Strapi generates token values itself, so the token
 * is created through its service and its key then set to the configured value (stored, as Strapi
 * stores every key, as an HMAC plus an encrypted copy). Idempotent; follows a changed value.
 */
export async function ensurePreviewToken(
  strapi: Core.Strapi,
  value: string | undefined,
): Promise<'created' | 'updated' | 'unchanged' | 'skipped'> {
  if (!value) return 'skipped';
  if (value.length < 32) {
    strapi.log.warn('CMS_PREVIEW_TOKEN is shorter than 32 characters; use a long random value outside local demos.');
  }
  const tokens = strapi.service('admin::api-token') as unknown as {
    create(attributes: Record<string, unknown>): Promise<{ id: number }>;
    hash(accessKey: string): string;
  };
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt(value: string): string };
  const accessKey = tokens.hash(value);

  const query = strapi.db.query('admin::api-token');
  let token = await query.findOne({ where: { name: PREVIEW_TOKEN_NAME }, select: ['id', 'accessKey'] });
  if (token?.accessKey === accessKey) return 'unchanged';
  const outcome = token ? 'updated' : 'created';
  if (!token) {
    token = await tokens.create({
      name: PREVIEW_TOKEN_NAME,
      description: 'Used by the site to render drafts in preview (draft mode). Set from CMS_PREVIEW_TOKEN at start-up.',
      type: 'read-only',
      kind: 'content-api',
      lifespan: null,
    });
  }
  await query.update({ where: { id: token.id }, data: { accessKey, encryptedKey: encryption.encrypt(value) } });
  return outcome;
}
