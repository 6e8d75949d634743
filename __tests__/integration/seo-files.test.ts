/** /sitemap.xml, /sitemaps/<n>.xml and /robots.txt per brand host (lib/seo, lib/cms/file-loader.ts). */
import { graphql, HttpResponse } from 'msw';
import { SitemapEntriesDocument } from '@/graphql/generated/documents/SitemapEntries';
import { SitemapPageDocument } from '@/graphql/generated/documents/SitemapPage';
import type { SitemapEntriesQuery } from '@/graphql/generated/graphql';
import {
  answer,
  BUNAC_HOST,
  noSitemapEntries,
  requests,
  sent,
  server,
  setCmsEnvironment,
  setupCmsServer,
  sitemapAnswer,
  sitemapPage,
  SUMMER_CAMP,
  visit,
  WAYFARER,
  WAYFARER_HOST,
} from '../support/fixtures';
import { apiRequest } from '../support/next-context';

setCmsEnvironment();
const REVALIDATE_SECRET = 'revalidate-secret-for-tests-0123456789';
process.env.REVALIDATE_SECRET = REVALIDATE_SECRET;

import revalidate from '@/pages/api/revalidate';
import { getServerSideProps as sitemapPageRoute } from '@/pages/sitemap';
import { getServerSideProps as robots } from '@/pages/robots.txt';
import { getServerSideProps as sitemap } from '@/pages/sitemap.xml';
import { getServerSideProps as sitemapFile } from '@/pages/sitemaps/[file]';

setupCmsServer();

const CMS_URL = process.env.CMS_URL!;

/** Wayfarer has a home page, a post and a product; `events` more than one page of 100. */
function wayfarerEntries({ start }: { start: number }, events = 0): SitemapEntriesQuery {
  const eventsHere = Math.max(0, Math.min(100, events - start));
  if (start > 0)
    return {
      ...noSitemapEntries(),
      events: Array.from({ length: eventsHere }, (_, i) => ({
        documentId: `e${start + i}`,
        updatedAt: '2026-05-01T00:00:00.000Z',
      })),
    } as SitemapEntriesQuery;
  return {
    ...noSitemapEntries(),
    staticPagesV2: [{ documentId: 'home', PageName: 'home', updatedAt: '2026-01-01T10:00:00.000Z' }],
    blogPosts: [
      {
        documentId: 'p1',
        Slug: 'fish & <chips>',
        IsInfoBlog: false,
        updatedAt: '2026-02-01T10:00:00.000Z',
        blog_types: [],
      },
    ],
    productsV2: [
      {
        documentId: 'camp',
        Slug: 'camp-counsellor',
        IsInfoHubPage: false,
        updatedAt: '2026-03-01T10:00:00.000Z',
        experience: { documentId: SUMMER_CAMP.documentId, Slug: SUMMER_CAMP.Slug },
        brands: [WAYFARER()],
        productHero: { id: '1' },
      },
    ],
    events: Array.from({ length: eventsHere }, (_, i) => ({
      documentId: `e${i}`,
      updatedAt: '2026-04-01T00:00:00.000Z',
    })),
  } as SitemapEntriesQuery;
}

const locs = (xml: string | undefined) => [...(xml ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('/sitemap.xml', () => {
  beforeEach(() => server.use(answer(SitemapEntriesDocument, (variables) => wayfarerEntries(variables))));

  it('lists the brand’s published pages at their canonical https URLs, a product once per country', async () => {
    const response = await visit(sitemap, { host: WAYFARER_HOST, url: '/sitemap.xml' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const origin = 'https://www.wayfarercollective.com';
    expect(locs(response.body)).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/blog/`,
        `${origin}/us/experiences/summer-camp/camp-counsellor/`,
        `${origin}/gb/experiences/summer-camp/camp-counsellor/`,
        `${origin}/ie/experiences/summer-camp/camp-counsellor/`,
        `${origin}/au/experiences/summer-camp/camp-counsellor/`,
      ]),
    );
    expect(response.body).toContain(`<loc>${origin}/</loc><lastmod>2026-01-01T10:00:00.000Z</lastmod>`);
    // A slug is content: escaped, never markup.
    expect(response.body).toContain(`<loc>${origin}/blog/fish%20%26%20%3Cchips%3E/</loc>`);
    expect(response.body).not.toContain('<chips>');
  });

  it('reads published content only, for the host’s brand, without a token', async () => {
    await visit(sitemap, { host: BUNAC_HOST, url: '/sitemap.xml' });
    expect(sent('SitemapEntries').map((request) => request.variables)).toEqual([{ brandName: 'BUNAC', start: 0 }]);
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });

  it('is cacheable like a page', async () => {
    const response = await visit(sitemap, { host: WAYFARER_HOST, url: '/sitemap.xml' });
    expect(response.cacheControl).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
  });

  it('lists a post published in the CMS once the publish webhook has purged the cache, not before', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    const origin = 'https://www.wayfarercollective.com';
    const before = await visit(sitemap, { host: WAYFARER_HOST, url: '/sitemap.xml' });
    expect(locs(before.body)).not.toContain(`${origin}/blog/just-published/`);

    // An editor publishes a post: the CMS answers with it from now on.
    server.use(
      answer(SitemapEntriesDocument, (variables) => {
        const entries = wayfarerEntries(variables);
        if (variables.start > 0) return entries;
        const post = {
          documentId: 'p2',
          Slug: 'just-published',
          IsInfoBlog: false,
          updatedAt: '2026-06-01T10:00:00.000Z',
          blog_types: [],
        };
        return { ...entries, blogPosts: [...entries.blogPosts, post] } as SitemapEntriesQuery;
      }),
    );
    const cached = await visit(sitemap, { host: WAYFARER_HOST, url: '/sitemap.xml' });
    expect(locs(cached.body)).not.toContain(`${origin}/blog/just-published/`);

    const {
      req,
      res,
      answer: webhookAnswer,
    } = apiRequest({
      host: WAYFARER_HOST,
      url: '/api/revalidate',
      method: 'POST',
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    });
    (req as unknown as { body: unknown }).body = { event: 'entry.publish', model: 'blog-post', entry: { id: 2 } };
    await revalidate(req, res);
    expect(webhookAnswer().status).toBe(200);

    const after = await visit(sitemap, { host: WAYFARER_HOST, url: '/sitemap.xml' });
    expect(locs(after.body)).toContain(`${origin}/blog/just-published/`);
    expect(after.body).toContain(
      `<loc>${origin}/blog/just-published/</loc><lastmod>2026-06-01T10:00:00.000Z</lastmod>`,
    );
  });

  it('reads on past the CMS’s 100 a list while a list comes back full', async () => {
    server.use(answer(SitemapEntriesDocument, (variables) => wayfarerEntries(variables, 150)));
    await visit(sitemap, { host: WAYFARER_HOST, url: '/sitemap.xml' });
    expect(sent('SitemapEntries').map((request) => request.variables.start)).toEqual([0, 100]);
  });

  it('answers 503 with Retry-After when the CMS cannot be reached', async () => {
    server.use(graphql.link(`${CMS_URL}/graphql`).query('SitemapEntries', () => HttpResponse.error()));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await visit(sitemap, { host: WAYFARER_HOST, url: '/sitemap.xml' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(response.cacheControl).toBe('no-store');
  });
});

describe('/sitemaps/<n>.xml', () => {
  it('is a 404 while the brand’s sitemap fits one file', async () => {
    server.use(answer(SitemapEntriesDocument, (variables) => wayfarerEntries(variables)));
    const response = await visit(sitemapFile, {
      host: WAYFARER_HOST,
      url: '/sitemaps/1.xml',
      params: { file: '1.xml' },
    });
    expect(response.status).toBe(404);
    const hostile = await visit(sitemapFile, {
      host: WAYFARER_HOST,
      url: '/sitemaps/x.xml',
      params: { file: '<x>.xml' },
    });
    expect(hostile.status).toBe(404);
    expect(hostile.body).not.toContain('<x>');
  });
});

describe('/robots.txt', () => {
  afterEach(() => {
    delete process.env.ENVIRONMENT;
  });

  it('in production: everything but the API, and the brand’s sitemap', async () => {
    process.env.ENVIRONMENT = 'production';
    const response = await visit(robots, { host: BUNAC_HOST, url: '/robots.txt' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nDisallow: /api/\n\nSitemap: https://www.bunac.org/sitemap.xml\n');
  });

  it('anywhere else (staging, the demo): nothing to crawl', async () => {
    process.env.ENVIRONMENT = 'staging';
    const staging = await visit(robots, { host: BUNAC_HOST, url: '/robots.txt' });
    expect(staging.body).toBe('User-agent: *\nDisallow: /\n');
    delete process.env.ENVIRONMENT;
    const demo = await visit(robots, { host: BUNAC_HOST, url: '/robots.txt' });
    expect(demo.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('whether a page may be indexed (SiteProps.indexable, read by components/ui/Seo.tsx)', () => {
  beforeEach(() => server.use(answer(SitemapPageDocument, () => sitemapAnswer([sitemapPage()]))));
  afterEach(() => {
    delete process.env.ENVIRONMENT;
  });

  it('only in production, and never in preview', async () => {
    process.env.ENVIRONMENT = 'production';
    const published = await visit(sitemapPageRoute, { host: BUNAC_HOST, url: '/sitemap' });
    expect(published.props?.site.indexable).toBe(true);
    const draft = await visit(sitemapPageRoute, { host: BUNAC_HOST, url: '/sitemap', draftMode: true });
    expect(draft.props?.site.draft).toBe(true);
    expect(draft.props?.site.indexable).toBe(false);
    process.env.ENVIRONMENT = 'staging';
    const staging = await visit(sitemapPageRoute, { host: BUNAC_HOST, url: '/sitemap' });
    expect(staging.props?.site.indexable).toBe(false);
  });
});
