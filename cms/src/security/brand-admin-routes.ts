import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { findAdminRoute } from './admin-routes';
import { brandsOf, readableDocumentIds } from './brand-scope';

type Context = {
  params: Record<string, string | undefined>;
  state: { user?: { roles?: { code?: string }[] }; userAbility?: unknown };
  body?: unknown;
};
type Next = () => Promise<unknown>;

/**
 * Two of Strapi's admin routes ignore RBAC conditions, so brand editors get them narrowed here:
 *
 * - A document's current relations (`GET /content-manager/relations/:model/:id/:field`) list
 *   every related document, those the user may not read with their ids (Strapi's "union" of a
 *   permitted and an unpermitted query). A brand editor sees only the ones they may read; the
 *   others stay linked (the admin saves relation changes as connect/disconnect, never as a set).
 * - The home page's document counts (`/content-manager/homepage/count-documents`, the "Entries"
 *   widget) and project statistics (`/admin/homepage/key-statistics`) count every brand: refused
 *   to brand editors, whose admin hides both widgets (src/admin/app.ts).
 */
export function narrowAdminRoutesForBrandEditors(strapi: Core.Strapi) {
  const relations = findAdminRoute(strapi, 'content-manager', 'GET', '/relations/:model/:id/:targetField');
  relations.config = {
    ...relations.config,
    middlewares: [...(relations.config?.middlewares ?? []), readableRelationsOnly],
  };

  for (const route of [
    findAdminRoute(strapi, 'content-manager', 'GET', '/homepage/count-documents'),
    findAdminRoute(strapi, 'admin', 'GET', '/homepage/key-statistics'),
  ]) {
    route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), notForBrandEditors] };
  }

  async function readableRelationsOnly(ctx: Context, next: Next) {
    await next();
    const body = ctx.body as { results?: { documentId?: string }[]; pagination?: { total?: number } } | undefined;
    if (!brandsOf(ctx.state.user) || !Array.isArray(body?.results)) return;
    const { model = '', targetField = '' } = ctx.params;
    const source = strapi.getModel(model as never) as unknown as { attributes: Record<string, { target?: string }> };
    const target = source?.attributes[targetField]?.target;
    if (!target) return;
    const ids = body.results.map((entry) => entry.documentId).filter((id): id is string => typeof id === 'string');
    const allowed = await readableDocumentIds(strapi, ctx.state.userAbility, target, ids);
    const results = body.results.filter((entry) => entry.documentId && allowed.has(entry.documentId));
    const hidden = body.results.length - results.length;
    body.results = results;
    if (body.pagination && typeof body.pagination.total === 'number') body.pagination.total -= hidden;
  }

  async function notForBrandEditors(ctx: Context, next: Next) {
    if (brandsOf(ctx.state.user)) throw new errors.PolicyError('Counts of every brand are not shown to brand editors.');
    await next();
  }
}
