/**
 * Surrogate keys hold only if they agree with the repository (lib/cms/surrogate-keys.ts): the table
 * of root fields names the CMS's content types as Strapi's GraphQL names them, and every query of
 * the site reads root fields of that table. (That every document a page shows carries its
 * documentId in the answer is held by __tests__/unit/cms/document-identity.test.ts.)
 */
import fs from 'fs';
import path from 'path';
import { buildSchema, Kind, type GraphQLSchema } from 'graphql';
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
