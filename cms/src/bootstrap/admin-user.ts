import type { Core } from '@strapi/strapi';
import { BRAND_ROLE_PREFIX } from '../security/brand-scope';

export interface AdminCredentials {
  email?: string;
  password?: string;
}

/**
 * A super admin for the local editor, so a new user signs in at /admin at once instead of meeting
 * the registration form. Created only when no user has that e-mail; an existing user (and a
 * password they changed) is never touched.
 */
export async function ensureAdminUser(
  strapi: Core.Strapi,
  { email, password }: AdminCredentials,
): Promise<'created' | 'exists' | 'skipped'> {
  if (!email || !password) return 'skipped';
  const users = strapi.service('admin::user') as unknown as {
    exists(where: Record<string, unknown>): Promise<boolean>;
    create(attributes: Record<string, unknown>): Promise<unknown>;
  };
  const normalisedEmail = email.toLowerCase();
  if (await users.exists({ email: normalisedEmail })) return 'exists';
  const roles = strapi.service('admin::role') as unknown as { getSuperAdmin(): Promise<{ id: number } | null> };
  const superAdmin = await roles.getSuperAdmin();
  if (!superAdmin) throw new Error('The super admin role is missing');
  await users.create({
    email: normalisedEmail,
    firstname: 'Demo',
    lastname: 'Editor',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  return 'created';
}

interface AdminUserRow {
  id: number;
  email: string;
  password: string | null;
}

/**
 * A database first used by the local demo keeps the demo accounts, whose passwords are published.
 * In production every active admin whose password still verifies against one of them is
 * deactivated until the password is reset. Written straight to the database: Strapi's user service refuses to deactivate
 * the last super admin, but a published password is worse than an account the CLI can restore.
 * Returns the e-mail addresses of the accounts it deactivated.
 */
export async function deactivateDemoPasswordAdmins(
  strapi: Core.Strapi,
  demoPasswords: readonly string[],
): Promise<string[]> {
  const auth = strapi.service('admin::auth') as unknown as {
    validatePassword(password: string, hash: string): Promise<boolean>;
  };
  const query = strapi.db.query('admin::user');
  const users: AdminUserRow[] = await query.findMany({
    where: { isActive: true },
    select: ['id', 'email', 'password'],
  });
  const exposed: AdminUserRow[] = [];
  for (const user of users) {
    for (const password of demoPasswords) {
      if (user.password && (await auth.validatePassword(password, user.password))) {
        exposed.push(user);
        break;
      }
    }
  }
  if (exposed.length)
    await query.updateMany({ where: { id: { $in: exposed.map((user) => user.id) } }, data: { isActive: false } });
  return exposed.map((user) => user.email);
}

/** The demo editor of a brand: `<slug>.editor@example.com`. */
export const demoEditorEmail = (slug: string) => `${slug}.editor@example.com`;

/**
 * Outside production, one editor per brand role (`wayfarer.editor@example.com`, ...) with the
 * demo editors' password, so the brand-scoped admin can be tried at once. Created only when
 * missing; an existing account is never touched. Returns the e-mails it created.
 */
export async function ensureDemoEditors(strapi: Core.Strapi, password: string | undefined): Promise<string[]> {
  if (!password) return [];
  const users = strapi.service('admin::user') as unknown as {
    exists(where: Record<string, unknown>): Promise<boolean>;
    create(attributes: Record<string, unknown>): Promise<unknown>;
  };
  const roles: { id: number; code: string; name: string }[] = await strapi.db
    .query('admin::role')
    .findMany({ where: { code: { $startsWith: BRAND_ROLE_PREFIX } }, select: ['id', 'code', 'name'] });
  const created: string[] = [];
  for (const role of roles) {
    const email = demoEditorEmail(role.code.slice(BRAND_ROLE_PREFIX.length));
    if (await users.exists({ email })) continue;
    await users.create({
      email,
      firstname: role.name.replace(/ editor$/, ''),
      lastname: 'Editor',
      password,
      isActive: true,
      registrationToken: null,
      roles: [role.id],
    });
    created.push(email);
  }
  return created;
}
