import { parse, type DocumentNode } from 'graphql';
import { addressTag, answerTags, entryId, ReadLog, ROOT_FIELD_MODELS, webhookTags } from '@/lib/cms/surrogate-keys';
import { noSitemapEntries } from '@/__tests__/support/fixtures';
import { BlogListDocument } from '@/graphql/generated/documents/BlogList';
import { BlogPostDocument } from '@/graphql/generated/documents/BlogPost';
import { BrandsDocument } from '@/graphql/generated/documents/Brands';
import { DestinationsDocument } from '@/graphql/generated/documents/Destinations';
import { NewsDocument } from '@/graphql/generated/documents/News';
import { PreviewBlogPostDocument } from '@/graphql/generated/documents/PreviewBlogPost';
import { SitemapEntriesDocument } from '@/graphql/generated/documents/SitemapEntries';
import { StaticPageV2Document } from '@/graphql/generated/documents/StaticPageV2';

/** Tags in a stable order, so a table can name them as a set (and a duplicate shows). */
const tagsOf = (document: DocumentNode, data: unknown) => answerTags(document, data).sort();
const sorted = (tags: string[]) => [...tags].sort();

describe('answerTags: what a CMS answer showed', () => {
  describe('real documents of the site', () => {
    it.each<[string, DocumentNode, unknown, string[]]>([
      [
        'the blog list: every post and every document inside them, and the collection',
        BlogListDocument,
        {
          blogPosts: [
            {
              __typename: 'BlogPost',
              documentId: 'post1',
              Title: 'Camp',
              blog_types: [{ documentId: 'type1', Name: 'Stories' }],
              author: { documentId: 'author1', FullName: 'Priya' },
              Hero: { BannerImage: { url: '/uploads/a.jpg' } },
            },
            null,
            { __typename: 'BlogPost', documentId: 'post2', blog_types: [], author: null, Hero: null },
          ],
        },
        ['d:author1', 'd:post1', 'd:post2', 'd:type1', 't:blog-post'],
      ],
      [
        'an empty blog list: still its collection (a first published post joins it)',
        BlogListDocument,
        { blogPosts: [] },
        ['t:blog-post'],
      ],
      [
        'a blog post found by its Slug: its documents only, not every blog post',
        BlogPostDocument,
        {
          blogPosts: [
            {
              documentId: 'post1',
              Slug: 'camp',
              author: { documentId: 'author1' },
              destination: { documentId: 'dest1' },
              blog_types: [{ documentId: 'type1' }],
              brands: [{ documentId: 'brand1', SeoDetails: { SiteDomainName: 'a.localhost' } }],
              LinkedBlogs: [{ documentId: 'post2', author: { documentId: 'author2' } }],
              Section: [{ id: '1', Images: [{ url: '/uploads/x.jpg' }] }],
            },
          ],
        },
        ['d:author1', 'd:author2', 'd:brand1', 'd:dest1', 'd:post1', 'd:post2', 'd:type1'],
      ],
      [
        'a blog post that was not found: its collection (a post published at that Slug fills it)',
        BlogPostDocument,
        { blogPosts: [] },
        ['t:blog-post'],
      ],
      [
        'a blog post lookup answered with only nulls: not found',
        BlogPostDocument,
        { blogPosts: [null] },
        ['t:blog-post'],
      ],
      ['a blog post lookup without data at all: not found', BlogPostDocument, null, ['t:blog-post']],
      [
        'a static page found by its PageName',
        StaticPageV2Document,
        { staticPagesV2: [{ documentId: 'page1', PageName: 'privacy-policy', brands: [{ documentId: 'brand1' }] }] },
        ['d:brand1', 'd:page1'],
      ],
      ['a static page not found by its PageName', StaticPageV2Document, { staticPagesV2: [] }, ['t:static-page-v2']],
      [
        'the destinations list, with each destination’s country',
        DestinationsDocument,
        {
          destinations: [
            { documentId: 'dest1', country: { documentId: 'country1' } },
            { documentId: 'dest2', country: { documentId: 'country1' } },
          ],
        },
        ['d:country1', 'd:dest1', 'd:dest2', 't:destination'],
      ],
      [
        'the brands (every page resolves its brand from them)',
        BrandsDocument,
        { brands: [{ documentId: 'brand1', countries: [{ documentId: 'country1' }] }] },
        ['d:brand1', 'd:country1', 't:brand'],
      ],
      [
        'the news, filtered by an experience’s Name: a list, not a lookup',
        NewsDocument,
        { newsItems: [{ documentId: 'news1', experiences: [{ documentId: 'exp1' }] }] },
        ['d:exp1', 'd:news1', 't:news-item'],
      ],
      [
        'a preview lookup by its documentId argument that found its document',
        PreviewBlogPostDocument,
        { blogPost: { documentId: 'post1', Slug: 'camp', brands: [{ documentId: 'brand1' }] } },
        ['d:brand1', 'd:post1'],
      ],
      [
        'a preview lookup by its documentId argument that found nothing',
        PreviewBlogPostDocument,
        { blogPost: null },
        ['t:blog-post'],
      ],
    ])('%s', (_name, document, data, expected) => {
      expect(tagsOf(document, data)).toEqual(sorted(expected));
    });

    it('tags every collection a several-list operation reads (the sitemap)', () => {
      const empty = noSitemapEntries();
      const tags = tagsOf(SitemapEntriesDocument, { ...empty, events: [{ documentId: 'event1' }] });
      expect(tags).toEqual(
        expect.arrayContaining([
          'd:event1',
          't:blog-post',
          't:destination',
          't:event',
          't:experience',
          't:job-page',
          't:news-item',
          't:product',
          't:product-v2',
          't:sitemap-page',
          't:static-page-v2',
          't:travel-essential',
          't:travel-guide',
        ]),
      );
      // A list added to the query (a new page type's) is tagged by its model too.
      const models = Object.keys(empty).map((field) => ROOT_FIELD_MODELS[field]);
      expect(models).not.toContain(undefined);
      expect(tags).toEqual(expect.arrayContaining(models.map((model) => `t:${model}`)));
    });
  });

  describe('the lookup rule, on small documents', () => {
    const found = (key: string) => ({ [key]: [{ documentId: 'doc1' }] });

    it.each<[string, string, unknown, string[]]>([
      [
        'an eq on Slug',
        'query { blogPosts(filters: { Slug: { eq: "a" } }) { documentId } }',
        found('blogPosts'),
        ['d:doc1'],
      ],
      [
        'an eq on PageName',
        'query { staticPagesV2(filters: { PageName: { eq: "a" } }) { documentId } }',
        found('staticPagesV2'),
        ['d:doc1'],
      ],
      [
        'an eq on documentId in the filters',
        'query ($id: ID) { destinations(filters: { documentId: { eq: $id } }) { documentId } }',
        found('destinations'),
        ['d:doc1'],
      ],
      [
        'an eq on Slug under an alias (the answer’s key is the alias)',
        'query { post: blogPosts(filters: { Slug: { eq: "a" } }) { documentId } }',
        { post: [{ documentId: 'doc1' }] },
        ['d:doc1'],
      ],
      [
        'an aliased lookup that found nothing, beside the same field found under its own name',
        'query { post: blogPosts(filters: { Slug: { eq: "a" } }) { documentId } blogPosts(filters: { Slug: { eq: "b" } }) { documentId } }',
        { post: [], blogPosts: [{ documentId: 'other' }] },
        ['d:other', addressTag('blog-post', 'a')],
      ],
      [
        'an eq on a field that is not an address (Name): a list',
        'query { destinations(filters: { Name: { eq: "a" } }) { documentId } }',
        found('destinations'),
        ['d:doc1', 't:destination'],
      ],
      [
        'an eq on a related document’s Slug: a list of this collection',
        'query { newsItems(filters: { experiences: { Slug: { eq: "a" } } }) { documentId } }',
        found('newsItems'),
        ['d:doc1', 't:news-item'],
      ],
      [
        'another operator on Slug (containsi): a list',
        'query { blogPosts(filters: { Slug: { containsi: "a" } }) { documentId } }',
        found('blogPosts'),
        ['d:doc1', 't:blog-post'],
      ],
      [
        'an eq on Slug given as null: no lookup',
        'query { blogPosts(filters: { Slug: { eq: null } }) { documentId } }',
        found('blogPosts'),
        ['d:doc1', 't:blog-post'],
      ],
      [
        'filters given whole as a variable: a list',
        'query ($f: BlogPostFiltersInput) { blogPosts(filters: $f) { documentId } }',
        found('blogPosts'),
        ['d:doc1', 't:blog-post'],
      ],
      ['no arguments: a list', 'query { countries { documentId } }', found('countries'), ['d:doc1', 't:country']],
    ])('%s', (_name, source, data, expected) => {
      expect(tagsOf(parse(source), data)).toEqual(sorted(expected));
    });

    it('tags a root field it cannot name a model for t:*, even when it found something', () => {
      expect(tagsOf(parse('query { authors { documentId } }'), { authors: [{ documentId: 'a1' }] })).toEqual([
        'd:a1',
        't:*',
      ]);
      expect(
        tagsOf(parse('query { author(documentId: "a1") { documentId } }'), { author: { documentId: 'a1' } }),
      ).toEqual(['d:a1', 't:*']);
    });

    it('does not count __typename as a root field', () => {
      expect(
        tagsOf(parse('query { __typename countries { documentId } }'), { __typename: 'Query', countries: [] }),
      ).toEqual(['t:country']);
    });

    it('finds documentIds at any depth, and only string ones', () => {
      const data = {
        countries: [
          { documentId: 'c1', a: { b: [[{ c: { documentId: 'deep' } }]] } },
          { documentId: 12, nested: { documentId: null } },
        ],
      };
      expect(tagsOf(parse('query { countries { documentId } }'), data)).toEqual(['d:c1', 'd:deep', 't:country']);
    });

    it('names each tag once however often a document shows', () => {
      const data = { blogPosts: [{ documentId: 'p1', LinkedBlogs: [{ documentId: 'p1' }, { documentId: 'p1' }] }] };
      const tags = answerTags(BlogListDocument, data);
      expect(tags.filter((tag) => tag === 'd:p1')).toHaveLength(1);
      expect(new Set(tags).size).toBe(tags.length);
    });
  });
});

describe('webhookTags: what a publish changed', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'a publish',
      { event: 'entry.publish', model: 'blog-post', entry: { documentId: 'abc123' } },
      ['d:abc123', 't:blog-post'],
    ],
    [
      'an unpublish',
      { event: 'entry.unpublish', model: 'destination', entry: { documentId: 'x9' } },
      ['d:x9', 't:destination'],
    ],
    [
      'a delete',
      { event: 'entry.delete', model: 'static-page-v2', entry: { documentId: 'p1' } },
      ['d:p1', 't:static-page-v2'],
    ],
    [
      'an update of a published entry',
      { event: 'entry.update', model: 'brand-setting', entry: { documentId: 'S1', publishedAt: '2025-01-01' } },
      ['d:S1', 't:brand-setting'],
    ],
    // A model no query lists at its root still shows inside other documents, by its documentId.
    [
      'a model shown only through relations',
      { event: 'entry.publish', model: 'author', entry: { documentId: 'a1' } },
      ['d:a1', 't:author'],
    ],
  ])(
    '%s: its document and address first, then its model and t:* (pages whose reads have no model)',
    (_name, body, expected) => {
      const documentId = (body.entry as { documentId: string }).documentId;
      const tags = webhookTags(body) ?? [];
      expect(sorted(tags)).toEqual(sorted([...expected, addressTag(String(body.model), documentId), 't:*']));
      expect(tags.slice(-2)).toEqual([`t:${String(body.model)}`, 't:*']);
    },
  );

  it('names the addresses a published document fills (its Slug, its PageName), as an empty lookup records them', () => {
    const tags = webhookTags({
      event: 'entry.publish',
      model: 'blog-post',
      entry: { documentId: 'abc123', Slug: 'first-week', publishedAt: '2026-01-01' },
    });
    expect(tags).toContain(addressTag('blog-post', 'first-week'));
    const notFound = answerTags(BlogPostDocument, { blogPosts: [] }, { slug: 'first-week', isInfoBlog: false });
    expect(notFound).toEqual([addressTag('blog-post', 'first-week')]);
    const pageTags = webhookTags({
      event: 'entry.publish',
      model: 'static-page-v2',
      entry: { documentId: 'p', PageName: 'about-us' },
    });
    expect(pageTags).toContain(addressTag('static-page-v2', 'about-us'));
    expect(answerTags(StaticPageV2Document, { staticPagesV2: [] }, { brandName: 'B', pageName: 'about-us' })).toEqual([
      addressTag('static-page-v2', 'about-us'),
    ]);
  });

  it('hashes an address: what a visitor typed in a URL never becomes a key as it is', () => {
    const tags = answerTags(BlogPostDocument, { blogPosts: [] }, { slug: 'x\nd:other <script>', isInfoBlog: false });
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatch(/^k:blog-post:[\w-]{16}$/);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a media update', { event: 'media.update', model: 'file', entry: { documentId: 'f1' } }],
    ['a media delete', { event: 'media.delete', entry: { id: 3, url: '/uploads/a.jpg' } }],
    ['no model', { event: 'entry.publish', entry: { documentId: 'abc' } }],
    ['a model that is not a string', { event: 'entry.publish', model: ['blog-post'], entry: { documentId: 'abc' } }],
    ['a model with spaces', { event: 'entry.publish', model: 'blog post', entry: { documentId: 'abc' } }],
    ['a model in capitals', { event: 'entry.publish', model: 'Blog-Post', entry: { documentId: 'abc' } }],
    ['a model of 500 characters', { event: 'entry.publish', model: 'a'.repeat(500), entry: { documentId: 'abc' } }],
    ['a model with a line break', { event: 'entry.publish', model: 'blog-post\nt:*', entry: { documentId: 'abc' } }],
    ['a model with a path', { event: 'entry.publish', model: '../blog-post', entry: { documentId: 'abc' } }],
    ['an empty body', {}],
  ])('%s: null (cannot be told; everything is marked stale softly)', (_name, body) => {
    expect(webhookTags(body)).toBeNull();
  });

  const HOSTILE_IDS: unknown[] = [
    'abc def',
    'abc\nd:other',
    'x'.repeat(500),
    '',
    '../../etc',
    'abc;def',
    'ümlaut',
    42,
    { $ne: null },
    ['abc'],
  ];

  it.each(HOSTILE_IDS.map((documentId) => [JSON.stringify(documentId).slice(0, 30), documentId]))(
    'never makes a tag of a hostile documentId (%s): without a document it cannot tell, so everything is marked',
    (_name, documentId) => {
      expect(webhookTags({ event: 'entry.publish', model: 'blog-post', entry: { documentId } })).toBeNull();
    },
  );

  it('takes no documentId from an entry that is not an object', () => {
    expect(webhookTags({ event: 'entry.publish', model: 'event', entry: 'abc' })).toBeNull();
  });
});

describe('entryId', () => {
  it('is stable: the same key gives the same id, in any process', () => {
    const key = 'brand-a query BlogList {"brandName":"A","isInfoBlog":false}';
    expect(entryId(key)).toBe(entryId(key));
    // sha1, base64url, 16 characters: fixed by the algorithm, not by this process.
    expect(entryId('')).toBe('2jmj7l5rSw0yVb_v');
  });

  it('is short and URL-safe, however long the key', () => {
    for (const key of ['a', 'x'.repeat(10_000), 'ümlaut / ? & = +'])
      expect(entryId(key)).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('tells different keys apart', () => {
    const keys = Array.from({ length: 2_000 }, (_, n) => `query Page {"slug":"page-${n}"}`);
    expect(new Set(keys.map(entryId)).size).toBe(keys.length);
  });
});

describe('ReadLog', () => {
  it('starts empty and fully known', () => {
    const log = new ReadLog();
    expect([...log.entries]).toEqual([]);
    expect([...log.tags]).toEqual([]);
    expect(log.uncached).toBe(false);
  });

  it('collects every entry a render read and the union of their tags', () => {
    const log = new ReadLog();
    log.add('entry1', ['d:post1', 't:blog-post']);
    log.add('entry2', ['d:post1', 'd:brand1']);
    log.add('entry1', ['t:blog-post']);
    log.add('entry3', []);
    expect([...log.entries].sort()).toEqual(['entry1', 'entry2', 'entry3']);
    expect([...log.tags].sort()).toEqual(['d:brand1', 'd:post1', 't:blog-post']);
  });
});
