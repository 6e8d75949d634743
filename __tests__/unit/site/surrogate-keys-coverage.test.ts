/**
 * Surrogate keys hold only if they agree with the repository (lib/cms/surrogate-keys.ts): the table
 * of root fields names the CMS's content types as Strapi's GraphQL names them, every query of the
 * site reads root fields of that table, and every document a page shows carries its documentId in
 * the answer (how the page learns to be marked stale when that document is published).
 */
import fs from 'fs';
import path from 'path';
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { ROOT_FIELD_MODELS } from '@/lib/cms/surrogate-keys';
import { PRIVATE_TYPES } from '@/cms/src/security/private-types';
import { siteDocuments } from '../../support/site-documents';

const ROOT = path.join(__dirname, '../../..');

/** Strapi's GraphQL field names: lodash's camelCase of the content type's names (`products-v2` → `productsV2`). */
const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

interface ContentType {
  uid: string;
  kind: string;
  singularName: string;
  pluralName: string;
}

function contentTypes(): ContentType[] {
  const api = path.join(ROOT, 'cms/src/api');
  return fs.readdirSync(api).flatMap((apiName) => {
    const dir = path.join(api, apiName, 'content-types');
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir).flatMap((typeName) => {
      const file = path.join(dir, typeName, 'schema.json');
      if (!fs.existsSync(file)) return [];
      const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        kind: string;
        info: { singularName: string; pluralName: string };
      };
      return [
        {
          uid: `api::${apiName}.${typeName}`,
          kind: schema.kind,
          singularName: schema.info.singularName,
          pluralName: schema.info.pluralName,
        },
      ];
    });
  });
}

const schema: GraphQLSchema = buildSchema(fs.readFileSync(path.join(ROOT, 'cms/schema.graphql'), 'utf8'));

describe('ROOT_FIELD_MODELS agrees with the CMS', () => {
  const collections = contentTypes().filter(
    (type) => type.kind === 'collectionType' && !PRIVATE_TYPES.includes(type.uid),
  );
  /** Every root field Strapi's GraphQL gives a public collection, with the model it reads. */
  const strapiFields = new Map(
    collections.flatMap((type) => [
      [camelCase(type.pluralName), type.singularName],
      [camelCase(type.singularName), type.singularName],
    ]),
  );

  it('reads the content types (the guard guards something)', () => {
    expect(collections.map((type) => type.singularName)).toEqual(
      expect.arrayContaining(['blog-post', 'brand', 'brand-setting', 'product-v2', 'static-page-v2']),
    );
    expect(collections.map((type) => type.singularName)).not.toContain('newsletter-signup');
  });

  it('names fields as the CMS schema has them (so the naming rule above is Strapi’s)', () => {
    const query = schema.getQueryType()!.getFields();
    expect([...strapiFields.keys()].filter((field) => !query[field])).toEqual([]);
  });

  it('has only fields Strapi gives a collection, each mapped to that collection’s singularName', () => {
    const wrong = Object.entries(ROOT_FIELD_MODELS)
      .filter(([field, model]) => strapiFields.get(field) !== model)
      .map(([field, model]) => `${field} → ${model} (Strapi: ${strapiFields.get(field) ?? 'no such field'})`);
    expect(wrong).toEqual([]);
  });

  it('knows every root field of every operation the site sends (none falls to t:*)', () => {
    const documents = siteDocuments();
    expect(documents.length).toBeGreaterThan(20);
    const unknown = documents.flatMap(({ name, document }) =>
      document.definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION
          ? definition.selectionSet.selections
              .filter((selection) => selection.kind === Kind.FIELD && selection.name.value !== '__typename')
              .map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : ''))
              .filter((field) => !(field in ROOT_FIELD_MODELS))
              .map((field) => `${name}: ${field}`)
          : [],
      ),
    );
    expect(unknown).toEqual([]);
  });
});

/** Every .graphql file of the site (queries, shared fragments, each block's fragment). */
function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'node_modules' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** Media: a file's own record. Pages show a file by its URL; the webhook treats media events as a full soft purge. */
const EXCLUDED_TYPES = new Set(['UploadFile']);

const hasDocumentId = (typeName: string) => {
  const type = schema.getType(typeName);
  return (isObjectType(type) || isInterfaceType(type)) && 'documentId' in type.getFields();
};

/**
 * The selection sets on a type with a documentId that do not put `documentId` in the answer
 * (directly, under its own name, or through an inline fragment or a fragment spread that does).
 */
function missingDocumentIds(
  definitions: { source: string; definition: DefinitionNode }[],
  fragments: Map<string, FragmentDefinitionNode>,
  excluded: ReadonlySet<string> = EXCLUDED_TYPES,
): { checked: number; missing: string[] } {
  const selectsDocumentId = (set: SelectionSetNode, typeName: string, seen: Set<string>): boolean =>
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD)
        return selection.name.value === 'documentId' && (selection.alias?.value ?? 'documentId') === 'documentId';
      if (selection.kind === Kind.INLINE_FRAGMENT)
        return (
          (!selection.typeCondition || selection.typeCondition.name.value === typeName) &&
          selectsDocumentId(selection.selectionSet, typeName, seen)
        );
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value) || fragment.typeCondition.name.value !== typeName) return false;
      return selectsDocumentId(fragment.selectionSet, typeName, new Set([...seen, fragment.name.value]));
    });

  const missing: string[] = [];
  let checked = 0;
  for (const { source, definition } of definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    const name = definition.name?.value ?? '(anonymous)';
    const typeInfo = new TypeInfo(schema);
    const fieldPath: string[] = [];
    visit(
      definition,
      visitWithTypeInfo(typeInfo, {
        Field: {
          enter: (field) => void fieldPath.push(field.alias?.value ?? field.name.value),
          leave: () => void fieldPath.pop(),
        },
        SelectionSet: (set) => {
          const type = getNamedType(typeInfo.getParentType());
          if (!type || excluded.has(type.name) || !hasDocumentId(type.name)) return;
          checked += 1;
          if (!selectsDocumentId(set, type.name, new Set())) {
            missing.push(
              `${source} ${definition.kind === Kind.FRAGMENT_DEFINITION ? 'fragment' : 'query'} ${name}: ${fieldPath.join('.') || '(root)'} on ${type.name}`,
            );
          }
        },
      }),
    );
  }
  return { checked, missing };
}

describe('a page records every document it showed', () => {
  const files = [...graphqlFiles(path.join(ROOT, 'graphql')), ...graphqlFiles(path.join(ROOT, 'components'))];
  const definitions = files.flatMap((file) =>
    parse(fs.readFileSync(file, 'utf8')).definitions.map((definition) => ({
      source: path.relative(ROOT, file),
      definition,
    })),
  );
  // The dynamic zones' fragments are made by codegen.ts: the generated documents hold them.
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of siteDocuments())
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  for (const { definition } of definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  it('reads the queries and the blocks’ fragments (the guard guards something)', () => {
    const names = definitions.map(({ definition }) => ('name' in definition ? definition.name?.value : undefined));
    expect(names).toEqual(
      expect.arrayContaining(['BlogPost', 'StaticPageV2', 'BrandRef', 'SiteSettings', 'CrossSell', 'Hero']),
    );
    expect(files.some((file) => file.includes(`${path.sep}components${path.sep}blocks${path.sep}`))).toBe(true);
  });

  it('finds a selection without documentId, directly or behind a fragment (the check can fail)', () => {
    const probe = parse(`
      fragment NoId on Brand { Name }
      fragment PostId on BlogPost { documentId }
      fragment PostCard on BlogPost { ...PostId Title }
      query Probe {
        blogPosts { Title author { FullName } brands { ...NoId } LinkedBlogs { ...PostCard } }
        destinations { id: documentId Name }
        experiences { ... on Experience { documentId } Name }
      }
    `);
    const probeFragments = new Map(
      probe.definitions
        .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((definition) => [definition.name.value, definition]),
    );
    const { missing: found } = missingDocumentIds(
      probe.definitions.map((definition) => ({ source: 'probe', definition })),
      probeFragments,
    );
    // A documentId under another name (`id: documentId`) is not in the answer as a documentId.
    expect(found).toEqual([
      'probe fragment NoId: (root) on Brand',
      'probe query Probe: blogPosts on BlogPost',
      'probe query Probe: blogPosts.author on Author',
      'probe query Probe: blogPosts.brands on Brand',
      'probe query Probe: destinations on Destination',
    ]);
  });

  it('media (UploadFile) has a documentId in the CMS schema, and is excluded on purpose', () => {
    // Pages show a file by its URL, and webhookTags answers a media event with null (a full soft
    // purge): a file's documentId would mark nothing a media event does not already mark.
    expect(hasDocumentId('UploadFile')).toBe(true);
    const media = definitions.filter(({ definition }) => 'name' in definition && definition.name?.value === 'Media');
    expect(missingDocumentIds(media, fragments, new Set()).missing).toEqual([
      'graphql/fragments/common.graphql fragment Media: (root) on UploadFile',
    ]);
  });

  it('every selection on a type with a documentId selects it', () => {
    const { checked, missing } = missingDocumentIds(definitions, fragments);
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
