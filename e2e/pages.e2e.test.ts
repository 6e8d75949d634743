/**
 * Every page type of every demo brand, reached the way a visitor reaches it: from the home page,
 * following links found on the pages (the site map's core pages, then list pages, then detail
 * pages), then each page type opened in Chromium against `next build && next start` and the seeded CMS.
 */
import fs from 'fs';
import type { Browser } from 'playwright-core';
import { artefactsDir, launchBrowser, requestSite, siteUrl } from './support/browser';
import { documentsOf, seededBrands, type SeededBrand } from './support/seed-data';
import { redirectingLinks } from './support/links';
import { screenshot, sectionHeadings, seriousViolations, visit } from './support/visit';

jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(artefactsDir(), { recursive: true });
});
afterAll(async () => browser?.close());

const absolute = (brand: SeededBrand, href: string) => (href.startsWith('http') ? href : siteUrl(brand.slug, href));
const slash = (brand: SeededBrand) => (brand.name === 'BUNAC' ? '' : '/');

type PageType =
  | 'home'
  | 'static page'
  | 'site map'
  | 'destination list'
  | 'destination'
  | 'experience list'
  | 'experience'
  | 'product (v2)'
  | 'product (legacy)'
  | 'info-hub page'
  | 'info hub'
  | 'info article'
  | 'blog list'
  | 'blog post'
  | 'blog tag'
  | 'travel guide list'
  | 'travel guide'
  | 'jobs'
  | 'events'
  | 'news'
  | 'travel essentials'
  | 'travel essentials category';

/**
 * The links of a page as the server rendered it, in document order, by scope (`body`, `main`,
 * `footer`). Every link a visitor can follow is in the server-rendered HTML, so following them needs
 * no browser: the browser visits below check each page type itself.
 */
async function linksOn(brand: SeededBrand, url: string, scope: 'body' | 'main' | 'footer' = 'body'): Promise<string[]> {
  const { pathname, search } = new URL(url);
  const answer = await requestSite(brand.slug, pathname + search);
  if (answer.status !== 200) throw new Error(`${brand.name}: ${url} answered ${answer.status}`);
  // The site's footer is the page's last <footer> (a quote inside the page may have its own).
  const html =
    scope === 'body'
      ? answer.body
      : scope === 'footer'
        ? answer.body.slice(answer.body.lastIndexOf('<footer'))
        : (/<main\b[\s\S]*?<\/main>/.exec(answer.body)?.[0] ?? '');
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

/** Finds one URL of every page type by following links, starting at the home page. */
async function crawl(brand: SeededBrand): Promise<Map<PageType, string>> {
  const found = new Map<PageType, string>([['home', siteUrl(brand.slug)]]);
  const linkOn = async (url: string, pattern: RegExp, scope: 'body' | 'main' | 'footer' = 'body') => {
    const href = (await linksOn(brand, url, scope)).find((candidate) => pattern.test(candidate));
    if (!href) throw new Error(`${brand.name}: no link matching ${pattern} on ${url}`);
    return absolute(brand, href);
  };
  const s = slash(brand);
  const sitemap = await linkOn(found.get('home')!, new RegExp(`^/sitemap${s}$`), 'footer');
  found.set('site map', sitemap);
  const sitemapLinks = await linksOn(brand, sitemap);
  const core = (path: string) => {
    const href = sitemapLinks.find((candidate) => new RegExp(`^/${path}${s}$`).test(candidate));
    if (!href) throw new Error(`${brand.name}: the site map has no link to /${path}`);
    return absolute(brand, href);
  };
  found.set('destination list', core('destinations'));
  found.set('experience list', core('experiences'));
  found.set('blog list', core('blog'));
  found.set('info hub', core('infohub'));
  found.set('jobs', core('jobs'));
  found.set('events', core('events'));
  found.set('news', core('news'));
  found.set('travel essentials', core('travel-essentials'));
  found.set('travel guide list', core('travel-guides'));

  found.set('static page', await linkOn(found.get('home')!, new RegExp(`^/about-us${s}$`), 'footer'));
  found.set('destination', await linkOn(found.get('destination list')!, new RegExp(`^/destinations/[^/]+${s}$`)));
  found.set('experience', await linkOn(found.get('experience list')!, new RegExp(`^/experiences/[^/]+${s}$`)));
  found.set('blog post', await linkOn(found.get('blog list')!, new RegExp(`^/blog/(?!tags/)[^/]+${s}$`)));
  found.set('blog tag', await linkOn(found.get('blog post')!, new RegExp(`^/blog/tags/[^/]+${s}$`)));
  found.set('info-hub page', await linkOn(found.get('info hub')!, new RegExp(`^/infohub/(?!articles/)[^/]+${s}$`)));
  found.set('info article', await linkOn(found.get('info hub')!, new RegExp(`^/infohub/articles/[^/]+${s}$`)));
  found.set('travel guide', await linkOn(found.get('travel guide list')!, new RegExp(`^/travel-guides/[^/]+${s}$`)));
  found.set(
    'travel essentials category',
    await linkOn(found.get('travel essentials')!, new RegExp(`^/travel-essentials/[^/]+${s}$`)),
  );

  // Products, from the programme tiles of every destination of the brand.
  const legacySlugs = new Set(documentsOf('product').map((product) => product.Slug as string));
  const destinations = [
    ...new Set(
      (await linksOn(brand, found.get('destination list')!, 'main')).filter((href) =>
        new RegExp(`^/destinations/[^/]+${s}$`).test(href),
      ),
    ),
  ];
  for (const destination of destinations) {
    for (const href of await linksOn(brand, absolute(brand, destination), 'main')) {
      const slug = href.replace(/\/$/, '').split('/').pop()!;
      if (!productShape(brand).test(href)) continue;
      const type: PageType = legacySlugs.has(slug) ? 'product (legacy)' : 'product (v2)';
      if (!found.has(type)) found.set(type, absolute(brand, href));
    }
    if (found.has('product (legacy)') && found.has('product (v2)')) break;
  }
  return found;
}

/** docs/content-rules.md §2: the product link shape each brand kind requires. */
function productShape(brand: SeededBrand): RegExp {
  if (brand.name === 'BUNAC')
    return /^\/(?!destinations|experiences|blog|infohub|travel-guides|travel-essentials|jobs|events|news|sitemap|about-us|contact-us)[a-z0-9-]+$/;
  const brandDoc = documentsOf('brand').find((doc) => doc.Name === brand.name)!;
  const single = (brandDoc.SeoDetails as { SingleCountryBrand?: boolean }).SingleCountryBrand;
  return single ? /^\/experiences\/[a-z0-9-]+\/[a-z0-9-]+\/$/ : /^\/[a-z]{2}\/experiences\/[a-z0-9-]+\/[a-z0-9-]+\/$/;
}

const PAGE_TYPES: PageType[] = [
  'home',
  'static page',
  'site map',
  'destination list',
  'destination',
  'experience list',
  'experience',
  'product (v2)',
  'product (legacy)',
  'info hub',
  'info-hub page',
  'info article',
  'blog list',
  'blog post',
  'blog tag',
  'travel guide list',
  'travel guide',
  'jobs',
  'events',
  'news',
  'travel essentials',
  'travel essentials category',
];

describe.each(seededBrands)('$name', (brand) => {
  let urls: Map<PageType, string>;
  beforeAll(async () => {
    urls = await crawl(brand);
  });

  it('reaches a page of every page type by following links', () => {
    expect([...urls.keys()].sort()).toEqual([...PAGE_TYPES].sort());
  });

  it('links products in the shape its brand kind requires', () => {
    for (const type of ['product (v2)', 'product (legacy)'] as const) {
      expect(new URL(urls.get(type)!).pathname).toMatch(productShape(brand));
    }
  });

  it.each(PAGE_TYPES)(
    '%s: 200, one h1, no console errors or hydration warnings, no serious axe violation',
    async (type) => {
      const url = urls.get(type)!;
      for (const width of [1440, 375]) {
        const { page, status, problems } = await visit(browser, url, width);
        expect({ type, url, status }).toEqual({ type, url, status: 200 });
        expect(await page.locator('h1').count()).toBe(1);
        if (width === 1440) {
          expect(await seriousViolations(page)).toEqual([]);
          // Every link of the page to its own site is the canonical address: no click redirects.
          expect(await redirectingLinks(page, brand.slug)).toEqual([]);
        }
        await screenshot(page, `${brand.slug}-${type.replace(/[^a-z0-9]+/gi, '-')}-${width}`);
        expect(problems).toEqual({ errors: [], hydrationWarnings: [] });
        await page.close();
      }
    },
  );

  it('renders a destination’s blocks in ascending rank', async () => {
    const slug = new URL(urls.get('destination')!).pathname.split('/').filter(Boolean).pop();
    const seed = documentsOf('destination').find((doc) => doc.Slug === slug)!;
    const blocks = ['OfferBanner', 'USPs', 'TravelGuidesSlider', 'FAQ', 'PartnersSlider']
      .map((name) => seed[name] as { Title?: string; rank?: number } | undefined)
      .filter((block): block is { Title: string; rank: number } => Boolean(block?.Title))
      .sort((a, b) => a.rank - b.rank)
      .map((block) => block.Title);
    expect(blocks.length).toBeGreaterThan(1);
    const { page } = await visit(browser, urls.get('destination')!);
    const headings = await sectionHeadings(page);
    await page.close();
    const positions = blocks.map((title) => headings.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('answers 404, in the brand’s look, for a made-up slug of each type', async () => {
    const s = slash(brand);
    const single = !productShape(brand).source.startsWith('^\\/[a-z]{2}');
    const made = [
      `/no-such-page-x7${s}`,
      `/destinations/no-such-place-x7${s}`,
      `/experiences/no-such-experience-x7${s}`,
      `/blog/no-such-post-x7${s}`,
      `/blog/tags/no-such-tag-x7${s}`,
      `/infohub/no-such-guide-x7${s}`,
      `/infohub/articles/no-such-article-x7${s}`,
      `/travel-guides/no-such-guide-x7${s}`,
      `/travel-essentials/no-such-category-x7${s}`,
      brand.name === 'BUNAC'
        ? null
        : single
          ? '/experiences/summer-camp/no-such-product-x7/'
          : '/gb/experiences/summer-camp/no-such-product-x7/',
      brand.name === 'BUNAC' || single ? null : '/zz/experiences/summer-camp/no-such-product-x7/',
    ].filter((path): path is string => path !== null);
    for (const path of made) {
      const response = await requestSite(brand.slug, path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      const html = response.body;
      expect(html).toContain('Page not found');
      expect(html).toContain(brand.name);
    }
  });
});
