/**
 * The one table of the site's addresses (lib/url-table.js, read by lib/links LIST_PATHS and
 * PAGE_PATHS, the product route and the crawl): every route of it is a page file and every page file
 * a route of it; every path it builds is answered by that route, in the brand's canonical form, so an
 * internal link never redirects.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LIST_PATHS, PAGE_PATHS, listHref, pageHref, type PageType } from '@/lib/links';
import { normalisePath } from '@/lib/content/paths';
import { testBrand } from '../../support/render';
import { ROUTES, isProductPath, routePattern } from '@/lib/url-table';
// The crawl of the end-to-end, budget and Lighthouse runs (plain node: CommonJS).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TABLE_PAGE_TYPES } = require('../../../scripts/support/site-pages');

const PAGES = path.join(__dirname, '../../../pages');

/** The page file that answers a path, following Next's pages-router rules (static before dynamic). */
function routeFor(urlPath: string): string | null {
  const segments = urlPath.split('/').filter(Boolean);
  let dir = PAGES;
  for (let index = 0; index < segments.length; index++) {
    const last = index === segments.length - 1;
    const segment = segments[index];
    const entries = readdirSync(dir);
    const dynamic = entries.find((entry) => /^\[[^.]+\](\.tsx)?$/.test(entry) && !entry.startsWith('[...'));
    if (last) {
      if (entries.includes(`${segment}.tsx`)) return path.join(dir, `${segment}.tsx`);
      if (existsSync(path.join(dir, segment, 'index.tsx'))) return path.join(dir, segment, 'index.tsx');
      const file = entries.find((entry) => /^\[[^.]+\]\.tsx$/.test(entry));
      if (file) return path.join(dir, file);
      if (dynamic && existsSync(path.join(dir, dynamic, 'index.tsx'))) return path.join(dir, dynamic, 'index.tsx');
      return null;
    }
    if (entries.includes(segment)) dir = path.join(dir, segment);
    else if (dynamic && !dynamic.endsWith('.tsx')) dir = path.join(dir, dynamic);
    else return null;
  }
  return path.join(dir, 'index.tsx');
}

const relative = (file: string | null) => file && path.relative(PAGES, file);
const wayfarer = { brand: testBrand() };
const bunac = { brand: testBrand({ name: 'BUNAC', slug: 'bunac', singleCountryBrand: true, countries: ['gb'] }) };

describe('the URL table', () => {
  it.each(Object.entries(LIST_PATHS))('list %s (%s) is a list route of its own', (_name, listPath) => {
    // A list page must be a static route: a dynamic one would mean another page type answers it.
    expect(relative(routeFor(listPath))).toMatch(/^[a-z-]+(\/index)?\.tsx$/);
  });

  // A Record over PageType: a page type added to the table without its route here is a type error.
  const ROUTES: Record<PageType, string> = {
    destination: 'destinations/[slug].tsx',
    experience: 'experiences/[experienceSlug]/index.tsx',
    'travel-guide': 'travel-guides/[slug].tsx',
    'blog-post': 'blog/[slug].tsx',
    'info-blog': 'infohub/articles/[slug].tsx',
    'blog-tag': 'blog/tags/[tag].tsx',
    'travel-essential-category': 'travel-essentials/[category].tsx',
    'static-page': '[segment].tsx',
  };

  it.each(Object.entries(ROUTES) as [PageType, string][])('a %s page is answered by pages/%s', (type, file) => {
    expect(relative(routeFor(PAGE_PATHS[type]('some-slug')))).toBe(file);
  });

  it('the home static page is the site root', () => {
    expect(PAGE_PATHS['static-page']('home')).toBe('/');
    expect(pageHref('static-page', 'home', null, wayfarer)).toBe('/');
  });

  it.each([
    ['Wayfarer', wayfarer],
    ['BUNAC', bunac],
  ])('every link it builds for %s is already canonical (no redirect on click)', (_name, context) => {
    const built = [
      ...Object.keys(LIST_PATHS).map((list) => listHref(list as keyof typeof LIST_PATHS, context)),
      ...Object.keys(PAGE_PATHS).map((type) => pageHref(type as PageType, 'a-slug', null, context)),
    ];
    for (const href of built) expect(normalisePath(href, { brandName: context.brand.name })).toBe(href);
  });

  it('brand link shapes differ: trailing slash for Wayfarer, none for BUNAC', () => {
    expect(listHref('blog', wayfarer)).toBe('/blog/');
    expect(listHref('blog', bunac)).toBe('/blog');
  });

  it('encodes a slug and a query value so content cannot change the path', () => {
    expect(pageHref('blog-tag', 'a/b?c', null, wayfarer)).toBe('/blog/tags/a%2Fb%3Fc/');
    expect(listHref('news', wayfarer, { experience: 'Summer Camp & more' })).toBe(
      '/news/?experience=Summer%20Camp%20%26%20more',
    );
  });

  it('an item of another brand links to that brand’s site', () => {
    const ref = (name: string) => ({ Name: name, SeoDetails: { SiteDomainName: null, SingleCountryBrand: true } });
    expect(
      pageHref('destination', 'ireland', [ref('BUNAC')] as never, {
        ...wayfarer,
        brandOrigins: { BUNAC: 'https://bunac.example' },
      }),
    ).toBe('https://bunac.example/destinations/ireland');
  });
});

/**
 * Every page route of pages/ (Next's file routes), without Next's own files, APIs and files, and
 * without the catch-all that answers unknown deep addresses with the 404 (pages/[segment]/[...rest]).
 */
function pageRoutes(dir = PAGES, prefix = ''): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return entry === 'api' ? [] : pageRoutes(file, `${prefix}/${entry}`);
    if (!entry.endsWith('.tsx') || /^_|^(404|500)\.tsx$|^\[\.\.\./.test(entry)) return [];
    const name = entry.replace(/\.tsx$/, '');
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

/** The page file of a route of pageRoutes(). */
function routeFile(route: string): string {
  const base = path.join(PAGES, route === '/' ? 'index' : route);
  return existsSync(`${base}.tsx`) ? `${base}.tsx` : path.join(base, 'index.tsx');
}

describe('the URL table (lib/url-table.js)', () => {
  it('names every page route of pages/, and names nothing else', () => {
    const routes = ROUTES.map((row) => row.route);
    // A page file without its row: analytics would report its route as its page type, and no link
    // or crawl would know it. A row without its file: links to a page nobody answers.
    expect(pageRoutes().filter((route) => !routes.includes(route))).toEqual([]);
    expect(routes.filter((route) => !pageRoutes().includes(route))).toEqual([]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('is crawled whole: the end-to-end, budget and Lighthouse runs visit a page of each route', () => {
    // scripts/support/site-pages.js finds one address per crawled type, by its route's pattern.
    const crawled = new Set(Object.values(TABLE_PAGE_TYPES as Record<string, string>));
    expect(ROUTES.map((row) => row.pageType).filter((type) => !crawled.has(type))).toEqual([]);
  });

  it.each([
    ['/gb/experiences/summer-camp/camp-counsellor/', true],
    ['/00/experiences/summer-camp/camp-counsellor', true],
    ['/experiences/summer-camp/camp-counsellor/', true],
    ['/infohub/visa-guide/', true],
    ['/work-in-canada', true],
    ['/infohub/articles/', false],
    ['/experiences/summer-camp/', false],
    ['/blog/', false],
    ['/destinations/usa/', false],
    ['/blog/tags/stories/', false],
  ])('knows a product address: %s is %s', (address, product) => {
    expect(isProductPath(address)).toBe(product);
  });

  it('matches a route the way Next routes it: a static sibling first', () => {
    const post = routePattern('/blog/[slug]');
    expect(post.test('/blog/a-post/')).toBe(true);
    expect(post.test('/blog/tags/')).toBe(false);
    expect(post.test('/blog/a/b/')).toBe(false);
    expect(routePattern('/[segment]').test('/news')).toBe(false);
    expect(routePattern('/blog/[slug]', { trailingSlash: 'always' }).test('/blog/a-post')).toBe(false);
    expect(routePattern('/blog/[slug]', { trailingSlash: 'never' }).test('/blog/a-post/')).toBe(false);
  });
});

describe('the page types the CMS previews', () => {
  it('are exactly the ones the site can find and link (one contract across the two apps)', async () => {
    const { PREVIEW_TYPES } = await import('../../../cms/src/preview/preview-url');
    const { PREVIEW_DOCUMENTS } = await import('@/lib/cms/preview-documents');
    expect(Object.values(PREVIEW_TYPES).sort()).toEqual(Object.keys(PREVIEW_DOCUMENTS).sort());
  });
});

describe('every page file is one shape: its loader and its page component', () => {
  // Simorgh's route handlers: a page file names what loads its data (lib/pages) and what renders it
  // (components/templates), and defines neither, so every page reads the same way.
  it.each(pageRoutes())('pages%s', (route) => {
    const file = routeFile(route);
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(/^export const getServerSideProps = cmsPage</m);
    expect(source).toMatch(/^export default \w+;$/m);
    // No component defined here: no function, no JSX element.
    expect(source).not.toMatch(/function |\/>|<\/[A-Za-z]/);
  });
});
