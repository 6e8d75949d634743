/**
 * What search engines see, on the production build with ENVIRONMENT=production against the seeded
 * CMS: each brand's /robots.txt and /sitemap.xml, every sitemap URL answering 200 at once (no
 * redirect: the sitemap lists canonical addresses) with structured data that parses, and a
 * multi-country product page's alternates and share image.
 */
import { documentsOf, seededBrands } from './support/seed-data';
import { requestSite } from './support/browser';

jest.setTimeout(180_000);

const domainOf = (brandName: string) => {
  const brand = documentsOf('brand').find((doc) => doc.Name === brandName)!;
  return (brand.SeoDetails as { SiteDomainName: string }).SiteDomainName;
};
/** The JSON-LD objects of a page's HTML; a script that does not parse is reported, not thrown. */
function structuredData(html: string): { objects: Record<string, unknown>[]; errors: string[] } {
  const objects: Record<string, unknown>[] = [];
  const errors: string[] = [];
  for (const [, json] of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      objects.push(JSON.parse(json) as Record<string, unknown>);
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  return { objects, errors };
}

/** Which page shows which structured data: the type each sitemap URL must carry besides Organization. */
const EXPECTED: [RegExp, string][] = [
  [/\/(blog|infohub\/articles)\/[^/]+\/$/, 'BlogPosting'],
  [/\/jobs\/$/, 'JobPosting'],
];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));

/** Every structured-data type seen on any brand's pages. */
const allTypes: string[] = [];

describe.each(seededBrands)('$name', (brand) => {
  const origin = `https://${domainOf(brand.name)}`;

  it('robots.txt keeps crawlers out of the API only and names the sitemap', async () => {
    const robots = await requestSite(brand.slug, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(`User-agent: *\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
    expect(robots.headers['x-robots-tag']).toBeUndefined();
  });

  it('every sitemap URL is a page of the brand that answers 200 without a redirect, with structured data that parses', async () => {
    const sitemap = await requestSite(brand.slug, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(sitemap.body);
    // The seed gives each brand dozens of pages: a near-empty sitemap is a broken one.
    expect(urls.length).toBeGreaterThan(30);
    expect(new Set(urls).size).toBe(urls.length);
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const url of urls) {
      expect(url.startsWith(`${origin}/`)).toBe(true);
      const response = await requestSite(brand.slug, url.slice(origin.length));
      if (response.status !== 200) failures.push(`${response.status} ${url} ${response.headers.location ?? ''}`);
      else if (!response.body.includes(`<link rel="canonical" href="${url}"`)) failures.push(`canonical ≠ ${url}`);
      const { objects, errors } = structuredData(response.body);
      for (const error of errors) failures.push(`JSON-LD does not parse on ${url}: ${error}`);
      const types = objects.map((object) => {
        if (object['@context'] !== 'https://schema.org') failures.push(`JSON-LD without @context on ${url}`);
        return String(object['@type']);
      });
      types.forEach((type) => seen.add(type));
      const wanted = ['Organization', ...EXPECTED.filter(([path]) => path.test(url)).map(([, type]) => type)];
      if (response.body.includes('aria-label="Breadcrumb"')) wanted.push('BreadcrumbList');
      for (const type of wanted) if (!types.includes(type)) failures.push(`no ${type} on ${url}`);
      if (types.filter((type) => type === 'FAQPage').length > 1) failures.push(`two FAQPage objects on ${url}`);
      const organization = objects.find((object) => object['@type'] === 'Organization');
      if (organization && organization.url !== `${origin}/`)
        failures.push(`Organization url ${String(organization.url)}`);
    }
    expect(failures).toEqual([]);
    allTypes.push(...seen);
  });
});

describe('structured data across the brands', () => {
  it('gives every type the seeded pages hold: a FAQ, a price, an upcoming event', () => {
    const upcoming = documentsOf('event').some((event) => Date.parse(String(event.DateOfEvent)) > Date.now());
    const wanted = ['Organization', 'BreadcrumbList', 'BlogPosting', 'JobPosting', 'FAQPage', 'Product'];
    expect([...new Set(allTypes)]).toEqual(expect.arrayContaining(upcoming ? [...wanted, 'Event'] : wanted));
  });
});

describe('a multi-country product page', () => {
  it('links its country versions with hreflang and x-default, and shares an absolute image with its size', async () => {
    const brand = seededBrands.find((candidate) => candidate.name === 'Wayfarer Collective')!;
    const origin = `https://${domainOf(brand.name)}`;
    const sitemap = await requestSite(brand.slug, '/sitemap.xml');
    const product = locs(sitemap.body).find((url) => /^https:\/\/[^/]+\/gb\/experiences\/[^/]+\/[^/]+\/$/.test(url))!;
    expect(product).toBeDefined();
    const page = await requestSite(brand.slug, product.slice(origin.length));
    const alternates = [...page.body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(alternates).toContainEqual(['en-GB', product]);
    expect(alternates).toContainEqual(['en-US', product.replace('/gb/', '/us/')]);
    expect(alternates.find(([lang]) => lang === 'x-default')).toBeDefined();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
    expect(image).toMatch(new RegExp(`^${origin}/`));
    expect(page.body).toMatch(/<meta property="og:image:width" content="\d+"/);
    expect(page.body).not.toMatch(/name="robots" content="noindex/);
  });
});
