import type { BrandRefFragment } from '@/graphql/generated/graphql';
import type { Brand } from '@/lib/brand/types';
import { buildContentLink } from '@/lib/content/links';
import { normalisePath, replaceCountryCode } from '@/lib/content/paths';

/** What links need to know about the page they are on. */
export interface LinkContext {
  brand: Brand;
  /** The country segment of the current page, for multi-country brands (lower case). */
  countryCode?: string | null;
  /** Each brand's origin from this request (SiteProps.brandOrigins). */
  brandOrigins: Record<string, string>;
}

type BrandRefs = readonly (BrandRefFragment | null)[] | null | undefined;

const brandsOf = (brands: BrandRefs) => (brands ?? []).filter((brand): brand is BrandRefFragment => brand != null);

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
 * A product's link (SPEC.md §2, rules 1-8): the link shape of its brand, the country placeholder
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
        seoDetails: { singleCountryBrand: brand.SeoDetails.SingleCountryBrand, domain: context.brandOrigins[brand.Name] ?? brand.SeoDetails.SiteDomainName },
      })),
    },
    context.brand.name,
  );
  const home = brands.some((brand) => brand.Name === context.brand.name) ? context.brand.name : (brands[0]?.Name ?? context.brand.name);
  return normaliseLink(link, home, countryFor(context));
}

export type PageType = 'destination' | 'experience' | 'travel-guide' | 'blog-post' | 'info-blog';

const SECTION_PATHS: Record<PageType, string> = {
  destination: '/destinations',
  experience: '/experiences',
  'travel-guide': '/travel-guides',
  'blog-post': '/blog',
  'info-blog': '/infohub/articles',
};

/**
 * A link to a destination, experience, travel guide or blog post: its section path, on its own
 * brand's site when it does not belong to the current brand (SPEC.md §2.6).
 */
export function pageHref(type: PageType, slug: string, brands: BrandRefs, context: LinkContext): string {
  const owners = brandsOf(brands);
  const path = `${SECTION_PATHS[type]}/${slug}`;
  if (owners.length === 0 || owners.some((brand) => brand.Name === context.brand.name)) {
    return normalisePath(path, { brandName: context.brand.name });
  }
  const owner = owners[0];
  const origin = context.brandOrigins[owner.Name] ?? '';
  return origin + normalisePath(path, { brandName: owner.Name });
}

/** A path of the current brand's site, normalised for it (trailing slash rules). */
export function sitePath(path: string, context: Pick<LinkContext, 'brand'>): string {
  return normalisePath(path, { brandName: context.brand.name });
}
