import type { Core } from '@strapi/strapi';
import { isPrivateType } from '../security/private-types';

/**
 * The site has readers, not accounts. The public role may read published content (find and
 * findOne of every API content type but the private ones, security/private-types) and do nothing else: Strapi's default sign-up, sign-in and
 * password-reset actions are taken away, the authenticated role gets no permission at all, and
 * registration is off. Drafts stay out of reach through the draft guard (security/draft-guard).
 * GraphQL's resolvers check these permissions; the REST routes they would also open are refused
 * without an API token (security/rest-reads), since the site reads over GraphQL only.
 * Idempotent: each start puts back what an editor or a Strapi default changed, and says so.
 */
export function publicReadActions(strapi: Core.Strapi): string[] {
  return Object.keys(strapi.contentTypes)
    .filter((uid) => uid.startsWith('api::') && !isPrivateType(uid))
    .flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]);
}

export interface PermissionChanges {
  added: string[];
  removed: string[];
}

/** Gives the users-permissions role of this type exactly these actions. */
export async function setRolePermissions(
  strapi: Core.Strapi,
  type: 'public' | 'authenticated',
  actions: string[],
): Promise<PermissionChanges> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
  if (!role) throw new Error(`The users-permissions ${type} role is missing`);
  const permissions = strapi.db.query('plugin::users-permissions.permission');

  const existing: { id: number; action: string }[] = await permissions.findMany({
    where: { role: role.id },
    select: ['id', 'action'],
  });
  const wanted = new Set(actions);
  const extra = existing.filter((permission) => !wanted.has(permission.action));
  if (extra.length) await permissions.deleteMany({ where: { id: { $in: extra.map((permission) => permission.id) } } });

  const granted = new Set(existing.map((permission) => permission.action));
  const missing = actions.filter((action) => !granted.has(action));
  for (const action of missing) {
    await permissions.create({ data: { action, role: role.id } });
  }
  return { added: missing, removed: extra.map((permission) => permission.action) };
}

/** Turns off `POST /api/auth/local/register` (Users & Permissions → Advanced settings). */
export async function disableRegistration(strapi: Core.Strapi): Promise<boolean> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register === false) return false;
  await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  return true;
}

/** Applies the rules above; returns one line per change, for the start-up log. */
export async function restrictVisitorAccess(strapi: Core.Strapi): Promise<string[]> {
  const report: string[] = [];
  const describe = (role: string, { added, removed }: PermissionChanges) => {
    if (added.length) report.push(`${role} role: ${added.length} read permissions added`);
    if (removed.length) report.push(`${role} role: removed ${removed.join(', ')}`);
  };
  describe('public', await setRolePermissions(strapi, 'public', publicReadActions(strapi)));
  describe('authenticated', await setRolePermissions(strapi, 'authenticated', []));
  if (await disableRegistration(strapi)) report.push('users-permissions: public registration turned off');
  return report;
}
