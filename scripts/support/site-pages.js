'use strict';
const http = require('http');
const { fillRoute, isProductPath, routeOf, routePattern } = require('../../lib/url-table');
/**
 * One address of every page type of a brand, found the way a visitor finds them: from the home
 * page, following links in the server-rendered HTML (the site map's core pages, then list pages,
 * then detail pages). Shared by the end-to-end tier (e2e/pages.e2e.test.ts), `npm run budget` and
 * `npm run lighthouse`, so all three look at the same pages.
 *
 * `request(path)` answers `{ status, body }` for a path of the brand's site, redirects not followed.
 */

/** @typedef {'home' | 'static page' | 'site map' | 'destination list' | 'destination' | 'experience list' | 'experience' | 'product (v2)' | 'product (legacy)' | 'info hub' | 'info-hub page' | 'info article' | 'blog list' | 'blog post' | 'blog tag' | 'travel guide list' | 'travel guide' | 'jobs' | 'events' | 'news' | 'travel essentials' | 'travel essentials category'} PageType */

/**
 * Each page type the crawl finds, and its route's page type in the URL table (lib/url-table.js),
 * whose route gives the addresses the crawl looks for. Product pages are told apart by their props.
 * @type {Record<PageType, string>}
 */
const TABLE_PAGE_TYPES = {
  home: 'home',
  'static page': 'static_page',
  'site map': 'sitemap',
  'destination list': 'destination_list',
  destination: 'destination',
  'experience list': 'experience_list',
  experience: 'experience',
  'product (v2)': 'product',
  'product (legacy)': 'product',
  'info hub': 'infohub',
  'info-hub page': 'infohub_page',
  'info article': 'info_article',
  'blog list': 'blog_list',
  'blog post': 'blog_post',
  'blog tag': 'blog_tag',
  'travel guide list': 'travel_guide_list',
  'travel guide': 'travel_guide',
  jobs: 'jobs',
  events: 'events',
  news: 'news',
  'travel essentials': 'travel_essentials',
  'travel essentials category': 'travel_essentials_category',
};

/** @type {PageType[]} */
const PAGE_TYPES = /** @type {PageType[]} */ (Object.keys(TABLE_PAGE_TYPES));

/**
 * One page type per template (components/templates/*): what a benchmark that is slow per page
 * (Lighthouse) visits. The other page types render through one of these templates.
 * @type {PageType[]}
 */
const TEMPLATE_PAGE_TYPES = [
  'home', // StaticPage (home)
  'static page', // StaticPage
  'site map', // Sitemap
  'destination list', // TileIndex
  'destination', // Destination
  'experience', // Experience
  'product (v2)', // Product
  'info hub', // InfoHub
  'blog list', // BlogList
  'blog post', // BlogPost
  'travel guide', // TravelGuide
  'jobs', // Jobs
  'events', // Events
  'news', // News
  'travel essentials', // TravelEssentials
];

/** Paths that are files or endpoints, never a page: not worth fetching to ask what they are. */
const NOT_A_PAGE = /^\/(?:api|_next|uploads)\//;

/**
 * The links of a page as the server rendered it, in document order, by scope: `body`, `main`, or
 * `footer` (the page's last <footer>: a quote inside the page may have its own).
 * @param {string} html
 * @param {'body' | 'main' | 'footer'} [scope]
 * @returns {string[]}
 */
function linksIn(html, scope = 'body') {
  const part =
    scope === 'body'
      ? html
      : scope === 'footer'
        ? html.slice(html.lastIndexOf('<footer'))
        : (/<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '');
  return [...part.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

/** The page props Next serialised into the page (`__NEXT_DATA__`), or null. */
function pagePropsIn(html) {
  const json = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json).props?.pageProps ?? null) : null;
}

/**
 * Every script a page loads as it opens, in order: the `<script src>` of its HTML, then the chunks
 * its paint-first script adds once the page has painted (lib/react/paint-first.ts: a JSON list at
 * the start of that inline script). Entities decoded.
 * @param {string} html
 * @returns {string[]}
 */
function pageScripts(html) {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  const list = /\(function\(d\)\{var s=(\[[^\]]*\])/.exec(html)?.[1];
  return [...tags, ...(list ? JSON.parse(list) : [])];
}

/**
 * @param {(path: string) => Promise<{ status: number, body: string }>} request
 * @param {string} [label] the brand, for error messages
 * @returns {Promise<Map<PageType, string>>} page type -> path (with its query, if any)
 */
async function findPages(request, label = 'the site') {
  /** @type {Map<PageType, string>} */
  const found = new Map([['home', '/']]);
  const bodies = new Map();
  const html = async (path) => {
    if (!bodies.has(path)) {
      const answer = await request(path);
      if (answer.status !== 200) throw new Error(`${label}: ${path} answered ${answer.status}`);
      bodies.set(path, answer.body);
    }
    return bodies.get(path);
  };
  const local = (href) => (href.startsWith('http') ? new URL(href).pathname + new URL(href).search : href);
  const linkOn = async (path, pattern, scope = 'body') => {
    const href = linksIn(await html(path), scope).find((candidate) => pattern.test(candidate));
    if (!href) throw new Error(`${label}: no link matching ${pattern} on ${path}`);
    return local(href);
  };

  // Each page type's addresses, from the URL table (lib/url-table.js), in the brand's form:
  // trailing slashes are a brand's choice (docs/content-rules.md §2.8), the site map's link says which.
  let trailingSlash = /** @type {'always' | 'never' | 'optional'} */ ('optional');
  /** @param {PageType} type */
  const pattern = (type) => routePattern(routeOf(TABLE_PAGE_TYPES[type]), { trailingSlash });

  const sitemap = await linkOn('/', pattern('site map'), 'footer');
  trailingSlash = sitemap.endsWith('/') ? 'always' : 'never';
  found.set('site map', sitemap);
  /** @type {PageType[]} the site map's core links */
  const core = [
    'destination list',
    'experience list',
    'blog list',
    'info hub',
    'jobs',
    'events',
    'news',
    'travel essentials',
    'travel guide list',
  ];
  for (const type of core) found.set(type, await linkOn(sitemap, pattern(type)));

  const get = (type) => /** @type {string} */ (found.get(type));
  // The static page every brand's footer links: about us.
  const aboutUs =
    fillRoute(routeOf(TABLE_PAGE_TYPES['static page']), { segment: 'about-us' }) +
    (trailingSlash === 'always' ? '/' : '');
  found.set('static page', await linkOn('/', new RegExp(`^${aboutUs}$`), 'footer'));
  /** @type {[PageType, PageType][]} a page type, and the page that links it */
  const details = [
    ['destination', 'destination list'],
    ['experience', 'experience list'],
    ['blog post', 'blog list'],
    ['blog tag', 'blog post'],
    ['info-hub page', 'info hub'],
    ['info article', 'info hub'],
    ['travel guide', 'travel guide list'],
    ['travel essentials category', 'travel essentials'],
  ];
  for (const [type, from] of details) found.set(type, await linkOn(get(from), pattern(type)));

  // Products, from the programme tiles of the brand's destinations; a product page says which kind
  // it is in its props (lib/pages/product-route.ts).
  const destinations = [
    ...new Set(
      linksIn(await html(get('destination list')), 'main').filter((href) => pattern('destination').test(href)),
    ),
  ];
  const seen = new Set();
  for (const destination of destinations) {
    for (const href of linksIn(await html(destination), 'main')) {
      if (!isProductPath(href) || NOT_A_PAGE.test(href) || seen.has(href)) continue;
      seen.add(href);
      const props = pagePropsIn(await html(href));
      const type = props?.kind === 'legacy' ? 'product (legacy)' : props?.kind === 'v2' ? 'product (v2)' : null;
      if (type && !found.has(type)) found.set(type, href);
    }
    if (found.has('product (legacy)') && found.has('product (v2)')) break;
  }
  return found;
}

/**
 * One GET of a brand's page on a site at `origin` (http://host:port), the brand named in Host
 * (<slug>.localhost:<port>, as Chromium sends it). Node's fetch sets Host from the URL, so this
 * uses http.get. Redirects are not followed.
 * @param {URL} origin
 * @param {string} slug
 * @param {string} pathname
 * @returns {Promise<{ status: number, body: string }>}
 */
function requestBrandPage(origin, slug, pathname) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: origin.hostname,
        port: origin.port,
        path: pathname,
        headers: { host: `${slug}.localhost:${origin.port}` },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${slug}: ${pathname} did not answer within 60 s`)));
  });
}

/**
 * The brands to look at: their slugs, from the CMS (each answers on <slug>.localhost).
 * @param {string} cmsUrl
 * @returns {Promise<{ name: string, slug: string }[]>}
 */
async function brandsOf(cmsUrl) {
  const response = await fetch(`${cmsUrl.replace(/\/+$/, '')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ brands(pagination: { limit: 100 }, sort: "Name") { Name Slug } }' }),
  });
  const json = await response.json();
  if (!json.data) throw new Error(`the CMS at ${cmsUrl} did not list its brands: ${JSON.stringify(json.errors)}`);
  return json.data.brands.map((brand) => ({ name: brand.Name, slug: brand.Slug }));
}

module.exports = {
  PAGE_TYPES,
  TABLE_PAGE_TYPES,
  TEMPLATE_PAGE_TYPES,
  findPages,
  linksIn,
  pageScripts,
  pagePropsIn,
  brandsOf,
  requestBrandPage,
};
