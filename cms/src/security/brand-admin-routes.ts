import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { findAdminRoute } from './admin-routes';
import { BRAND_UID, brandPathOf, brandsOf, readableDocumentIds, type PermissionChecker } from './brand-scope';

type Context = {
  params: Record<string, string | undefined>;
  state: { user?: { roles?: { code?: string }[] }; userAbility?: unknown };
  body?: unknown;
};
type Next = () => Promise<unknown>;

/**
 * Admin routes that show brand editors documents their conditions exclude, narrowed here (the
 * writes Strapi does not check are the document-service guard's, brand-write-guard.ts):
 *
 * - A list (`GET /content-manager/collection-types/:model`) includes each entry's to-one relations
 *   (an own blog post's destination, a product's experience) whatever their brand: a brand editor
 *   sees only those they may read, the others as empty.
 * - A document's current relations (`GET /content-manager/relations/:model/:id/:field`) list
 *   every related document, those the user may not read with their ids (Strapi's "union" of a
 *   permitted and an unpermitted query). A brand editor sees only the ones they may read; the
 *   others stay linked (the admin saves relation changes as connect/disconnect, never as a set).
 * - A document the editor may not read (`GET /content-manager/collection-types/:model/:id`, the
 *   edit view of an address typed or shared) is refused by Strapi with a bare "Forbidden", which the
 *   admin shows as "Whoops! Something went wrong": a brand editor is told instead which brand the
 *   entry belongs to and whose entries they edit (the admin shows the message in its toast).
 * - The home page's "Entries" widget (`/content-manager/homepage/count-documents`) counts every
 *   brand's documents: for a brand editor it counts what their read permissions show them (their
 *   brand's documents and the shared ones they read). The project statistics
 *   (`/admin/homepage/key-statistics`, a widget the admin shows super admins only) are refused.
 */
export function narrowAdminRoutesForBrandEditors(strapi: Core.Strapi) {
  const relations = findAdminRoute(strapi, 'content-manager', 'GET', '/relations/:model/:id/:targetField');
  relations.config = {
    ...relations.config,
    middlewares: [...(relations.config?.middlewares ?? []), readableRelationsOnly],
  };

  const list = findAdminRoute(strapi, 'content-manager', 'GET', '/collection-types/:model');
  list.config = { ...list.config, middlewares: [...(list.config?.middlewares ?? []), readableToOneOnly] };

  const document = findAdminRoute(strapi, 'content-manager', 'GET', '/collection-types/:model/:id');
  document.config = {
    ...document.config,
    middlewares: [...(document.config?.middlewares ?? []), explainOtherBrands],
  };

  const counts = findAdminRoute(strapi, 'content-manager', 'GET', '/homepage/count-documents');
  counts.config = { ...counts.config, middlewares: [...(counts.config?.middlewares ?? []), readableCountsOnly] };
  const statistics = findAdminRoute(strapi, 'admin', 'GET', '/homepage/key-statistics');
  statistics.config = {
    ...statistics.config,
    middlewares: [...(statistics.config?.middlewares ?? []), notForBrandEditors],
  };

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

  async function explainOtherBrands(ctx: Context & { status?: number }, next: Next) {
    await next();
    const slugs = brandsOf(ctx.state.user);
    const body = ctx.body as { error?: { status?: number; message?: string } } | undefined;
    if (ctx.status !== 403 || !slugs || body?.error?.status !== 403) return;
    const { model = '', id = '' } = ctx.params;
    const schema = strapi.contentTypes[model as keyof typeof strapi.contentTypes] as unknown as Parameters<
      typeof brandPathOf
    >[1];
    const path = brandPathOf(model, schema);
    if (!path || path === 'self' || !id) return;
    const found = (await strapi.documents(model as 'api::blog-post.blog-post').findOne({
      documentId: id,
      status: 'draft',
      populate: { [path]: { fields: ['Name'] } },
    } as never)) as Record<string, unknown> | null;
    const owners = ([] as { Name?: string }[])
      .concat((found?.[path] as { Name?: string }[] | { Name?: string } | null | undefined) ?? [])
      .map((brand) => brand.Name)
      .filter((name): name is string => Boolean(name));
    const yours = (
      (await strapi.db.query(BRAND_UID).findMany({
        where: { Slug: { $in: slugs }, publishedAt: { $null: true } },
        select: ['Name'],
        orderBy: { Name: 'asc' },
      })) as { Name: string }[]
    ).map((brand) => brand.Name);
    const belongs = owners.length
      ? `This entry belongs to another brand (${owners.join(', ')}).`
      : 'This entry belongs to no brand of yours.';
    body.error.message = `${belongs} You can edit the entries of ${yours.join(' and ') || 'your brands'}.`;
  }

  async function readableToOneOnly(ctx: Context, next: Next) {
    await next();
    const body = ctx.body as { results?: Record<string, unknown>[] } | undefined;
    if (!brandsOf(ctx.state.user) || !Array.isArray(body?.results)) return;
    const model = strapi.getModel((ctx.params.model ?? '') as never) as unknown as
      { attributes: Record<string, { type?: string; target?: string }> } | undefined;
    for (const [field, attribute] of Object.entries(model?.attributes ?? {})) {
      if (attribute.type !== 'relation' || !attribute.target?.startsWith('api::')) continue;
      const linked = body.results
        .map((entry) => entry[field] as { documentId?: unknown } | null | undefined)
        .filter((value): value is { documentId: string } => typeof value?.documentId === 'string');
      if (!linked.length) continue;
      const allowed = await readableDocumentIds(
        strapi,
        ctx.state.userAbility,
        attribute.target,
        linked.map((value) => value.documentId),
      );
      for (const entry of body.results) {
        const value = entry[field] as { documentId?: unknown } | null | undefined;
        if (typeof value?.documentId === 'string' && !allowed.has(value.documentId)) entry[field] = null;
      }
    }
  }

  /** Draft, published and modified documents, counted as Strapi's widget does, among those the user may read. */
  async function readableCountsOnly(ctx: Context, next: Next) {
    if (!brandsOf(ctx.state.user)) return next();
    const counts = { draft: 0, published: 0, modified: 0 };
    for (const [uid, schema] of Object.entries(strapi.contentTypes)) {
      if (!uid.startsWith('api::')) continue;
      const checker = strapi
        .plugin('content-manager')
        .service('permission-checker')
        .create({ userAbility: ctx.state.userAbility, model: uid }) as PermissionChecker;
      if (checker.cannot.read()) continue;
      const query = await checker.sanitizedQuery.read({});
      const versions = (status: 'draft' | 'published') =>
        strapi
          .documents(uid as 'api::blog-post.blog-post')
          .findMany({ ...query, fields: ['documentId', 'updatedAt'], status } as never) as unknown as Promise<
          { documentId: string; updatedAt: string }[]
        >;
      if (!(schema as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish) {
        counts.published += (await versions('draft')).length;
        continue;
      }
      const published = new Map(
        (await versions('published')).map((version) => [version.documentId, version.updatedAt]),
      );
      for (const draft of await versions('draft')) {
        const live = published.get(draft.documentId);
        if (live === undefined) counts.draft += 1;
        else if (new Date(live).getTime() === new Date(draft.updatedAt).getTime()) counts.published += 1;
        else counts.modified += 1;
      }
    }
    ctx.body = { data: counts };
  }

  async function notForBrandEditors(ctx: Context, next: Next) {
    if (brandsOf(ctx.state.user)) throw new errors.PolicyError('Counts of every brand are not shown to brand editors.');
    await next();
  }
}
