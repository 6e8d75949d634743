/**
 * The rules behind brand editors, on the CMS's real schemas (the contract tier checks them on the
 * real CMS): who is a brand editor, the condition's filter as Strapi's in-memory check reads it,
 * and the relations the write guard compares before and after a write.
 */
import fs from 'fs';
import path from 'path';
import { brandFilter, brandPathOf, brandsOf } from '../../../cms/src/security/brand-scope';
import { relationPopulate, relationTargets } from '../../../cms/src/security/brand-write-guard';

// Strapi's permission engine checks a condition against a document with sift (its own query
// tester over a subset of operators, @strapi/permissions); the same library, from the CMS's install.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sift = require('../../../cms/node_modules/sift').default as (query: object) => (value: object) => boolean;

const cms = path.join(__dirname, '..', '..', '..', 'cms', 'src');
const schemaOf = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(cms, 'api', name, 'content-types', name, 'schema.json'), 'utf8'));
const components = Object.fromEntries(
  fs
    .readdirSync(path.join(cms, 'components'))
    .flatMap((category) =>
      fs
        .readdirSync(path.join(cms, 'components', category))
        .map((file) => [
          `${category}.${file.replace(/\.json$/, '')}`,
          JSON.parse(fs.readFileSync(path.join(cms, 'components', category, file), 'utf8')),
        ]),
    ),
);

const role = (code: string) => ({ code });

describe('brandsOf', () => {
  it("reads an editor's brands from their roles' codes, sorted and without repeats", () => {
    expect(brandsOf({ roles: [role('brand-editor-wayfarer')] })).toEqual(['wayfarer']);
    expect(
      brandsOf({ roles: [role('brand-editor-wayfarer'), role('strapi-editor'), role('brand-editor-bunac')] }),
    ).toEqual(['bunac', 'wayfarer']);
  });

  it('leaves super admins and users without a brand role unscoped', () => {
    expect(brandsOf({ roles: [role('strapi-super-admin'), role('brand-editor-wayfarer')] })).toBeNull();
    expect(brandsOf({ roles: [role('strapi-editor')] })).toBeNull();
    expect(brandsOf({ roles: [] })).toBeNull();
    expect(brandsOf(undefined)).toBeNull();
  });
});

describe('the brand condition', () => {
  const timberline = ['timberline'];
  const matches = (uid: string, name: string, document: object, slugs = timberline) => {
    const filter = brandFilter(brandPathOf(uid, uid === 'api::brand.brand' ? undefined : schemaOf(name)), slugs);
    return filter === false ? false : sift(filter)(document);
  };

  it("matches a document of the editor's brand, including one shared with another brand", () => {
    const post = 'api::blog-post.blog-post';
    expect(matches(post, 'blog-post', { brands: [{ Slug: 'timberline' }] })).toBe(true);
    expect(matches(post, 'blog-post', { brands: [{ Slug: 'wayfarer' }, { Slug: 'timberline' }] })).toBe(true);
  });

  it("refuses another brand's document and one with no brand", () => {
    const post = 'api::blog-post.blog-post';
    expect(matches(post, 'blog-post', { brands: [{ Slug: 'wayfarer' }] })).toBe(false);
    expect(matches(post, 'blog-post', { brands: [] })).toBe(false);
    expect(matches(post, 'blog-post', { brands: [{ Slug: 'timberline' }] }, [])).toBe(false);
  });

  it("scopes a brand's settings by their one brand, and the brands themselves by slug", () => {
    const settings = 'api::brand-setting.brand-setting';
    expect(matches(settings, 'brand-setting', { brand: { Slug: 'timberline' } })).toBe(true);
    expect(matches(settings, 'brand-setting', { brand: { Slug: 'bunac' } })).toBe(false);
    expect(matches('api::brand.brand', 'brand', { Slug: 'timberline' })).toBe(true);
    expect(matches('api::brand.brand', 'brand', { Slug: 'wayfarer' })).toBe(false);
  });

  it('grants nothing on shared content (authors, countries), which editors read without it', () => {
    expect(brandPathOf('api::author.author', schemaOf('author'))).toBeUndefined();
    expect(matches('api::author.author', 'author', { Name: 'Anyone' })).toBe(false);
  });
});

describe("the write guard's view of a document's relations", () => {
  const page = schemaOf('static-page-v2');

  it('reaches relations inside dynamic-zone components', () => {
    const populate = relationPopulate(page, components) as Record<string, any>;
    expect(populate.brands).toEqual({ fields: ['documentId'] });
    expect(populate.Sections.on['blocks.cross-sell'].populate.destinations).toEqual({ fields: ['documentId'] });
    expect(populate.Sections.on['blocks.travel-guides-slider'].populate).toBeDefined();
    // Blocks without relations are not loaded at all.
    expect(populate.Sections.on['blocks.rich-text']).toBeUndefined();
  });

  it('lists every linked document with the field that links it', () => {
    const targets = relationTargets(page, components, {
      brands: [{ documentId: 'b1' }],
      Sections: [
        { __component: 'blocks.rich-text', Body: 'text' },
        { __component: 'blocks.cross-sell', destinations: [{ documentId: 'd1' }, { documentId: 'd2' }] },
      ],
    });
    expect([...targets.values()].sort((a, b) => a.documentId.localeCompare(b.documentId))).toEqual([
      { field: 'brands', target: 'api::brand.brand', documentId: 'b1' },
      { field: 'Sections.destinations', target: 'api::destination.destination', documentId: 'd1' },
      { field: 'Sections.destinations', target: 'api::destination.destination', documentId: 'd2' },
    ]);
  });

  it('tells apart the same document linked from two fields', () => {
    const targets = relationTargets(page, components, {
      Sections: [
        { __component: 'blocks.cross-sell', destinations: [{ documentId: 'd1' }] },
        { __component: 'blocks.cross-sell', destinations: [{ documentId: 'd1' }] },
      ],
    });
    // One field, one link however often it repeats; a link in another field is another key.
    expect(targets.size).toBe(1);
    const post = schemaOf('blog-post');
    const linked = relationTargets(post, components, {
      destination: { documentId: 'd1' },
      brands: [{ documentId: 'd1' }],
    });
    expect([...linked.keys()].sort()).toEqual([
      'brands|api::brand.brand|d1',
      'destination|api::destination.destination|d1',
    ]);
  });
});
