import type { Core } from '@strapi/strapi';

/**
 * The public role may read published content (find and findOne of every API content type) and
 * nothing else of ours. Drafts stay out of reach through the draft guard (security/draft-guard).
 * Idempotent: missing permissions are added, existing ones left alone.
 */
export async function grantPublicReadAccess(strapi: Core.Strapi): Promise<number> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions public role is missing');

  const actions = Object.keys(strapi.contentTypes)
    .filter((uid) => uid.startsWith('api::'))
    .flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]);

  const existing = await strapi.db.query('plugin::users-permissions.permission').findMany({
    where: { role: role.id, action: { $in: actions } },
    select: ['action'],
  });
  const granted = new Set(existing.map((permission: { action: string }) => permission.action));
  const missing = actions.filter((action) => !granted.has(action));
  for (const action of missing) {
    await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
  }
  return missing.length;
}
