import type { SitemapEntriesQuery } from '@/graphql/generated/graphql';
import type { Brand } from '@/lib/brand/types';
import { isProductPage } from '@/lib/content/product';
import { compact } from '@/lib/content/values';
import { listHref, pageHref, productHref, type LinkContext, type ListName, type PageType } from '@/lib/links';

/**
 * The sitemaps protocol's limits (sitemaps.org): at most 50,000 URLs and 50 MB per file. A brand
 * with more pages gets a sitemap index at /sitemap.xml and its URLs in /sitemaps/<n>.xml.
 */
export const MAX_URLS_PER_SITEMAP = 50_000;
const MAX_BYTES_PER_SITEMAP = 50 * 1024 * 1024;

export interface SitemapEntry {
  /** The page's canonical absolute URL. */
  loc: string;
  /** When the page's content last changed (the CMS's updatedAt), ISO 8601. */
  lastmod: string | null;
}

/** How many items of each kind one SitemapEntries request asks for: the CMS's GraphQL maxLimit. */
export const SITEMAP_PAGE_SIZE = 100;

/** What the CMS says of when an item last changed. */
type Dated = { updatedAt?: string | null };

/** The latest of some dates (ISO strings compare as dates), or null. */
export function latest(dates: readonly (string | null | undefined)[]): string | null {
  return dates.reduce<string | null>((max, date) => (date && (!max || date > max) ? date : max), null);
}

/**
 * Every published page of a brand, as paths with their last change: the same addresses the site
 * links to (lib/links.ts), a multi-country brand's product once per country it serves, a list page
 * when the brand has something in it. `pages` are the CMS's answers for the brand, page by page.
 */
export function sitemapPaths(
  pages: readonly SitemapEntriesQuery[],
  brand: Brand,
  brandOrigins: Record<string, string> = {},
): { path: string; lastmod: string | null }[] {
  const all = <K extends keyof SitemapEntriesQuery>(key: K): NonNullable<SitemapEntriesQuery[K][number]>[] =>
    pages.flatMap((page) => compact<NonNullable<SitemapEntriesQuery[K][number]>>(page[key]));
  const context: LinkContext = { brand, brandOrigins, countryCode: null };
  const out: { path: string; lastmod: string | null }[] = [];
  // An address may be added once per item it shows: the last change of the address is its newest
  // item's (deduplicated below), so a list, a tag or a category changes when one of its items does.
  const add = (path: string, lastmod: string | null | undefined) => out.push({ path, lastmod: lastmod ?? null });
  /** A list page, when the brand has something in it. */
  const list = (name: ListName, items: readonly Dated[]) => {
    for (const item of items) add(listHref(name, { brand }), item.updatedAt);
  };
  const pagesOf = (type: PageType, items: readonly (Dated & { Slug: string })[]) => {
    for (const item of items) add(pageHref(type, item.Slug, null, { brand }), item.updatedAt);
  };

  for (const page of all('staticPagesV2')) add(pageHref('static-page', page.PageName, null, { brand }), page.updatedAt);

  const posts = all('blogPosts');
  const blog = posts.filter((post) => !post.IsInfoBlog);
  const articles = posts.filter((post) => post.IsInfoBlog);
  list('blog', blog);
  pagesOf('blog-post', blog);
  for (const post of blog)
    pagesOf(
      'blog-tag',
      compact(post.blog_types).map((tag) => ({ ...tag, updatedAt: post.updatedAt })),
    );

  const products = all('productsV2').filter((product) => isProductPage(product));
  list('infohub', [...articles, ...products.filter((product) => product.IsInfoHubPage)]);
  pagesOf('info-blog', articles);

  list('destinations', all('destinations'));
  pagesOf('destination', all('destinations'));
  list('experiences', all('experiences'));
  pagesOf('experience', all('experiences'));
  list('travelGuides', all('travelGuides'));
  pagesOf('travel-guide', all('travelGuides'));

  // A product page per country the brand serves (docs/content-rules.md §2: the country segment);
  // a product v2 with the same link as a legacy product is the one page (deduplicated below).
  const countries = brand.singleCountryBrand || brand.countries.length === 0 ? [null] : brand.countries;
  for (const product of [...products, ...all('products')])
    for (const countryCode of countries) add(productHref(product, { ...context, countryCode }), product.updatedAt);

  const essentials = all('travelEssentials');
  list('travelEssentials', essentials);
  for (const item of essentials)
    pagesOf(
      'travel-essential-category',
      compact(item.categories).map((category) => ({ ...category, updatedAt: item.updatedAt })),
    );

  list('events', all('events'));
  list('news', all('newsItems'));
  list('jobs', all('jobPages'));
  list('sitemap', all('sitemapPages'));

  // Only this brand's own pages (a product shared with another brand links to that brand's site),
  // each address once with its latest change.
  const unique = new Map<string, string | null>();
  for (const { path, lastmod } of out) {
    if (!path.startsWith('/')) continue;
    unique.set(path, latest([unique.get(path), lastmod]));
  }
  return [...unique].map(([path, lastmod]) => ({ path, lastmod }));
}

/** Whether every list of a page of answers came back full, so the next page may hold more. */
export function hasMorePages(page: SitemapEntriesQuery): boolean {
  return Object.values(page).some((value) => Array.isArray(value) && value.length >= SITEMAP_PAGE_SIZE);
}

/** Escapes text for an XML element or attribute. */
export function xmlEscape(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One entry of a `<urlset>` (`url`) or a `<sitemapindex>` (`sitemap`), a line of its own. */
const entryXml = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry) =>
  `  <${tag}><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</${tag}>\n`;

/** A `<urlset>` of entries (at most MAX_URLS_PER_SITEMAP of them). */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.map((entry) => entryXml('url', entry)).join('')}</urlset>\n`;
}

/** A `<sitemapindex>` naming each sitemap file with the latest change it holds. */
export function sitemapIndexXml(files: readonly SitemapEntry[]): string {
  const items = files.map((file) => entryXml('sitemap', file)).join('');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items}</sitemapindex>\n`;
}

/**
 * Splits a brand's entries into sitemap files within the protocol's limits. One file: /sitemap.xml
 * is that file. More: /sitemap.xml is an index of /sitemaps/1.xml, /sitemaps/2.xml, ...
 */
export function sitemapFiles(entries: readonly SitemapEntry[], maxUrls = MAX_URLS_PER_SITEMAP): SitemapEntry[][] {
  const files: SitemapEntry[][] = [];
  let current: SitemapEntry[] = [];
  // The document around the entries, then each entry's line (UTF-8 bytes: the limit is in bytes).
  const frame = Buffer.byteLength(urlsetXml([]));
  let bytes = frame;
  for (const entry of entries) {
    const size = Buffer.byteLength(entryXml('url', entry));
    if (current.length >= maxUrls || (current.length > 0 && bytes + size > MAX_BYTES_PER_SITEMAP)) {
      files.push(current);
      current = [];
      bytes = frame;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0 || files.length === 0) files.push(current);
  return files;
}

/** The path of the n-th (1-based) sitemap file when a brand needs an index. */
export const sitemapFilePath = (index: number) => `/sitemaps/${index}.xml`;

/**
 * robots.txt: in production, crawlers everywhere but the API, and where the sitemap is; anywhere
 * else (staging, the demo) nothing, so a copy of the site never competes with the real one.
 */
export function robotsTxt({ indexable, sitemapUrl }: { indexable: boolean; sitemapUrl: string }): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${sitemapUrl}\n`;
}
