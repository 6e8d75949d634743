/**
 * Every document in graphql/ against the real seeded CMS, for every demo brand, sent as the site
 * sends it (so within the CMS's GraphQL limits): no GraphQL errors, data where the seed says there
 * is some, and the depth limit fitting the deepest document exactly.
 */
import { Kind, parse, print, validate, buildSchema, type DocumentNode } from 'graphql';
import fs from 'fs';
import path from 'path';
import { GRAPHQL_DEPTH_LIMIT } from '../../cms/config/plugins';
import { GRAPHQL_BUDGET } from '../../cms/src/security/graphql-budget';
import { seedModules } from '../../cms/src/seed/data';
import type { SeedDocument } from '../../cms/src/seed/types';
import { siteDocuments } from '../support/site-documents';
import { asSentBySite, graphql, previewToken } from './support';

// graphql-depth-limit is what the CMS enforces (cms/node_modules); measured with it, not a copy.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const depthLimit = require('../../cms/node_modules/graphql-depth-limit') as (max: number) => unknown;

const documentsOf = (type: string): SeedDocument[] =>
  seedModules.flatMap((module) => (module.documents as Record<string, SeedDocument[] | undefined>)[type] ?? []);
const brands = documentsOf('brand').map((brand) => brand.Name as string);
const published = (type: string, brand: string) =>
  documentsOf(type).filter(
    (doc) => doc.$status !== 'draft' && ((doc.brands as string[] | undefined) ?? []).includes(brand),
  );

/** Every operation document the site sends, by operation name. */
const allOperations = siteDocuments().filter(({ document }) =>
  document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
);
/** The editor-preview documents: one document by documentId, read through the preview token. */
const isPreview = (name: string) => name.startsWith('Preview');
const operations = allOperations.filter(({ name }) => !isPreview(name));
const previewOperations = allOperations.filter(({ name }) => isPreview(name));

/** For each preview document, the collection that lists its type (to find a brand's document). */
const PREVIEW_COLLECTIONS: Record<string, string> = {
  PreviewBlogPost: 'blogPosts',
  PreviewDestination: 'destinations',
  PreviewExperience: 'experiences',
  PreviewJobPage: 'jobPages',
  PreviewProduct: 'products',
  PreviewProductV2: 'productsV2',
  PreviewSitemapPage: 'sitemapPages',
  PreviewStaticPage: 'staticPagesV2',
  PreviewTravelGuide: 'travelGuides',
};

/** Variables for an operation and a brand, taken from the seed (null: the operation is not per brand). */
function variablesFor(operation: string, brandName: string): Record<string, unknown> | null {
  const first = (type: string, key = 'Slug') => published(type, brandName)[0]?.[key] as string | undefined;
  switch (operation) {
    case 'Brands':
    case 'CountryList':
      return {};
    case 'BrandSiteSettings':
    case 'BrandWords':
    case 'Destinations':
    case 'Experiences':
    case 'Events':
    case 'JobPages':
    case 'News':
    case 'TravelEssentials':
    case 'TravelGuides':
    case 'InfoHubPages':
      return { brandName };
    case 'BlogList':
      return { brandName, isInfoBlog: false };
    case 'BlogPost':
      return { slug: published('blog-post', brandName).find((post) => !post.IsInfoBlog)?.Slug, isInfoBlog: false };
    case 'Destination':
      return { slug: first('destination'), brandName };
    case 'Experience':
      return { slug: first('experience'), brandName };
    case 'Product':
      return { slug: first('product'), brandName };
    case 'ProductV2':
      return {
        slug: published('product-v2', brandName).find((product) => !product.IsInfoHubPage)?.Slug,
        brandName,
        isInfoHubPage: false,
      };
    case 'TravelGuide':
      return { brandName, travelGuideSlug: first('travel-guide') };
    case 'StaticPageV2':
      return { brandName, pageName: 'home' };
    case 'SitemapPage':
      return { brandName };
    case 'SitemapEntries':
      return { brandName, start: 0 };
    case 'AutomatedMenu':
      // Every source the menu can name, so every list of the query runs.
      return {
        brandName,
        destinations: true,
        experiences: true,
        travelGuides: true,
        blog: true,
        infoBlogs: true,
        events: true,
        news: true,
        jobs: true,
        travelEssentials: true,
      };
    default:
      throw new Error(`No variables for ${operation}: add it to this table`);
  }
}

/** The root field whose list the seed fills for this brand (the document returned something real). */
const rootList = (data: Record<string, unknown>) => Object.values(data)[0];

describe('every GraphQL document runs against the seeded CMS', () => {
  it('covers the queries of docs/content-rules.md §7', () => {
    const names = operations.map((operation) => operation.name);
    for (const required of [
      'CountryList',
      'BlogList',
      'BlogPost',
      'Destinations',
      'Destination',
      'Events',
      'Experiences',
      'Experience',
      'JobPages',
      'News',
      'Product',
      'ProductV2',
      'TravelGuide',
      'TravelEssentials',
      'StaticPageV2',
    ]) {
      expect(names).toContain(required);
    }
  });

  describe.each(brands)('%s', (brandName) => {
    it.each(operations.map((operation) => operation.name))('%s: no errors, and data', async (name) => {
      const { document } = operations.find((operation) => operation.name === name)!;
      const variables = variablesFor(name, brandName)!;
      const result = await graphql(asSentBySite(document), variables);
      expect(result.errors).toBeUndefined();
      const list = rootList(result.data as Record<string, unknown>);
      expect(Array.isArray(list) ? list.length : list).toBeTruthy();
      // A quarter of the CMS's budget at most: content can grow fourfold before a page fails.
      const cost = result.extensions?.cost;
      expect(cost?.reads).toBeLessThanOrEqual(GRAPHQL_BUDGET.maxReads / 4);
      expect(cost?.items).toBeLessThanOrEqual(GRAPHQL_BUDGET.maxItems / 4);
      expect(cost?.bytes).toBeLessThanOrEqual(GRAPHQL_BUDGET.maxBytes / 4);
    });

    it.each([
      'BlogPost',
      'Destination',
      'Experience',
      'Product',
      'ProductV2',
      'TravelGuide',
      'StaticPageV2',
      'SitemapPage',
      'JobPages',
    ])('%s as a draft, with the preview token: no errors', async (name) => {
      const { document } = operations.find((operation) => operation.name === name)!;
      const result = await graphql(
        asSentBySite(document),
        { ...variablesFor(name, brandName), publicationStatus: 'DRAFT' },
        { token: previewToken() },
      );
      expect(result.errors).toBeUndefined();
      expect((rootList(result.data as Record<string, unknown>) as unknown[]).length).toBeGreaterThan(0);
    });
  });
});

describe('editor-preview documents', () => {
  it('cover every page-backed type', () => {
    expect(previewOperations.map(({ name }) => name).sort()).toEqual(Object.keys(PREVIEW_COLLECTIONS).sort());
  });

  describe.each(brands)('%s', (brandName) => {
    it.each(previewOperations.map(({ name }) => name))(
      '%s: a draft by documentId through the token, refused without it',
      async (name) => {
        const collection = PREVIEW_COLLECTIONS[name];
        const list = await graphql<Record<string, { documentId: string }[]>>(
          `query($brandName: String!) { ${collection}(filters: { brands: { Name: { eq: $brandName } } }, status: DRAFT) { documentId } }`,
          { brandName },
          { token: previewToken() },
        );
        const documentId = list.data?.[collection]?.[0]?.documentId;
        expect(documentId).toBeTruthy();
        const { document } = previewOperations.find((operation) => operation.name === name)!;
        const draft = await graphql(asSentBySite(document), { documentId, status: 'DRAFT' }, { token: previewToken() });
        expect(draft.errors).toBeUndefined();
        expect(rootList(draft.data as Record<string, unknown>)).toMatchObject({ documentId });
        const anonymous = await graphql(asSentBySite(document), { documentId, status: 'DRAFT' });
        expect(rootList((anonymous.data ?? {}) as Record<string, unknown>) ?? null).toBeNull();
        expect(anonymous.errors?.length).toBeGreaterThan(0);
      },
    );
  });
});

describe('News, optionally filtered by experience name (docs/content-rules.md §7)', () => {
  it.each(brands)('%s: all news without a name, only that experience’s with one', async (brandName) => {
    const news = print(allOperations.find(({ name }) => name === 'News')!.document);
    const all = await graphql<{ newsItems: { title: string; experiences: { Name: string }[] }[] }>(news, { brandName });
    expect(all.errors).toBeUndefined();
    expect(all.data!.newsItems.map((item) => item.title).sort()).toEqual(
      published('news-item', brandName)
        .map((item) => item.title as string)
        .sort(),
    );
    const experience = all.data!.newsItems[0].experiences[0].Name;
    const filtered = await graphql<{ newsItems: { experiences: { Name: string }[] }[] }>(news, {
      brandName,
      experienceName: experience,
    });
    expect(filtered.data!.newsItems.length).toBeGreaterThan(0);
    expect(filtered.data!.newsItems.length).toBeLessThanOrEqual(all.data!.newsItems.length);
    for (const item of filtered.data!.newsItems)
      expect(item.experiences.map((entry) => entry.Name)).toContain(experience);
  });
});

describe('depth limit', () => {
  const schema = buildSchema(fs.readFileSync(path.join(__dirname, '..', '..', 'cms', 'schema.graphql'), 'utf8'));
  const depthNeeded = (document: DocumentNode) => {
    for (let depth = 1; depth < 30; depth += 1) {
      if (validate(schema, document, [depthLimit(depth) as never]).length === 0) return depth;
    }
    return Infinity;
  };

  it(`every document fits the CMS's limit (${GRAPHQL_DEPTH_LIMIT}) and the deepest needs all of it`, () => {
    const depths = allOperations.map(({ name, document }) => ({ name, depth: depthNeeded(parse(print(document))) }));
    for (const { depth } of depths) expect(depth).toBeLessThanOrEqual(GRAPHQL_DEPTH_LIMIT);
    expect(Math.max(...depths.map(({ depth }) => depth))).toBe(GRAPHQL_DEPTH_LIMIT);
  });
});
