/**
 * Every selection of a Strapi document selects its documentId, for two reasons:
 *
 * - the Apollo cache normalises every document by documentId (lib/cms/apollo-cache.ts): a selection
 *   that leaves it out is stored inside its parent instead, and then replaces the normalised
 *   reference another query of the same page wrote, so that page's cache-only read misses fields
 *   and renders nothing;
 * - a page records the documents it showed by their documentId (lib/cms/surrogate-keys.ts): a
 *   document without it in the answer is one whose publish would not mark the page stale.
 *
 * Media (UploadFile) is the exception: it is selected as a value and merged (createCache), pages
 * show a file by its URL, and the webhook answers a media event by marking everything stale.
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
import { siteDocuments } from '../../support/site-documents';

const ROOT = path.join(__dirname, '../../..');
const schema: GraphQLSchema = buildSchema(fs.readFileSync(path.join(ROOT, 'cms/schema.graphql'), 'utf8'));

/** Every .graphql file of the site (queries, shared fragments, each block's fragment). */
function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'node_modules' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** Media: selected as a value, shown by its URL (see above). */
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

describe('every selection of a document selects its documentId', () => {
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
