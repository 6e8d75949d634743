import type { BrandRefFragment } from '@/graphql/generated/graphql';
import type { Brand } from '@/lib/brand/types';
import { buildContentLink } from '@/lib/content/links';
import { normalisePath, replaceCountryCode } from '@/lib/content/paths';
import { compact } from '@/lib/content/values';
import { COUNTRY_SEGMENT, PRODUCT_ROUTES, fillRoute, routeOf, routePattern } from '@/lib/url-table';

/** What links need to know about the page they are on. */
export interface LinkContext {
  brand: Brand;
  /** The country segment of the current page, for multi-country brands (lower case). */
  countryCode?: string | null;
  /** Each brand's origin from this request (SiteProps.brandOrigins). */
  brandOrigins: Record<string, string>;
}

type BrandRefs = readonly (BrandRefFragment | null)[] | null | undefined;

const brandsOf = (brands: BrandRefs): BrandRefFragment[] => compact(brands);

/** The country segment for a multi-country brand's product links: the page's, else the brand's first. */
const countryFor = (context: LinkContext) => context.countryCode || context.brand.countries[0] || 'us';

/** Splits an absolute link into origin and path, so only the path is normalised. */
function normaliseLink(link: string, brandName: string, countryCode: string): string {
  const match = link.match(/^(https?:\/\/[^/]+)(\/.*)?$/i);
  const origin = match ? match[1] : '';
  const path = match ? (match[2] ?? '/') : link;
  return origin + normalisePath(replaceCountryCode(path, countryCode), { brandName });
}

/**
 * A product's link (docs/content-rules.md §2, rules 1-8): the link shape of its brand, the country placeholder
 * filled in, the path normalised for the brand it lives on, and that brand's origin in front when
 * it is not the current brand.
 */
export function productHref(
  item: { Slug: string; IsInfoHubPage?: boolean | null; experience?: { Slug: string } | null; brands?: BrandRefs },
  context: LinkContext,
): string {
  const brands = brandsOf(item.brands);
  const link = buildContentLink(
    {
      slug: item.Slug,
      experienceSlug: item.experience?.Slug ?? null,
      isInfoHubPage: item.IsInfoHubPage ?? false,
      brands: brands.map((brand) => ({
        name: brand.Name,
        seoDetails: {
          singleCountryBrand: brand.SeoDetails.SingleCountryBrand,
          domain: context.brandOrigins[brand.Name] ?? brand.SeoDetails.SiteDomainName,
        },
      })),
    },
    context.brand.name,
  );
  const home = brands.some((brand) => brand.Name === context.brand.name)
    ? context.brand.name
    : (brands[0]?.Name ?? context.brand.name);
  return normaliseLink(link, home, countryFor(context));
}

/**
 * The site's list pages, by name: every section path the site links to is here (the automated
 * menu, breadcrumbs, list links), from the URL table's routes.
 */
export const LIST_PATHS = {
  destinations: routeOf('destination_list'),
  experiences: routeOf('experience_list'),
  travelGuides: routeOf('travel_guide_list'),
  blog: routeOf('blog_list'),
  infohub: routeOf('infohub'),
  events: routeOf('events'),
  news: routeOf('news'),
  jobs: routeOf('jobs'),
  sitemap: routeOf('sitemap'),
  travelEssentials: routeOf('travel_essentials'),
} as const;

export type ListName = keyof typeof LIST_PATHS;

/** The path of a page type's route with its one parameter filled in (encoded). */
const filled = (pageType: string) => {
  const route = routeOf(pageType);
  const name = /\[([^\]]+)\]/.exec(route)?.[1];
  if (!name) throw new Error(`${route} (${pageType}) has no parameter`);
  return (slug: string) => fillRoute(route, { [name]: slug });
};

/**
 * The pages of one item, by page type: the path of the item with that slug (or page name). Products
 * are not here: their links follow the brand's link shape (productHref, docs/content-rules.md §2).
 */
export const PAGE_PATHS = {
  destination: filled('destination'),
  experience: filled('experience'),
  'travel-guide': filled('travel_guide'),
  'blog-post': filled('blog_post'),
  'info-blog': filled('info_article'),
  'blog-tag': filled('blog_tag'),
  'travel-essential-category': filled('travel_essentials_category'),
  'static-page': (pageName: string) => (pageName === 'home' ? routeOf('home') : filled('static_page')(pageName)),
} as const;

export type PageType = keyof typeof PAGE_PATHS;

/**
 * A link to an item's page (destination, experience, travel guide, blog post, ...): its path from
 * PAGE_PATHS in the brand's canonical form, on its own brand's site when it does not belong to the
 * current brand (docs/content-rules.md §2.6; `brands` null: it is the current brand's).
 */
export function pageHref(
  type: PageType,
  slug: string,
  brands: BrandRefs,
  context: Pick<LinkContext, 'brand'> & Partial<LinkContext>,
): string {
  const owners = brandsOf(brands);
  const path = PAGE_PATHS[type](slug);
  if (owners.length === 0 || owners.some((brand) => brand.Name === context.brand.name)) {
    return normalisePath(path, { brandName: context.brand.name });
  }
  const owner = owners[0];
  const origin = context.brandOrigins?.[owner.Name] ?? '';
  return origin + normalisePath(path, { brandName: owner.Name });
}

/** A list page of the current brand's site, in its canonical form (`?query` appended as given). */
export function listHref(list: ListName, context: Pick<LinkContext, 'brand'>, query?: Record<string, string>): string {
  const path = normalisePath(LIST_PATHS[list], { brandName: context.brand.name });
  const search = Object.entries(query ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** A product page's address under a country segment (or the `00` placeholder), as editors type it. */
const COUNTRY_PRODUCT_PATH = routePattern(PRODUCT_ROUTES.find((row) => row.country)?.route ?? '', {
  params: { segment: `(${COUNTRY_SEGMENT})` },
});
/** Paths that are files or endpoints, never pages: their form is left as typed. */
const NOT_A_PAGE = /^\/(uploads|api|_next)\/|\.[a-z0-9]{2,5}$/i;

/**
 * A link an editor typed (a button, a banner, a rich-text link), as the visitor's page should
 * link it: on a multi-country brand a product link keeps the visitor's country (docs/content-rules.md §2.2: the
 * `00` placeholder is the visitor's country, or the brand's first on a page without one; a typed
 * country is switched only on a page that has one), and a path of this site gets the brand's
 * trailing-slash form, so a click never answers a redirect. Other links are returned as typed.
 */
export function editorHref(href: string, context: LinkContext): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [path, suffix = ''] = splitSuffix(href);
  let result = path;
  const product = COUNTRY_PRODUCT_PATH.exec(path);
  if (product && !context.brand.singleCountryBrand) {
    const typed = product[1].toLowerCase();
    const country = typed === '00' || context.countryCode ? countryFor(context) : typed;
    result = `/${country}${path.slice(1 + typed.length)}`;
  }
  if (NOT_A_PAGE.test(result)) return result + suffix;
  return normalisePath(result, { brandName: context.brand.name }) + suffix;
}

/** `/a/b?x#y` → [`/a/b`, `?x#y`]. */
function splitSuffix(href: string): [string, string] {
  const index = href.search(/[?#]/);
  return index === -1 ? [href, ''] : [href.slice(0, index), href.slice(index)];
}
