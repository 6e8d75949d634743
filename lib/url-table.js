'use strict';
/**
 * The site's addresses, once: every page route of pages/ (Next's file route, so `[slug]` is a
 * parameter), the page type analytics reports for it, and the name its paths are built and found
 * by. The link builder (lib/links.ts), the route parsers (lib/pages/product-route.ts, the analytics
 * page type in lib/analytics/page-view.ts) and the crawl of the end-to-end, budget and Lighthouse
 * runs (scripts/support/site-pages.js) all read this table, so a URL shape changes here only.
 *
 * Plain CommonJS with JSDoc types: the site's TypeScript imports it, and node scripts require it.
 *
 * Parameters match one path segment. `[segment]` is two routes' first segment: a static page (or
 * BUNAC's product, `/{slug}`), and a country code before a product (`/{cc}/experiences/...`):
 * `country` below says which of its routes takes a country there.
 */

/**
 * @typedef {object} Route
 * @property {string} route     the file route under pages/ (`/blog/[slug]`)
 * @property {string} pageType  the `page_type` of analytics' page_view event
 * @property {boolean} [product] a product page's address (docs/content-rules.md §2)
 * @property {boolean} [country] its first segment is a country code (`[a-z]{2}`, or `00` as typed)
 */

/** @type {readonly Route[]} */
const ROUTES = Object.freeze([
  { route: '/', pageType: 'home' },
  // A static page, or BUNAC's product at /{slug} (the page's props say which).
  { route: '/[segment]', pageType: 'static_page', product: true },
  { route: '/[segment]/experiences/[experienceSlug]/[slug]', pageType: 'product', product: true, country: true },
  { route: '/blog', pageType: 'blog_list' },
  { route: '/blog/[slug]', pageType: 'blog_post' },
  { route: '/blog/tags/[tag]', pageType: 'blog_tag' },
  { route: '/destinations', pageType: 'destination_list' },
  { route: '/destinations/[slug]', pageType: 'destination' },
  { route: '/events', pageType: 'events' },
  { route: '/experiences', pageType: 'experience_list' },
  { route: '/experiences/[experienceSlug]', pageType: 'experience' },
  { route: '/experiences/[experienceSlug]/[slug]', pageType: 'product', product: true },
  { route: '/infohub', pageType: 'infohub' },
  // An information-hub page is a product v2 with IsInfoHubPage (docs/content-rules.md §2).
  { route: '/infohub/[slug]', pageType: 'infohub_page', product: true },
  { route: '/infohub/articles/[slug]', pageType: 'info_article' },
  { route: '/jobs', pageType: 'jobs' },
  { route: '/news', pageType: 'news' },
  { route: '/sitemap', pageType: 'sitemap' },
  { route: '/travel-essentials', pageType: 'travel_essentials' },
  { route: '/travel-essentials/[category]', pageType: 'travel_essentials_category' },
  { route: '/travel-guides', pageType: 'travel_guide_list' },
  { route: '/travel-guides/[slug]', pageType: 'travel_guide' },
]);

/**
 * A route's path with its parameters filled in, each encoded as one segment:
 * fillRoute('/blog/[slug]', { slug: 'a b' }) is '/blog/a%20b'.
 * @param {string} route
 * @param {Record<string, string>} [params]
 * @returns {string}
 */
function fillRoute(route, params = {}) {
  return route.replace(/\[([^\]]+)\]/g, (_, name) => {
    if (params[name] === undefined) throw new Error(`${route}: no value for [${name}]`);
    return encodeURIComponent(params[name]);
  });
}

/**
 * The static segments other routes have where `route` has a parameter, after the same segments:
 * Next answers those first, so the parameter never takes them (`/blog/[slug]` is never
 * `/blog/tags`; `/[segment]` is never `/blog`).
 * @param {string[]} segments the route's segments
 * @param {number} index the parameter's
 * @returns {string[]}
 */
function staticSiblings(segments, index) {
  const prefix = segments.slice(0, index).join('/');
  const siblings = ROUTES.map(({ route }) => route.split('/').slice(1)).filter(
    (other) =>
      other.length > index &&
      other.slice(0, index).join('/') === prefix &&
      other[index] &&
      !other[index].startsWith('['),
  );
  return [...new Set(siblings.map((other) => other[index]))];
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The source of a RegExp that matches a route's paths (without query or fragment): each parameter
 * one segment (or `params[name]`, a pattern of its own) that is not a static sibling's, a trailing
 * slash as `trailingSlash` says ('optional' by default, or 'always' / 'never': a brand's canonical
 * form).
 * @param {string} route
 * @param {{ params?: Record<string, string>, trailingSlash?: 'optional' | 'always' | 'never' }} [options]
 * @returns {string}
 */
function routePatternSource(route, { params = {}, trailingSlash = 'optional' } = {}) {
  if (route === '/') return '^/$';
  const segments = route.split('/').slice(1);
  const body = segments
    .map((segment, index) => {
      const name = /^\[([^\]]+)\]$/.exec(segment)?.[1];
      if (!name) return `/${escapeRegExp(segment)}`;
      const taken = staticSiblings(segments, index);
      const not = taken.length ? `(?!(?:${taken.map(escapeRegExp).join('|')})(?:/|$))` : '';
      return `/${not}(?:${params[name] ?? '[^/?#]+'})`;
    })
    .join('');
  const slash = { optional: '/?', always: '/', never: '' }[trailingSlash];
  return `^${body}${slash}$`;
}

/**
 * A RegExp matching a route's paths, case-insensitive (see routePatternSource).
 * @param {string} route
 * @param {Parameters<typeof routePatternSource>[1]} [options]
 * @returns {RegExp}
 */
function routePattern(route, options) {
  return new RegExp(routePatternSource(route, options), 'i');
}

/** The country segment of a product address: a country code, or `00` as editors type it. */
const COUNTRY_SEGMENT = '00|[a-z]{2}';

/** The routes of product pages (lib/pages/product-route.ts), their country segment constrained. */
const PRODUCT_ROUTES = Object.freeze(ROUTES.filter((route) => route.product));

/** The product routes' patterns, built once. */
const PRODUCT_PATTERNS = PRODUCT_ROUTES.map(({ route, country }) =>
  routePattern(route, country ? { params: { segment: COUNTRY_SEGMENT } } : undefined),
);

/**
 * Whether a path is a product page's address (query ignored): /{cc}/experiences/{e}/{slug},
 * /experiences/{e}/{slug}, /infohub/{slug} or BUNAC's /{slug}.
 * @param {string} path
 * @returns {boolean}
 */
function isProductPath(path) {
  const pathname = path.split(/[?#]/)[0];
  return PRODUCT_PATTERNS.some((pattern) => pattern.test(pathname));
}

/**
 * The route of a page type (its first row: the product's two routes share one type).
 * @param {string} pageType
 * @returns {string}
 */
function routeOf(pageType) {
  const row = ROUTES.find((candidate) => candidate.pageType === pageType);
  if (!row) throw new Error(`lib/url-table.js has no route of page type ${pageType}`);
  return row.route;
}

/** Every route's pattern and page type, built once, in the table's order. */
const PAGE_PATTERNS = ROUTES.map(({ route, pageType }) => ({ pattern: routePattern(route), pageType }));

/**
 * The page type of a path as Next would route it (the query ignored), or null when no page route
 * matches (a 404). The edge labels its views with it (lib/page-cache/site-server.js).
 * @param {string} path
 * @returns {string | null}
 */
function pageTypeOf(path) {
  const pathname = path.split(/[?#]/)[0];
  return PAGE_PATTERNS.find(({ pattern }) => pattern.test(pathname))?.pageType ?? null;
}

/** The first path segments the table's static routes own: never a static page or BUNAC product. */
const SECTION_SEGMENTS = Object.freeze([
  ...new Set(ROUTES.map(({ route }) => route.split('/')[1]).filter((segment) => segment && !segment.startsWith('['))),
]);

module.exports = {
  ROUTES,
  PRODUCT_ROUTES,
  SECTION_SEGMENTS,
  COUNTRY_SEGMENT,
  fillRoute,
  routeOf,
  routePattern,
  routePatternSource,
  isProductPath,
  pageTypeOf,
};
