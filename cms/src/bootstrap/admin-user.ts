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
export async function ensureAdminUser(strapi: Core.Strapi, { email, password }: AdminCredentials): Promise<'created' | 'exists' | 'skipped'> {
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
