import type { Core } from '@strapi/strapi';
import { BRAND_CONDITION, BRAND_UID, brandOwnedTypes, brandRoleCode } from '../security/brand-scope';

const EXPLORER = 'plugin::content-manager.explorer';
const EDIT_ACTIONS = ['read', 'create', 'update', 'delete', 'publish'] as const;
/** A brand's own settings: edited and published, never created or deleted by its editor. */
const SETTINGS_UID = 'api::brand-setting.brand-setting';
const SETTINGS_ACTIONS = ['read', 'update', 'publish'] as const;
/**
 * Sign-ups of the editor's brand (its `brand` relation, the brand condition): read only, records of
 * consent that nobody rewrites; other brands' are not shown.
 */
export const NEWSLETTER_UID = 'api::newsletter-signup.newsletter-signup';
/**
 * The relation that puts a document in a brand: set when it is created (a brand editor of one
 * brand gets theirs without choosing, brand-write-guard.ts) and not changed afterwards by a brand
 * editor, so their form shows it read-only instead of a picker with nothing to offer.
 */
const BRAND_FIELDS = new Set(['brands', 'brand']);
/** Shared content a brand editor links to (author, country, blog type, essentials category): read only. */
export const SHARED_READ_TYPES = [
  'api::author.author',
  'api::blog-type.blog-type',
  'api::country.country',
  'api::travel-essential-category.travel-essential-category',
] as const;
/**
 * The media library is shared between brands: every editor uses and uploads files, and changes
 * (replaces, renames, moves) only the ones they uploaded, as Strapi's own Author role.
 */
const MEDIA_ACTIONS: [string, string[]][] = [
  ['plugin::upload.read', []],
  ['plugin::upload.configure-view', []],
  ['plugin::upload.assets.create', []],
  ['plugin::upload.assets.update', ['admin::is-creator']],
  ['plugin::upload.assets.download', []],
  ['plugin::upload.assets.copy-link', []],
];
/** Actions whose permission lists the fields it covers (Strapi drops such a permission without them). */
const FIELD_ACTIONS = new Set(['read', 'create', 'update']);

interface Permission {
  action: string;
  subject?: string;
  properties?: { fields?: string[] };
  conditions?: string[];
}

/** The permissions of one brand's editor role; the brand itself comes from the role's code. */
export function brandEditorPermissions(strapi: Core.Strapi): Permission[] {
  const contentTypes = strapi.service('admin::content-type') as unknown as {
    getNestedFields(model: unknown, options: { components: unknown }): string[];
  };
  const explorer = (action: string, subject: string, conditions: string[]): Permission => ({
    action: `${EXPLORER}.${action}`,
    subject,
    properties: FIELD_ACTIONS.has(action)
      ? {
          fields: contentTypes
            .getNestedFields(strapi.contentTypes[subject as keyof typeof strapi.contentTypes], {
              components: strapi.components,
            })
            .filter((field) => action !== 'update' || !BRAND_FIELDS.has(field)),
        }
      : {},
    conditions,
  });
  return [
    ...brandOwnedTypes(strapi).flatMap((uid) => EDIT_ACTIONS.map((action) => explorer(action, uid, [BRAND_CONDITION]))),
    ...SETTINGS_ACTIONS.map((action) => explorer(action, SETTINGS_UID, [BRAND_CONDITION])),
    explorer('read', BRAND_UID, [BRAND_CONDITION]),
    explorer('read', NEWSLETTER_UID, [BRAND_CONDITION]),
    ...SHARED_READ_TYPES.map((uid) => explorer('read', uid, [])),
    ...MEDIA_ACTIONS.map(([action, conditions]) => ({ action, properties: {}, conditions })),
  ];
}

interface RoleService {
  findOne(where: Record<string, unknown>): Promise<{ id: number; name: string; description?: string } | null>;
  create(attributes: { name: string; code: string; description: string }): Promise<{ id: number }>;
  update(where: Record<string, unknown>, attributes: Record<string, unknown>): Promise<unknown>;
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
}

/** Strapi keeps a role's description in a varchar(255): PostgreSQL refuses a longer one (SQLite does not). */
const DESCRIPTION_MAX = 255;

/** What the admin's Roles page says of a brand's editor role, within what the database keeps. */
export function brandEditorRoleDescription(name: string): string {
  const full =
    `Edits, publishes and deletes ${name}'s content; reads its newsletter sign-ups and the shared authors, ` +
    'countries, blog types and categories. Set from code at every CMS start: changes made here are replaced.';
  return full.length <= DESCRIPTION_MAX ? full : `${full.slice(0, DESCRIPTION_MAX - 1)}…`;
}

/**
 * One editor role per brand, code `brand-editor-<slug>`, created at start when missing, renamed
 * with its brand, and given exactly the permissions above (Strapi's assignPermissions adds and
 * removes only the difference, so an unchanged role is left as it is). Returns what it changed.
 */
export async function ensureBrandEditorRoles(strapi: Core.Strapi): Promise<string[]> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  const brands: { Slug: string; Name: string }[] = await strapi.db
    .query(BRAND_UID)
    .findMany({ where: { publishedAt: { $null: true } }, select: ['Slug', 'Name'], orderBy: { Slug: 'asc' } });
  const permissions = brandEditorPermissions(strapi);
  const changes: string[] = [];
  for (const brand of brands) {
    const code = brandRoleCode(brand.Slug);
    const name = `${brand.Name} editor`;
    const description = brandEditorRoleDescription(brand.Name);
    const existing = await roles.findOne({ code });
    let id: number;
    if (!existing) {
      ({ id } = await roles.create({ name, code, description }));
      changes.push(`role ${code} created`);
    } else {
      ({ id } = existing);
      if (existing.name !== name || existing.description !== description) {
        await roles.update({ id }, { name, description });
        changes.push(`role ${code} renamed`);
      }
    }
    await roles.assignPermissions(id, permissions);
  }
  // Strapi's own Editor and Author roles reach every brand's content: named so, and pointing to
  // the brand roles, so nobody invites a one-brand editor into them by mistake.
  for (const [code, name, description] of BUILT_IN_ROLES) {
    const existing = await roles.findOne({ code });
    if (existing && (existing.name !== name || existing.description !== description)) {
      await roles.update({ id: existing.id }, { name, description });
      changes.push(`role ${code} renamed to "${name}"`);
    }
  }
  return changes;
}

/** Strapi's built-in roles that are not brand-scoped: their name and description in the admin. */
export const BUILT_IN_ROLES: readonly [code: string, name: string, description: string][] = [
  [
    'strapi-editor',
    'Editor of every brand',
    "Edits and publishes every brand's content. For someone who works on one brand, pick that brand's editor role instead.",
  ],
  [
    'strapi-author',
    'Author of every brand',
    "Writes drafts of every brand's content. For someone who works on one brand, pick that brand's editor role instead.",
  ],
];
