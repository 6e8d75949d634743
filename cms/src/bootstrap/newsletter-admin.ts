import type { Core } from '@strapi/strapi';
import { NEWSLETTER_UID } from './brand-editor-roles';

const CREATE = 'plugin::content-manager.explorer.create';

interface SuperAdminHooks {
  hooks: {
    willResetSuperAdminPermissions: {
      register(handler: (permissions: { action: string; subject?: string | null }[]) => unknown): void;
    };
  };
}

/**
 * Newsletter sign-ups come from the site only (the create-only token): one made in the admin would
 * be a record of consent nobody gave, and its form is read-only anyway (admin-view.ts). Strapi
 * gives the super admin every action on every type at each start; this takes "create" of sign-ups
 * out of that, so the admin shows no "Create new entry" for them and refuses one. Registered before
 * the admin's bootstrap resets the super admin's permissions; a role made in Settings that grants it
 * is an administrator's explicit choice.
 */
export function noSignupsCreatedInTheAdmin(strapi: Core.Strapi) {
  const roles = strapi.service('admin::role') as unknown as SuperAdminHooks;
  roles.hooks.willResetSuperAdminPermissions.register((permissions) =>
    permissions.filter((permission) => !(permission.action === CREATE && permission.subject === NEWSLETTER_UID)),
  );
}
