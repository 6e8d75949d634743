/**
 * The cache normalises every Strapi document by documentId (lib/cms/client.ts createCache). A
 * selection of a document that leaves documentId out is stored inside its parent instead, and then
 * replaces the normalised reference another query of the same page wrote: that page's cache-only
 * read misses fields and renders nothing. So every selection of a document type selects documentId.
 * Media (UploadFile) is the exception: it is selected as a value and merged (createCache).
 */
import fs from 'fs';
import path from 'path';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';

const root = path.join(__dirname, '..', '..', '..');
const schema = buildSchema(fs.readFileSync(path.join(root, 'cms', 'schema.graphql'), 'utf8'));

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

const documents = graphqlFiles(path.join(root, 'graphql')).map((file) => ({
  file: path.relative(root, file),
  document: parse(fs.readFileSync(file, 'utf8')),
}));
const fragmentsByName = new Map(
  documents.flatMap(({ document }) =>
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  ),
);

/** Does this selection set select documentId, directly or through its fragments? */
function selectsDocumentId(selectionSet: SelectionSetNode, seen = new Set<string>()): boolean {
  return selectionSet.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === 'documentId' && !selection.alias;
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectsDocumentId(selection.selectionSet, seen);
    const name = selection.name.value;
    if (seen.has(name)) return false;
    seen.add(name);
    const fragment = fragmentsByName.get(name);
    return fragment ? selectsDocumentId(fragment.selectionSet, seen) : false;
  });
}

function selectionsWithoutIdentity(file: string, document: DocumentNode): string[] {
  const typeInfo = new TypeInfo(schema);
  const problems: string[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (!node.selectionSet) return;
        const type = getNamedType(typeInfo.getType());
        if (!type || !isObjectType(type) || !type.getFields().documentId || type.name === 'UploadFile') return;
        if (!selectsDocumentId(node.selectionSet))
          problems.push(
            `${file}: ${typeInfo.getParentType()?.name}.${node.name.value} (${type.name}) does not select documentId`,
          );
      },
    }),
  );
  return problems;
}

describe('GraphQL documents', () => {
  it('are all found', () => {
    expect(documents.length).toBeGreaterThan(5);
  });

  it('select documentId wherever they select a Strapi document', () => {
    expect(documents.flatMap(({ file, document }) => selectionsWithoutIdentity(file, document))).toEqual([]);
  });
});
