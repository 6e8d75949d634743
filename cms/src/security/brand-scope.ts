import type { Core } from '@strapi/strapi';

/**
 * Brand editors: admin users whose roles are the per-brand editor roles (code `brand-editor-<slug>`,
 * created at start by bootstrap/brand-editor-roles.ts). Everything brand-scoped in the admin reads
 * the user's brands from those codes, so adding a user to a role is the whole mapping.
 */
export const BRAND_ROLE_PREFIX = 'brand-editor-';
export const SUPER_ADMIN_CODE = 'strapi-super-admin';
export const BRAND_UID = 'api::brand.brand';
/** The registered RBAC condition: "documents of the editor's brands". Its id is `api::<name>`. */
export const BRAND_CONDITION_NAME = 'brand-scope';
export const BRAND_CONDITION = `api::${BRAND_CONDITION_NAME}`;

export const brandRoleCode = (slug: string) => `${BRAND_ROLE_PREFIX}${slug}`;

interface AdminUserLike {
  roles?: { code?: string }[];
}

/**
 * The brand slugs an admin user edits, or null when the user is not limited to brands (a super
 * admin, or a user without any brand editor role).
 */
export function brandsOf(user: AdminUserLike | null | undefined): string[] | null {
  const codes = (user?.roles ?? []).map((role) => role.code ?? '');
  if (codes.includes(SUPER_ADMIN_CODE)) return null;
  const slugs = codes
    .filter((code) => code.startsWith(BRAND_ROLE_PREFIX))
    .map((code) => code.slice(BRAND_ROLE_PREFIX.length));
  return slugs.length ? [...new Set(slugs)].sort() : null;
}

type Attribute = { type?: string; relation?: string; target?: string };
type Schema = { attributes: Record<string, Attribute> };

/**
 * How a content type belongs to a brand: through a `brands` relation (most content), a single
 * `brand` relation (a brand's settings), or by being the brand itself. Undefined: shared content.
 */
export function brandPathOf(uid: string, schema: Schema | undefined): 'brands' | 'brand' | 'self' | undefined {
  if (uid === BRAND_UID) return 'self';
  if (!schema) return undefined;
  for (const name of ['brands', 'brand'] as const) {
    const attribute = schema.attributes[name];
    if (attribute?.type === 'relation' && attribute.target === BRAND_UID) return name;
  }
  return undefined;
}

/**
 * The condition's query for one content type: a filter the permission engine applies to lists
 * and checks against a document (a dotted key, which both Strapi's query builder and the
 * in-memory check read). False for a type that has no brand.
 */
export function brandFilter(path: ReturnType<typeof brandPathOf>, slugs: string[]): Record<string, unknown> | false {
  if (!path || !slugs.length) return false;
  const $in = { $in: slugs };
  if (path === 'self') return { Slug: $in };
  return { [`${path}.Slug`]: $in };
}

/** Brand-owned content types: the ones brand editors create, edit, publish and delete. */
export function brandOwnedTypes(strapi: Core.Strapi): string[] {
  return Object.entries(strapi.contentTypes)
    .filter(([uid, schema]) => uid.startsWith('api::') && brandPathOf(uid, schema as Schema) === 'brands')
    .map(([uid]) => uid)
    .sort();
}

/**
 * Registers the condition (bootstrap only: Strapi refuses it after load). It must be registered
 * before any role uses it: a permission naming an unknown condition is granted without one.
 */
export async function registerBrandCondition(strapi: Core.Strapi) {
  const permissions = strapi.service('admin::permission') as unknown as {
    conditionProvider: { has(id: string): boolean; register(condition: Record<string, unknown>): Promise<unknown> };
  };
  if (permissions.conditionProvider.has(BRAND_CONDITION)) return;
  await permissions.conditionProvider.register({
    name: BRAND_CONDITION_NAME,
    displayName: "Documents of the editor's brands",
    category: 'brand',
    handler(user: AdminUserLike & { permission?: { subject?: string } }) {
      const subject = user.permission?.subject ?? '';
      const schema = strapi.contentTypes[subject as keyof typeof strapi.contentTypes] as unknown as Schema | undefined;
      return brandFilter(brandPathOf(subject, schema), brandsOf(user) ?? []);
    },
  });
}

/** The admin user of the request being served, with the ability Strapi computed for it. */
export function adminRequestUser(strapi: Core.Strapi): { user: AdminUserLike; userAbility: unknown } | undefined {
  const state = strapi.requestContext.get()?.state as
    { user?: AdminUserLike; userAbility?: unknown; route?: { info?: { type?: string } } } | undefined;
  if (!state?.user || !state.userAbility || state.route?.info?.type !== 'admin') return undefined;
  return { user: state.user, userAbility: state.userAbility };
}

export interface PermissionChecker {
  cannot: { read(entity?: unknown): boolean };
  sanitizedQuery: { read(query: Record<string, unknown>): Promise<Record<string, unknown>> };
}

/** The documentIds among `ids` of type `uid` the user may read, their permission's conditions applied. */
export async function readableDocumentIds(
  strapi: Core.Strapi,
  userAbility: unknown,
  uid: string,
  ids: string[],
): Promise<Set<string>> {
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility, model: uid }) as PermissionChecker;
  if (!ids.length || checker.cannot.read()) return new Set();
  const query = await checker.sanitizedQuery.read({ filters: { documentId: { $in: ids } } });
  const found = (await strapi
    .documents(uid as 'api::blog-post.blog-post')
    .findMany({ ...query, fields: ['documentId'], status: 'draft' } as never)) as unknown as { documentId: string }[];
  return new Set(found.map((document) => document.documentId));
}
