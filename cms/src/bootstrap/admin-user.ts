import type { Core } from '@strapi/strapi';

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
 * A database first used by the local demo keeps the demo editor, whose password is published. In
 * production every active admin whose password still verifies against it is deactivated until the
 * password is reset. Written straight to the database: Strapi's user service refuses to deactivate
 * the last super admin, but a published password is worse than an account the CLI can restore.
 * Returns the e-mail addresses of the accounts it deactivated.
 */
export async function deactivateDemoPasswordAdmins(strapi: Core.Strapi, demoPassword: string): Promise<string[]> {
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
    if (user.password && (await auth.validatePassword(demoPassword, user.password))) exposed.push(user);
  }
  if (exposed.length)
    await query.updateMany({ where: { id: { $in: exposed.map((user) => user.id) } }, data: { isActive: false } });
  return exposed.map((user) => user.email);
}
