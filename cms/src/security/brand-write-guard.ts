import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { adminRequestUser, BRAND_UID, brandPathOf, brandsOf, readableDocumentIds } from './brand-scope';

/**
 * Brand editors cannot place a document outside their brands, whatever the admin sends.
 *
 * Strapi 5.54's content manager checks RBAC conditions on update, publish and discard against the
 * stored document only, and not at all on create or clone (a TODO in its controller; clone does not
 * even check that its source may be read); nor does it check that a relation's new target is one
 * the user may read (strapi/strapi#18900). So an editor of
 * one brand could create a post for another, move their post to another brand, or link another
 * brand's documents. This document-service middleware refuses to clone a document the editor may
 * not read, and runs every create, update, clone and draft discard of a brand editor's admin
 * request in a transaction and, before it commits, checks:
 *
 * - the document, as written, is one the editor may read (their read permission, brand condition
 *   included): it stays in their brands;
 * - every link it gained or lost, field by field, anywhere in the document (components and dynamic
 *   zones included), points at a document the editor may read: no other brand's document is linked or
 *   unlinked, and no other brand is added to or taken from `brands`.
 *
 * Otherwise the write is rolled back and answered 403 with the reason (a PolicyError: Strapi
 * replaces a plain ForbiddenError's message with "Forbidden"). A new document without a brand gets the
 * editor's brand when they have exactly one. Super admins, other roles, the seed and the content
 * API are not brand editors and pass untouched.
 */
const GUARDED_ACTIONS = new Set(['create', 'update', 'clone', 'discardDraft']);
/** Actions that rewrite an existing document's draft: compared with the draft as it was. */
const REWRITES = new Set(['update', 'discardDraft']);

type Attribute = { type?: string; target?: string; component?: string; components?: string[] };
type Model = { attributes: Record<string, Attribute> };
type Populate = Record<string, unknown>;

const isLinkable = (attribute: Attribute) =>
  attribute.type === 'relation' && Boolean(attribute.target?.startsWith('api::'));

/** A populate that reaches every relation of a model (through components and dynamic zones). */
export function relationPopulate(model: Model, components: Record<string, Model>, depth = 0): Populate | undefined {
  // Deeper than any schema here: fail loudly rather than leave relations unchecked.
  if (depth > 8) throw new Error('Components nest deeper than the brand write guard follows (8 levels)');
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (isLinkable(attribute)) populate[name] = { fields: ['documentId'] };
    else if (attribute.type === 'component' && attribute.component) {
      const inner = relationPopulate(components[attribute.component], components, depth + 1);
      if (inner) populate[name] = { populate: inner };
    } else if (attribute.type === 'dynamiczone') {
      const on: Populate = {};
      for (const uid of attribute.components ?? []) {
        const inner = relationPopulate(components[uid], components, depth + 1);
        if (inner) on[uid] = { populate: inner };
      }
      if (Object.keys(on).length) populate[name] = { on };
    }
  }
  return Object.keys(populate).length ? populate : undefined;
}

/** A link of a document: the field that holds it (path without indices), its target type and document. */
export interface Link {
  field: string;
  target: string;
  documentId: string;
}

/** Every link of a populated document, keyed `field|target|documentId`. */
export function relationTargets(
  model: Model,
  components: Record<string, Model>,
  value: Record<string, unknown> | null | undefined,
  path = '',
  into = new Map<string, Link>(),
) {
  if (!value) return into;
  for (const [name, attribute] of Object.entries(model.attributes)) {
    const field = path ? `${path}.${name}` : name;
    const entries = ([] as unknown[]).concat(value[name] ?? []) as Record<string, unknown>[];
    if (isLinkable(attribute)) {
      for (const entry of entries)
        if (typeof entry?.documentId === 'string')
          into.set(`${field}|${attribute.target}|${entry.documentId}`, {
            field,
            target: attribute.target!,
            documentId: entry.documentId,
          });
    } else if (attribute.type === 'component' && attribute.component) {
      for (const entry of entries) relationTargets(components[attribute.component], components, entry, field, into);
    } else if (attribute.type === 'dynamiczone') {
      for (const entry of entries) {
        const uid = entry?.__component;
        if (typeof uid === 'string' && components[uid])
          relationTargets(components[uid], components, entry, field, into);
      }
    }
  }
  return into;
}

function isEmptyRelationInput(input: unknown): boolean {
  if (input === undefined || input === null) return true;
  if (Array.isArray(input)) return input.length === 0;
  if (typeof input !== 'object') return false;
  const { connect, set } = input as { connect?: unknown; set?: unknown };
  const empty = (list: unknown) => list === undefined || (Array.isArray(list) && list.length === 0);
  return empty(connect) && empty(set);
}

export function registerBrandWriteGuard(strapi: Core.Strapi) {
  const components = strapi.components as unknown as Record<string, Model>;

  async function load(uid: string, documentId: string | undefined) {
    if (!documentId) return null;
    const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as Model;
    return (await strapi.documents(uid as 'api::blog-post.blog-post').findOne({
      documentId,
      status: 'draft',
      populate: relationPopulate(model, components) ?? {},
    } as never)) as Record<string, unknown> | null;
  }

  strapi.documents.use(async (context, next) => {
    if (!GUARDED_ACTIONS.has(context.action) || !context.uid.startsWith('api::')) return next();
    const requester = adminRequestUser(strapi);
    const slugs = brandsOf(requester?.user);
    if (!requester || !slugs) return next();
    const { uid } = context;
    const model = context.contentType as unknown as Model;
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const yours = slugs.join(', ');

    if (context.action !== 'update' && brandPathOf(uid, model) === 'brands' && slugs.length === 1) {
      params.data = params.data ?? {};
      if (isEmptyRelationInput(params.data.brands)) {
        const brand = await strapi.db.query(BRAND_UID).findOne({ where: { Slug: slugs[0] }, select: ['documentId'] });
        if (brand) params.data.brands = { set: [{ documentId: brand.documentId }] };
      }
    }

    // Strapi's clone reads its source without checking it: only a document the editor may read.
    if (context.action === 'clone') {
      const source = params.documentId ?? '';
      if (!(await readableDocumentIds(strapi, requester.userAbility, uid, [source])).has(source))
        throw new errors.PolicyError(`Only documents of your brands (${yours}) can be copied.`);
    }

    return strapi.db.transaction(async () => {
      const before = REWRITES.has(context.action)
        ? relationTargets(model, components, await load(uid, params.documentId))
        : new Map<string, Link>();
      const result = await next();
      const documentId = (result as { documentId?: string } | null)?.documentId ?? params.documentId;
      if (!documentId) return result;
      if (!(await readableDocumentIds(strapi, requester.userAbility, uid, [documentId])).has(documentId)) {
        throw new errors.PolicyError(
          `This would place the document outside your brands (${yours}): keep one of them in its brands and no other.`,
        );
      }
      const after = relationTargets(model, components, await load(uid, documentId));
      const changed = [
        ...[...after].filter(([key]) => !before.has(key)),
        ...[...before].filter(([key]) => !after.has(key)),
      ].map(([, link]) => link);
      const byTarget = new Map<string, Link[]>();
      for (const link of changed) byTarget.set(link.target, [...(byTarget.get(link.target) ?? []), link]);
      for (const [target, links] of byTarget) {
        const allowed = await readableDocumentIds(
          strapi,
          requester.userAbility,
          target,
          links.map((link) => link.documentId),
        );
        const refused = links.find((link) => !allowed.has(link.documentId));
        if (refused) {
          throw new errors.PolicyError(
            `"${refused.field}" would link or unlink a document outside your brands (${yours}); only your brands' documents can be changed there.`,
          );
        }
      }
      return result;
    });
  });
}
