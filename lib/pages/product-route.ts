import { CountryListDocument } from '@/graphql/generated/documents/CountryList';
import { ProductDocument } from '@/graphql/generated/documents/Product';
import { ProductV2Document } from '@/graphql/generated/documents/ProductV2';
import type { ProductQueryVariables, ProductV2QueryVariables } from '@/graphql/generated/graphql';
import type { PageContext, PageResult } from '@/lib/cms/page-loader';
import { isProductPage } from '@/lib/content/product';
import { productHref } from '@/lib/links';
import { isProductPath } from '@/lib/url-table';

export type ProductPageProps =
  { kind: 'v2'; variables: ProductV2QueryVariables } | { kind: 'legacy'; variables: ProductQueryVariables };

/**
 * Is this a country code of the country list? (docs/content-rules.md §3: codes match case-insensitively.)
 */
export async function isKnownCountry(context: PageContext, code: string): Promise<boolean> {
  // A multi-country brand that lists its countries serves those only (a single-country brand's
  // country segment is redirected away later, so any listed country will do there).
  const { brand } = context;
  if (!brand.singleCountryBrand && brand.countries.length > 0 && !brand.countries.includes(code.toLowerCase()))
    return false;
  const data = await context.fetch(CountryListDocument, {});
  return data.countries.some((country) => country?.CountryCode.toLowerCase() === code.toLowerCase());
}

/**
 * The product at a product URL (docs/content-rules.md §2): product v2 when one exists for the slug, else the
 * legacy product; information-hub pages only under /infohub. The URL must be the product's own
 * link for the current brand (experience, country segment, BUNAC's short form): any other shape
 * that names it redirects there, so each product has one address.
 */
export async function loadProductPage(
  context: PageContext,
  { slug, countryCode = null, infoHub = false }: { slug: string; countryCode?: string | null; infoHub?: boolean },
): Promise<PageResult<ProductPageProps>> {
  if (countryCode && !(await isKnownCountry(context, countryCode))) return { notFound: true };
  const { brand, publicationStatus } = context;
  const v2Variables: ProductV2QueryVariables = {
    slug,
    brandName: brand.name,
    isInfoHubPage: infoHub,
    publicationStatus,
  };
  // A product v2 is shown as a product page when its data carries productHero (docs/content-rules.md §2).
  const candidate = (await context.fetch(ProductV2Document, v2Variables)).productsV2[0];
  const v2 = candidate && isProductPage(candidate) ? candidate : undefined;
  let found: { kind: 'v2' | 'legacy'; item: Parameters<typeof productHref>[0] } | null = v2
    ? { kind: 'v2', item: v2 }
    : null;
  let props: ProductPageProps | null = v2 ? { kind: 'v2', variables: v2Variables } : null;
  if (!found && !infoHub) {
    const legacyVariables: ProductQueryVariables = { slug, brandName: brand.name, publicationStatus };
    const legacy = (await context.fetch(ProductDocument, legacyVariables)).products[0];
    if (legacy) {
      found = { kind: 'legacy', item: legacy };
      props = { kind: 'legacy', variables: legacyVariables };
    }
  }
  if (!found || !props) return { notFound: true };

  const canonical = productHref(found.item, {
    brand,
    brandOrigins: context.site.brandOrigins,
    countryCode: countryCode?.toLowerCase() ?? null,
  });
  // A product without an experience has no address under /experiences/ (its link would name the
  // experience page's route): it has no page until an editor sets its experience.
  if (canonical.startsWith('/') && !isProductPath(canonical)) return { notFound: true };
  // Trailing slashes are the page loader's business; here only the shape matters.
  const withoutSlash = (path: string) => path.replace(/\/+$/, '') || '/';
  const [requested, search = ''] = context.next.resolvedUrl.split('?');
  if (canonical.startsWith('/') && withoutSlash(canonical) !== withoutSlash(requested)) {
    return { redirect: { destination: canonical + (search ? `?${search}` : ''), permanent: false } };
  }
  // The address is the product's own, so its country segment (if any) is the visitor's country.
  return countryCode ? { props, countryCode: countryCode.toLowerCase() } : { props };
}
