/** The sitemap and robots.txt builders (lib/seo/sitemap.ts) and the country alternates (lib/seo/alternates.ts). */
import type { SitemapEntriesQuery } from '@/graphql/generated/graphql';
import { alternateLinks } from '@/lib/seo/alternates';
import { canonicalOrigin } from '@/lib/seo/origin';
import { hasMorePages, robotsTxt, sitemapFiles, sitemapPaths, urlsetXml } from '@/lib/seo/sitemap';
import { noSitemapEntries } from '../../support/fixtures';
import { testBrand } from '../../support/render';

const ref = (Name: string, Slug: string, SiteDomainName: string, SingleCountryBrand = false) => ({
  documentId: `brand-${Slug}`,
  Name,
  Slug,
  SeoDetails: { SiteDomainName, SingleCountryBrand },
});
const WAYFARER = ref('Wayfarer Collective', 'wayfarer', 'www.wayfarercollective.com');
const TIMBERLINE = ref('Timberline Camps', 'timberline', 'www.timberlinecamps.com', true);

/** A page of CMS answers: the lists given, the rest empty (documentId, for the cache, is not read here). */
const entries = (lists: Record<string, unknown[]>) =>
  ({ ...noSitemapEntries(), ...lists }) as unknown as SitemapEntriesQuery;

describe('sitemapPaths', () => {
  const brand = testBrand({ countries: ['us', 'gb'] });

  it('lists each page once at the address the site links to, with its last change', () => {
    const page = entries({
      staticPagesV2: [
        { PageName: 'home', updatedAt: '2026-01-01T00:00:00.000Z' },
        { PageName: 'about-us', updatedAt: '2026-01-02T00:00:00.000Z' },
      ],
      blogPosts: [
        { Slug: 'first', IsInfoBlog: false, updatedAt: '2026-02-01T00:00:00.000Z', blog_types: [{ Slug: 'stories' }] },
        { Slug: 'second', IsInfoBlog: false, updatedAt: '2026-03-01T00:00:00.000Z', blog_types: [{ Slug: 'stories' }] },
        { Slug: 'visa-guide', IsInfoBlog: true, updatedAt: '2026-01-05T00:00:00.000Z', blog_types: [] },
      ],
      destinations: [{ Slug: 'canada', updatedAt: null }],
    });
    expect(sitemapPaths([page], brand)).toEqual(
      expect.arrayContaining([
        { path: '/', lastmod: '2026-01-01T00:00:00.000Z' },
        { path: '/about-us/', lastmod: '2026-01-02T00:00:00.000Z' },
        { path: '/blog/', lastmod: '2026-03-01T00:00:00.000Z' },
        { path: '/blog/first/', lastmod: '2026-02-01T00:00:00.000Z' },
        { path: '/blog/tags/stories/', lastmod: '2026-03-01T00:00:00.000Z' },
        { path: '/infohub/', lastmod: '2026-01-05T00:00:00.000Z' },
        { path: '/infohub/articles/visa-guide/', lastmod: '2026-01-05T00:00:00.000Z' },
        { path: '/destinations/', lastmod: null },
        { path: '/destinations/canada/', lastmod: null },
      ]),
    );
    const paths = sitemapPaths([page], brand).map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Lists with nothing in them are not offered to crawlers.
    expect(paths).not.toContain('/events/');
    expect(paths).not.toContain('/travel-guides/');
  });

  it('dates a list, a tag and a category by their newest item', () => {
    const page = entries({
      travelEssentials: [
        { updatedAt: '2026-01-01T00:00:00.000Z', categories: [{ Slug: 'visas' }, { Slug: 'money' }] },
        { updatedAt: '2026-06-01T00:00:00.000Z', categories: [{ Slug: 'visas' }] },
      ],
      events: [{ updatedAt: '2026-02-01T00:00:00.000Z' }, { updatedAt: null }],
    });
    expect(sitemapPaths([page], brand)).toEqual([
      { path: '/travel-essentials/', lastmod: '2026-06-01T00:00:00.000Z' },
      { path: '/travel-essentials/visas/', lastmod: '2026-06-01T00:00:00.000Z' },
      { path: '/travel-essentials/money/', lastmod: '2026-01-01T00:00:00.000Z' },
      { path: '/events/', lastmod: '2026-02-01T00:00:00.000Z' },
    ]);
  });

  it('lists a product once per country of a multi-country brand, and not a product of another brand', () => {
    const page = entries({
      productsV2: [
        {
          Slug: 'camp-counsellor',
          IsInfoHubPage: false,
          updatedAt: '2026-04-01T00:00:00.000Z',
          experience: { Slug: 'summer-camp' },
          brands: [WAYFARER],
          productHero: { id: '1' },
        },
        // Not a product page: no product hero (docs/content-rules.md §2).
        {
          Slug: 'no-hero',
          IsInfoHubPage: false,
          updatedAt: null,
          experience: { Slug: 'summer-camp' },
          brands: [WAYFARER],
          productHero: null,
        },
      ],
      products: [
        { Slug: 'ski-instructor', updatedAt: null, experience: { Slug: 'work-abroad' }, brands: [TIMBERLINE] },
      ],
    });
    const paths = sitemapPaths([page], brand).map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/us/experiences/summer-camp/camp-counsellor/',
        '/gb/experiences/summer-camp/camp-counsellor/',
      ]),
    );
    expect(paths.some((path) => path.includes('no-hero'))).toBe(false);
    expect(paths.some((path) => path.includes('ski-instructor'))).toBe(false);
  });

  it('gives BUNAC its addresses without a trailing slash', () => {
    const bunac = testBrand({ name: 'BUNAC', slug: 'bunac', singleCountryBrand: true, countries: [] });
    const paths = sitemapPaths([entries({ destinations: [{ Slug: 'usa', updatedAt: null }] })], bunac);
    expect(paths.map((entry) => entry.path)).toEqual(['/destinations', '/destinations/usa']);
  });

  it('asks for more only while a list came back full', () => {
    expect(hasMorePages(noSitemapEntries())).toBe(false);
    const full = entries({ events: Array.from({ length: 100 }, () => ({ updatedAt: null })) });
    expect(hasMorePages(full)).toBe(true);
  });
});

describe('sitemap XML', () => {
  it('escapes what content could put in an address', () => {
    const xml = urlsetXml([{ loc: 'https://example.com/a?b=1&c=<d>', lastmod: null }]);
    expect(xml).toContain('<loc>https://example.com/a?b=1&amp;c=&lt;d&gt;</loc>');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('splits past the protocol limit, keeping every entry', () => {
    const entries = ['a', 'b', 'c', 'd', 'e'].map((x) => ({ loc: `https://example.com/${x}`, lastmod: null }));
    const files = sitemapFiles(entries, 2);
    expect(files.map((file) => file.length)).toEqual([2, 2, 1]);
    expect(files.flat()).toEqual(entries);
    expect(sitemapFiles([], 2)).toEqual([[]]);
  });
});

describe('robots.txt', () => {
  it('in production, keeps crawlers out of the API and names the sitemap', () => {
    expect(robotsTxt({ indexable: true, sitemapUrl: 'https://www.bunac.org/sitemap.xml' })).toBe(
      'User-agent: *\nDisallow: /api/\n\nSitemap: https://www.bunac.org/sitemap.xml\n',
    );
  });

  it('elsewhere, keeps every crawler out', () => {
    expect(robotsTxt({ indexable: false, sitemapUrl: 'https://www.bunac.org/sitemap.xml' })).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
});

describe('canonicalOrigin', () => {
  it('is https on the brand’s domain, however the editor typed it', () => {
    expect(canonicalOrigin({ domain: 'www.bunac.org' })).toBe('https://www.bunac.org');
    expect(canonicalOrigin({ domain: ' http://www.bunac.org/ ' })).toBe('https://www.bunac.org');
    expect(canonicalOrigin({ domain: null })).toBeNull();
  });
});

describe('alternateLinks', () => {
  const brand = testBrand();
  const origin = 'https://www.wayfarercollective.com';
  const path = '/gb/experiences/summer-camp/camp-counsellor/';

  it('links each country version of a country page by its locale, with x-default', () => {
    expect(alternateLinks(brand, path, 'gb', origin)).toEqual([
      { hreflang: 'en-US', href: `${origin}/us/experiences/summer-camp/camp-counsellor/` },
      { hreflang: 'en-GB', href: `${origin}/gb/experiences/summer-camp/camp-counsellor/` },
      { hreflang: 'en-IE', href: `${origin}/ie/experiences/summer-camp/camp-counsellor/` },
      { hreflang: 'en-AU', href: `${origin}/au/experiences/summer-camp/camp-counsellor/` },
      { hreflang: 'x-default', href: `${origin}/us/experiences/summer-camp/camp-counsellor/` },
    ]);
  });

  it('skips a country without a locale, and pages without a country', () => {
    const partly = testBrand({ countryLocales: { us: 'en-US', gb: 'en-GB' } });
    expect(alternateLinks(partly, path, 'gb', origin).map((link) => link.hreflang)).toEqual([
      'en-US',
      'en-GB',
      'x-default',
    ]);
    expect(alternateLinks(brand, '/blog/first/', null, origin)).toEqual([]);
    expect(alternateLinks(testBrand({ singleCountryBrand: true }), path, 'gb', origin)).toEqual([]);
  });
});
