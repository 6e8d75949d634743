/**
 * Every relation the seed defines is there in the published content, inside components and
 * dynamic zones too. Publishing order matters in Strapi (a published document links only to
 * targets already published), and the seed's relations form cycles, so this checks the seed engine's
 * ordering and re-publishing against the real CMS, for every content type.
 */
import fs from 'fs';
import path from 'path';
import { seedModules } from '../../cms/src/seed/data';
import { NATURAL_KEYS, type ContentTypeName, type SeedDocument } from '../../cms/src/seed/types';
import { graphqlData } from './support';

const cmsSrc = path.join(__dirname, '..', '..', 'cms', 'src');
interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
}
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const contentTypeSchema = (type: string) =>
  readJson(path.join(cmsSrc, 'api', type, 'content-types', type, 'schema.json'));
const componentAttributes = (uid: string): Record<string, Attribute> => {
  const [category, name] = uid.split('.');
  return readJson(path.join(cmsSrc, 'components', category, `${name}.json`)).attributes;
};
const pascal = (value: string) =>
  value
    .split(/[-_]/)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
const camel = (value: string) => value.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const componentTypeName = (uid: string) => `Component${pascal(uid.split('.')[0])}${pascal(uid.split('.')[1])}`;
const keyField = (type: string) => NATURAL_KEYS[type as ContentTypeName] ?? 'Slug';
const targetTypeOf = (attribute: Attribute) => attribute.target!.split('.')[1];

/** The GraphQL selection of every relation reachable from these attributes (through components). */
function relationSelection(attributes: Record<string, Attribute>): string {
  const parts: string[] = [];
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'relation') {
      const single = /ToOne$/.test(attribute.relation ?? '');
      parts.push(`${name}${single ? '' : '(pagination: { limit: 100 })'} { ${keyField(targetTypeOf(attribute))} }`);
    } else if (attribute.type === 'component') {
      const inner = relationSelection(componentAttributes(attribute.component!));
      if (inner) parts.push(`${name} { ${inner} }`);
    } else if (attribute.type === 'dynamiczone') {
      const fragments = attribute
        .components!.map((uid) => [uid, relationSelection(componentAttributes(uid))] as const)
        .filter(([, inner]) => inner)
        .map(([uid, inner]) => `... on ${componentTypeName(uid)} { ${inner} }`);
      if (fragments.length) parts.push(`${name} { __typename ${fragments.join(' ')} }`);
    }
  }
  return parts.join(' ');
}

/** Flattens relation targets into "path → sorted type:key" for comparison. */
function collect(
  attributes: Record<string, Attribute>,
  value: Record<string, unknown> | null | undefined,
  prefix: string,
  out: Map<string, string[]>,
  fromSeed: boolean,
) {
  if (!value) return;
  for (const [name, attribute] of Object.entries(attributes)) {
    const field = value[name];
    if (field == null) continue;
    const where = `${prefix}.${name}`;
    if (attribute.type === 'relation') {
      const targetType = targetTypeOf(attribute);
      const keys = (Array.isArray(field) ? field : [field]).map(
        (target) => `${targetType}:${fromSeed ? target : (target as Record<string, unknown>)[keyField(targetType)]}`,
      );
      out.set(where, [...(out.get(where) ?? []), ...keys].sort());
    } else if (attribute.type === 'component') {
      (Array.isArray(field) ? field : [field]).forEach((entry) =>
        collect(componentAttributes(attribute.component!), entry as Record<string, unknown>, where, out, fromSeed),
      );
    } else if (attribute.type === 'dynamiczone') {
      (field as Record<string, unknown>[]).forEach((entry) => {
        const uid = fromSeed
          ? (entry.__component as string)
          : attribute.components!.find((candidate) => componentTypeName(candidate) === entry.__typename)!;
        collect(componentAttributes(uid), entry, `${where}<${uid}>`, out, fromSeed);
      });
    }
  }
}

const seeded = (type: string): SeedDocument[] =>
  seedModules.flatMap((module) => (module.documents as Record<string, SeedDocument[] | undefined>)[type] ?? []);
const draftOnlyKeys = new Set(
  seedModules.flatMap((module) =>
    Object.entries(module.documents).flatMap(([type, docs]) =>
      (docs ?? []).filter((doc) => doc.$status === 'draft').map((doc) => `${type}:${doc[keyField(type)]}`),
    ),
  ),
);

const typesWithRelations = fs
  .readdirSync(path.join(cmsSrc, 'api'))
  .filter((type) => relationSelection(contentTypeSchema(type).attributes) && seeded(type).length > 0);

describe('published relations of the seeded content', () => {
  it.each(typesWithRelations)('%s: every relation the seed defines is published', async (type) => {
    const schema = contentTypeSchema(type);
    const attributes: Record<string, Attribute> = schema.attributes;
    const field = camel(schema.info.pluralName);
    // A static page is named by its PageName within its brand.
    const scoped = type === 'static-page-v2' ? 'scope: brands { Name }' : '';
    const data = await graphqlData(
      `{ list: ${field}(pagination: { limit: 100 }) { ${keyField(type)} ${scoped} ${relationSelection(attributes)} } }`,
    );
    const keyOf = (doc: Record<string, any>) =>
      type === 'static-page-v2'
        ? `${doc.scope?.[0]?.Name ?? doc.brands[0]}/${doc.PageName}`
        : String(doc[keyField(type)]);
    const published = new Map(data.list.map((doc: Record<string, any>) => [keyOf(doc), doc]));

    for (const doc of seeded(type).filter((candidate) => candidate.$status !== 'draft')) {
      const key = keyOf(doc);
      expect(published.has(key)).toBe(true);
      const expected = new Map<string, string[]>();
      collect(attributes, doc, key, expected, true);
      const actual = new Map<string, string[]>();
      collect(attributes, published.get(key) as Record<string, unknown>, key, actual, false);
      for (const [where, keys] of expected) {
        // A published document never links to a draft-only one.
        const withoutDrafts = keys.filter((target) => !draftOnlyKeys.has(target));
        expect({ where, keys: actual.get(where) ?? [] }).toEqual({ where, keys: withoutDrafts });
      }
    }
  });
});
