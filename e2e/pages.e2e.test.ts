/**
 * Every page type of every demo brand, reached the way a visitor reaches it: from the home page,
 * following links found on the pages (the site map's core pages, then list pages, then detail
 * pages), then each page type opened in Chromium against `next build && next start` and the seeded CMS.
 */
import fs from 'fs';
import type { Browser } from 'playwright-core';
import { artefactsDir, hydrated, launchBrowser, requestSite, siteUrl, watchProblems } from './support/browser';
import { documentsOf, seededBrands, type SeededBrand } from './support/seed-data';
import { redirectingLinks } from './support/links';
import { PAGE_TYPES, findPages, type PageType } from '../scripts/support/site-pages';
import { screenshot, sectionHeadings, visit } from './support/visit';

jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(artefactsDir(), { recursive: true });
});
afterAll(async () => browser?.close());

const slash = (brand: SeededBrand) => (brand.name === 'BUNAC' ? '' : '/');

/** One URL of every page type, found by following links from the home page (scripts/support/site-pages.js). */
async function crawl(brand: SeededBrand): Promise<Map<PageType, string>> {
  const paths = await findPages((path) => requestSite(brand.slug, path), brand.name);
  return new Map([...paths].map(([type, path]) => [type, siteUrl(brand.slug, path)]));
}

/** docs/content-rules.md §2: the product link shape each brand kind requires. */
function productShape(brand: SeededBrand): RegExp {
  if (brand.name === 'BUNAC')
    return /^\/(?!destinations|experiences|blog|infohub|travel-guides|travel-essentials|jobs|events|news|sitemap|about-us|contact-us)[a-z0-9-]+$/;
  const brandDoc = documentsOf('brand').find((doc) => doc.Name === brand.name)!;
  const single = (brandDoc.SeoDetails as { SingleCountryBrand?: boolean }).SingleCountryBrand;
  return single ? /^\/experiences\/[a-z0-9-]+\/[a-z0-9-]+\/$/ : /^\/[a-z]{2}\/experiences\/[a-z0-9-]+\/[a-z0-9-]+\/$/;
}

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
    // The page said which kind it is; the seed agrees (a legacy product is a `product` document).
    const slugOf = (type: PageType) => new URL(urls.get(type)!).pathname.replace(/\/$/, '').split('/').pop();
    const legacySlugs = documentsOf('product').map((product) => product.Slug);
    expect(legacySlugs).toContain(slugOf('product (legacy)'));
    expect(legacySlugs).not.toContain(slugOf('product (v2)'));
  });

  it.each(PAGE_TYPES)(
    '%s: 200, one h1, no console errors or hydration warnings (axe: the conformance tier)',
    async (type) => {
      const url = urls.get(type)!;
      for (const width of [1440, 375]) {
        const { page, status, problems } = await visit(browser, url, width);
        expect({ type, url, status }).toEqual({ type, url, status: 200 });
        expect(await page.locator('h1').count()).toBe(1);
        if (width === 1440) {
          // Every link of the page to its own site is the canonical address: no click redirects.
          expect(await redirectingLinks(page, brand.slug)).toEqual([]);
        }
        await screenshot(page, `${brand.slug}-${type.replace(/[^a-z0-9]+/gi, '-')}-${width}`);
        expect(problems).toEqual({ errors: [], hydrationWarnings: [], cspViolations: [] });
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

  it.each([
    ['a phone', 390, 844],
    ['a desktop', 1440, 900],
  ])(
    'answers an unknown address of two or more segments with its own 404, on %s: header, no CSP refusal, no error',
    async (_device, width, height) => {
      const s = slash(brand);
      const deep = [`/events/old-event-x7${s}`, `/about-us/team-x7${s}`, `/no-such-section-x7/a/b${s}`];
      for (const path of deep) {
        const context = await browser.newContext({ viewport: { width, height } });
        const page = await context.newPage();
        const problems = await watchProblems(page);
        const response = await page.goto(siteUrl(brand.slug, path));
        expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
        // The brand's own header, with its home link, and its name in the title.
        expect(await page.getByRole('banner').count()).toBe(1);
        expect(await page.getByRole('banner').getByRole('link').count()).toBeGreaterThan(0);
        expect(await page.title()).toContain(brand.name);
        // Never to be indexed, and no canonical address pointing at the missing one.
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
        expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
        // Chromium reports the document's own 404 status on the console: that one is the answer.
        const own = `Failed to load resource: the server responded with a status of 404 (Not Found) at ${page.url()}`;
        const errors = problems.errors.filter((error) => error !== own);
        expect({ path, ...problems, errors }).toEqual({ path, errors: [], hydrationWarnings: [], cspViolations: [] });
        if (path === deep[0]) await page.screenshot({ path: `${artefactsDir()}/404-deep-${brand.slug}-${width}.png` });
        await context.close();
      }
    },
  );

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
