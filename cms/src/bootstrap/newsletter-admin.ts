import type { Core } from '@strapi/strapi';
import { findAdminRoute } from '../security/admin-routes';
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

const RECENT_ENTRIES = Symbol('recent entries widget');

/**
 * The home page's "Last edited entries" is what editors changed; a sign-up is written by the site,
 * never edited, and a busy newsletter would fill the widget with addresses. Strapi 5.54 lists
 * every type the user may read there (its only way out hides the type from the content manager);
 * while it answers that widget (`GET /content-manager/homepage/recent-documents`), sign-ups are
 * found to be none, so the widget's four places go to edited entries. The sign-ups list and the
 * "Entries" count are unchanged.
 */
export function signupsOutOfRecentEntries(strapi: Core.Strapi) {
  const route = findAdminRoute(strapi, 'content-manager', 'GET', '/homepage/recent-documents');
  const mark = async (ctx: { state: Record<symbol, unknown> }, next: () => Promise<unknown>) => {
    ctx.state[RECENT_ENTRIES] = true;
    return next();
  };
  route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), mark] };
  strapi.documents.use(async (context, next) => {
    const state = strapi.requestContext.get()?.state as Record<symbol, unknown> | undefined;
    if (context.uid === NEWSLETTER_UID && context.action === 'findMany' && state?.[RECENT_ENTRIES]) return [];
    return next();
  });
}
