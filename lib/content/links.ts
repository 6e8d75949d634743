/**
 * Content links (docs/content-rules.md §2 "Content link shapes", rules 1–6).
 *
 * Pure functions: no React, no I/O, no dependencies.
 */

/** A brand attached to a content item (docs/content-rules.md §3 "Brand": name, seoDetails.singleCountryBrand, seoDetails.domain). */
export interface ContentItemBrand {
  name: string;
  seoDetails?: {
    singleCountryBrand?: boolean | null;
    domain?: string | null;
  } | null;
}

/**
 * The general content item (docs/content-rules.md §3 "Content item (general)": slug, experienceSlug, isInfoHubPage,
 * brands, hero.bannerImage, tileDetails). `hero` and `tileDetails` are not used for links and are typed
 * `unknown` so that any query shape can be passed in.
 */
export interface ContentItem {
  slug: string;
  experienceSlug?: string | null;
  isInfoHubPage?: boolean | null;
  brands?: ContentItemBrand[] | null;
  hero?: unknown;
  tileDetails?: unknown;
}

/** The brand whose links use the `/{slug}` shape (docs/content-rules.md §2.5). Compared after trimming, case-sensitively. */
const BUNAC = 'BUNAC';

/** The leading segment removed from BUNAC links (docs/content-rules.md §2.5). */
const SUMMER_CAMPS_PREFIX = 'summer-camps/';

/** Brand names are compared as exact strings after trimming (case-sensitive). */
function sameBrandName(a: string, b: string): boolean {
  return a.trim() === b.trim();
}

/** Trims whitespace and removes leading / trailing slashes, so a slug never doubles a slash. */
function cleanSlug(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim().replace(/^\/+|\/+$/g, '') : '';
}

/** `/experiences/{experienceSlug}/{slug}/`; a missing experience slug leaves its segment out. */
function experiencePath(experienceSlug: string, slug: string): string {
  const segments = ['experiences', experienceSlug, slug].filter((segment) => segment !== '');
  return `/${segments.join('/')}/`;
}

/**
 * `https://` is added when the domain has no scheme (a protocol-relative `//host` gets `https:`);
 * trailing slashes are removed so the path's leading slash is not doubled. An empty domain gives ''.
 */
function domainPrefix(domain: string | null | undefined): string {
  const trimmed = typeof domain === 'string' ? domain.trim().replace(/\/+$/, '') : '';
  if (trimmed === '') return '';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return `https://${trimmed}`;
}

/**
 * Builds the link to a content item (docs/content-rules.md §2 "Content link shapes", rules 1–6), in this order of precedence:
 *
 * 1. Information-hub page (§2.3): `/infohub/{slug}` — beats every other rule, including the cross-brand
 *    domain prefix.
 * 2. No brand (missing, null or empty `brands`) (§2.4): `/experiences/{experienceSlug}/{slug}/`.
 * 3. The link's brand — the current brand when the item has it, else the item's first brand — named BUNAC
 *    (§2.5): `/{slug}`, with a leading `summer-camps/` segment removed.
 * 4. The link's brand is a single-country brand (§2.1): `/experiences/{experienceSlug}/{slug}/`.
 * 5. Otherwise (§2.2): `/00/experiences/{experienceSlug}/{slug}/`, `00` being the country-code placeholder
 *    (see `replaceCountryCode`, §2.7).
 *
 * Cross-brand (§2.6): when the item has brands and the current brand is not among them, the link is
 * prefixed with the link's brand's `seoDetails.domain` (`https://` added when it has no scheme, a trailing
 * slash on the domain removed); a brand without a domain gives no prefix. With no current brand
 * (`null` or blank) there is nothing to differ from, so no prefix is added.
 *
 * Brand names are compared as exact strings after trimming (case-sensitive: `BUNAC` ≠ `Bunac`), because
 * brand names are CMS identifiers used verbatim as query variables (§1 "a brand's Name").
 * Slugs are trimmed and stripped of leading/trailing slashes; a missing `experienceSlug` leaves its
 * segment out (`/experiences/{slug}/`) rather than printing `undefined`.
 */
export function buildContentLink(item: ContentItem, currentBrandName: string | null): string {
  const slug = cleanSlug(item.slug);

  if (item.isInfoHubPage === true) return `/infohub/${slug}`;

  const experienceSlug = cleanSlug(item.experienceSlug);
  const brands = (Array.isArray(item.brands) ? item.brands : []).filter(
    (brand): brand is ContentItemBrand => typeof brand === 'object' && brand !== null && typeof brand.name === 'string',
  );
  if (brands.length === 0) return experiencePath(experienceSlug, slug);

  const current = typeof currentBrandName === 'string' && currentBrandName.trim() !== '' ? currentBrandName : null;
  const currentBrand = current === null ? undefined : brands.find((brand) => sameBrandName(brand.name, current));
  const linkBrand = currentBrand ?? brands[0];
  const prefix = current !== null && currentBrand === undefined ? domainPrefix(linkBrand.seoDetails?.domain) : '';

  let path: string;
  if (sameBrandName(linkBrand.name, BUNAC)) {
    path = `/${slug.startsWith(SUMMER_CAMPS_PREFIX) ? slug.slice(SUMMER_CAMPS_PREFIX.length).replace(/^\/+/, '') : slug}`;
  } else if (linkBrand.seoDetails?.singleCountryBrand === true) {
    path = experiencePath(experienceSlug, slug);
  } else {
    path = `/00${experiencePath(experienceSlug, slug)}`;
  }
  return `${prefix}${path}`;
}
