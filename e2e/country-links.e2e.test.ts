/**
 * A visitor on a country's product page stays in that country: every link to a product on
 * `/{country}/experiences/…` (blocks, tiles, menus) names the same country. Through the real
 * route, against the seeded CMS: the country comes from the request, not from a test's context.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, requestSite, siteUrl } from './support/browser';
import { documentsOf } from './support/seed-data';

/**
 * Every link (`<a href>`) of a page that leads to a product under a country segment, on the brand's
 * own site. The head's hreflang alternates name every country on purpose (e2e/seo.e2e.test.ts):
 * they are for search engines, not links a visitor follows.
 */
const PRODUCT_LINK =
  /<a\s[^>]*?href="(?:https?:\/\/[a-z.]+(?::\d+)?)?\/([a-z]{2})\/experiences\/[a-z0-9-]+\/[a-z0-9-]+\/?"/g;

interface CountryPage {
  brand: string;
  country: string;
  path: string;
}

/** Each multi-country brand's product pages, in each of its countries. */
function countryProductPages(): CountryPage[] {
  return documentsOf('brand').flatMap((brand) => {
    const single = (brand.SeoDetails as { SingleCountryBrand?: boolean }).SingleCountryBrand;
    if (single || brand.Name === 'BUNAC') return [];
    const countries = (brand.countries as string[]).map((code) => code.toLowerCase());
    const products = [...documentsOf('product-v2'), ...documentsOf('product')].filter(
      (product) =>
        !product.IsInfoHubPage &&
        typeof product.experience === 'string' &&
        (product.brands as string[] | undefined)?.includes(brand.Name as string),
    );
    return products.flatMap((product) =>
      countries.map((country) => ({
        brand: brand.Slug as string,
        country,
        path: `/${country}/experiences/${product.experience}/${product.Slug}/`,
      })),
    );
  });
}

const pages = countryProductPages();

describe('product links keep the visitor’s country', () => {
  it('has multi-country product pages to visit', () => {
    expect(pages.length).toBeGreaterThanOrEqual(4);
  });

  it.each(pages.map((page) => [`${page.brand} ${page.path}`, page] as const))(
    '%s links every product in its own country',
    async (_, { brand, country, path }) => {
      const response = await requestSite(brand, path);
      expect(response.status).toBe(200);
      const countries = [...response.body.matchAll(PRODUCT_LINK)].map((match) => match[1]);
      expect(countries.filter((code) => code !== country)).toEqual([]);
    },
  );

  it('links products at all, in another country than the brand’s first one too', async () => {
    // The bug this guards against sent every link to the brand's first country: a page in another
    // country must have product links for the test above to mean anything.
    const linked = [];
    for (const { brand, country, path } of pages) {
      const { body } = await requestSite(brand, path);
      if ([...body.matchAll(PRODUCT_LINK)].some((match) => match[1] === country)) linked.push(country);
    }
    expect(new Set(linked).size).toBeGreaterThanOrEqual(2);
  });
});

describe('after hydration', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('keeps the country in the links the browser renders', async () => {
    // A page named in the bug report: a UK visitor on the Irish working holiday, whose related
    // product linked to the US site.
    const page =
      pages.find((candidate) => candidate.country === 'gb' && candidate.path.includes('working-holiday-ireland')) ??
      pages.find((candidate) => candidate.country !== pages[0].country)!;
    const tab = await browser.newPage();
    await tab.goto(siteUrl(page.brand, page.path), { waitUntil: 'networkidle' });
    const hrefs = await tab.$$eval('a[href]', (anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const countries = hrefs.flatMap((href) => {
      const match = /^(?:https?:\/\/[^/]+)?\/([a-z]{2})\/experiences\/[a-z0-9-]+\/[a-z0-9-]+\/?$/.exec(href);
      return match ? [match[1]] : [];
    });
    expect(countries.length).toBeGreaterThan(0);
    expect(countries.filter((code) => code !== page.country)).toEqual([]);
    await tab.close();
  });
});
