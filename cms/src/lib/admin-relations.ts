import type { Core } from '@strapi/strapi';
import { findAdminRoute } from '../security/admin-routes';
import { BRAND_UID, brandsOf, readableDocumentIds } from '../security/brand-scope';

type Context = {
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  body?: unknown;
};

/**
 * A relation picker never offers the document being edited: Strapi's picker of a relation to the
 * same type (a post's "Linked posts") lists every document of that type, the post itself
 * included, and linking a post to itself only shows it a card of itself. The admin asks
 * `GET /content-manager/relations/:model/:targetField?id=<the document's documentId>`; the document
 * is taken out of the answer (and of its total).
 */
export function omitSelfFromRelationPickers(strapi: Core.Strapi) {
  const available = findAdminRoute(strapi, 'content-manager', 'GET', '/relations/:model/:targetField');
  available.config = {
    ...available.config,
    middlewares: [...(available.config?.middlewares ?? []), notItself],
  };

  async function notItself(ctx: Context, next: () => Promise<unknown>) {
    await next();
    const { model = '', targetField = '' } = ctx.params;
    const id = ctx.query.id;
    const body = ctx.body as { results?: { documentId?: string }[]; pagination?: { total?: number } } | undefined;
    if (typeof id !== 'string' || !Array.isArray(body?.results)) return;
    const source = strapi.contentTypes[model as keyof typeof strapi.contentTypes] as unknown as
      { attributes: Record<string, { target?: string }> } | undefined;
    if (source?.attributes[targetField]?.target !== model) return;
    const results = body.results.filter((entry) => entry.documentId !== id);
    if (body.pagination && typeof body.pagination.total === 'number')
      body.pagination.total -= body.results.length - results.length;
    body.results = results;
  }
}

/**
 * A list shows a to-many relation as a count ("1 item", Strapi's list answer carries only the
 * count). Brands are what an editor scans a list for: each row's `brands` also carries the names of
 * the brands it belongs to (those the user may read: a brand editor is not shown other brands), and
 * the admin (src/admin/brand-column.tsx) shows them instead of the count.
 */
export function brandNamesInLists(strapi: Core.Strapi) {
  const list = findAdminRoute(strapi, 'content-manager', 'GET', '/collection-types/:model');
  list.config = { ...list.config, middlewares: [...(list.config?.middlewares ?? []), withBrandNames] };

  async function withBrandNames(
    ctx: Context & { state: { user?: unknown; userAbility?: unknown } },
    next: () => Promise<unknown>,
  ) {
    await next();
    const { model = '' } = ctx.params;
    const schema = strapi.contentTypes[model as keyof typeof strapi.contentTypes] as unknown as
      { attributes: Record<string, { target?: string }> } | undefined;
    const body = ctx.body as { results?: { documentId?: string; brands?: unknown }[] } | undefined;
    if (schema?.attributes.brands?.target !== BRAND_UID || !Array.isArray(body?.results) || !body.results.length)
      return;
    const ids = body.results.map((entry) => entry.documentId).filter((id): id is string => typeof id === 'string');
    const found = (await strapi.documents(model as 'api::blog-post.blog-post').findMany({
      filters: { documentId: { $in: ids } },
      fields: ['documentId'],
      populate: { brands: { fields: ['documentId', 'Name'] } },
      status: ctx.query.status === 'published' ? 'published' : 'draft',
    } as never)) as unknown as { documentId: string; brands?: { documentId: string; Name: string }[] }[];
    const linked = [...new Set(found.flatMap((entry) => (entry.brands ?? []).map((brand) => brand.documentId)))];
    const readable = brandsOf(ctx.state.user as never)
      ? await readableDocumentIds(strapi, ctx.state.userAbility, BRAND_UID, linked)
      : new Set(linked);
    const namesOf = new Map(
      found.map((entry) => [
        entry.documentId,
        (entry.brands ?? [])
          .filter((brand) => readable.has(brand.documentId))
          .map((brand) => brand.Name)
          .sort(),
      ]),
    );
    for (const entry of body.results) {
      const names = entry.documentId ? namesOf.get(entry.documentId) : undefined;
      if (names && entry.brands && typeof entry.brands === 'object') entry.brands = { ...entry.brands, names };
    }
  }
}
