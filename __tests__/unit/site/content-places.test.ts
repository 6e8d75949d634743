import fs from 'fs';
import path from 'path';
import { CONTENT_TYPE_MODELS, placeContent } from '@/lib/preview/content-places';
import { editable, fieldSources, objectSource, placeOf } from '@/lib/preview/content-source';

/** A blog post answer as GraphQL gives it, in the document's own order of sections. */
const answer = () => ({
  blogPosts: [
    {
      __typename: 'BlogPost',
      documentId: 'post1',
      Title: 'Nine weeks at camp',
      Hero: {
        __typename: 'ComponentBlocksHero',
        Title: 'Camp',
        BannerImage: { __typename: 'UploadFile', url: '/uploads/camp.jpg' },
        CallToAction: { __typename: 'ComponentSharedLink', Text: 'Apply', URL: '/apply' },
      },
      Section: [
        { __typename: 'ComponentBlocksBlogSection', id: '7', rank: 2, Content: 'Second', Images: [] },
        null,
        {
          __typename: 'ComponentBlocksBlogSection',
          id: '9',
          rank: 1,
          Content: 'First',
          Images: [
            { __typename: 'UploadFile', url: '/uploads/a.jpg' },
            { __typename: 'UploadFile', url: '/uploads/b.jpg' },
          ],
        },
      ],
      author: { __typename: 'Author', documentId: 'author1', FullName: 'Priya Shah', Photo: null },
      destination: { __typename: 'Destination', Name: 'Without its documentId' },
      LinkedBlogs: [{ __typename: 'BlogPost', documentId: 'post2', Title: 'Packing for camp' }],
    },
  ],
});

const params = (source: string | undefined) => Object.fromEntries(new URLSearchParams(source));

describe('placing a CMS answer (draft mode)', () => {
  const placed = placeContent(answer()).blogPosts[0];

  it('names a document field by its document, model and path', () => {
    expect(params(fieldSources(placed, { title: 'Title' })?.title)).toEqual({
      documentId: 'post1',
      model: 'api::blog-post.blog-post',
      kind: 'collectionType',
      path: 'Title',
    });
  });

  it('names a component’s fields by the component’s path in the document', () => {
    expect(params(fieldSources(placed.Hero, { title: 'Title' })?.title).path).toBe('Hero.Title');
    expect(params(fieldSources(placed.Hero.CallToAction, { text: 'Text' })?.text).path).toBe('Hero.CallToAction.Text');
  });

  it('indexes a repeatable component by its place in the document, whatever order the site shows it in', () => {
    expect(params(fieldSources(placed.Section[2], { content: 'Content' })?.content).path).toBe('Section.2.Content');
    expect(params(fieldSources(placed.Section[0], { content: 'Content' })?.content).path).toBe('Section.0.Content');
  });

  it('names a media file by the field that holds it; a multi-media field’s files share its path', () => {
    expect(params(objectSource(placed.Hero.BannerImage))).toMatchObject({
      documentId: 'post1',
      path: 'Hero.BannerImage',
    });
    expect(placed.Section[2]!.Images.map((file: unknown) => params(objectSource(file)).path)).toEqual([
      'Section.2.Images',
      'Section.2.Images',
    ]);
  });

  it('starts again at a related document: its fields are its own, edited in its own form', () => {
    expect(params(fieldSources(placed.author, { name: 'FullName' })?.name)).toMatchObject({
      documentId: 'author1',
      model: 'api::author.author',
      path: 'FullName',
    });
    expect(params(fieldSources(placed.LinkedBlogs[0], { title: 'Title' })?.title)).toMatchObject({
      documentId: 'post2',
      path: 'Title',
    });
  });

  it('leaves a document queried without its documentId unaddressed, rather than guess', () => {
    expect(placeOf(placed.destination)).toBeUndefined();
    expect(fieldSources(placed.destination, { name: 'Name' })).toBeUndefined();
  });

  it('copies the answer: the cache’s own objects stay as they were, and the place never serialises', () => {
    const original = answer();
    const copy = placeContent(original);
    expect(placeOf(original.blogPosts[0])).toBeUndefined();
    expect(JSON.parse(JSON.stringify(copy))).toEqual(original);
    expect({ ...copy.blogPosts[0] }).not.toHaveProperty('__contentPlace');
  });
});

describe('a visitor’s answer (never placed)', () => {
  it('has no sources, and so no attribute', () => {
    const raw = answer().blogPosts[0];
    expect(fieldSources(raw, { title: 'Title' })).toBeUndefined();
    expect(objectSource(raw.Hero.BannerImage)).toBeUndefined();
    expect(editable(undefined)).toBeUndefined();
  });
});

describe('the data-strapi-source attribute', () => {
  it('carries the field’s type as the admin’s script reads it', () => {
    const placed = placeContent(answer()).blogPosts[0];
    const attribute = editable(fieldSources(placed, { title: 'Title' })?.title, 'string')!['data-strapi-source'];
    expect(params(attribute)).toEqual({
      documentId: 'post1',
      path: 'Title',
      model: 'api::blog-post.blog-post',
      kind: 'collectionType',
      type: 'string',
    });
  });
});

describe('the content types placed', () => {
  const apiRoot = path.join(__dirname, '../../../cms/src/api');
  const schemas = fs.readdirSync(apiRoot).flatMap((api) =>
    fs.readdirSync(path.join(apiRoot, api, 'content-types')).map((type) => ({
      api,
      type,
      schema: JSON.parse(fs.readFileSync(path.join(apiRoot, api, 'content-types', type, 'schema.json'), 'utf8')),
    })),
  );
  // Strapi's GraphQL names a type after its singular name in PascalCase (product-v2 → ProductV2).
  const typeName = (singular: string) =>
    singular.replace(/(^|-)([a-z0-9])/g, (_, __, char: string) => char.toUpperCase());

  it('are every public content type of the CMS, by its GraphQL type name and uid', () => {
    const expected = Object.fromEntries(
      schemas
        .filter(({ api }) => api !== 'newsletter-signup')
        .map(({ api, type, schema }) => [typeName(schema.info.singularName), `api::${api}.${type}`]),
    );
    expect(CONTENT_TYPE_MODELS).toEqual(expected);
  });

  it('are all collection types without locales, as the attribute says', () => {
    for (const { schema } of schemas) {
      expect(schema.kind).toBe('collectionType');
      expect(schema.pluginOptions?.i18n).toBeUndefined();
    }
  });
});

describe('a field left empty', () => {
  it('has no source: what shows in its place is the site’s own wording', () => {
    const placed = placeContent({
      blogPosts: [
        { __typename: 'BlogPost', documentId: 'p', Title: 'Shown', SubTitle: '  ', TagLine: null, MinsToRead: 0 },
      ],
    }).blogPosts[0];
    const sources = fieldSources(placed, {
      title: 'Title',
      subTitle: 'SubTitle',
      tagLine: 'TagLine',
      minutes: 'MinsToRead',
    });
    expect(Object.keys(sources!)).toEqual(['title', 'minutes']);
  });
});
