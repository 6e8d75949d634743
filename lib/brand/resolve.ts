import { parseHostHeader } from './host';
import type { Brand } from './types';

/** A host or domain reduced to its bare name: lower case, no scheme, path, port or leading www. */
export function normaliseHostname(hostOrDomain: string): string {
  let value = hostOrDomain.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.split(/[/?#]/)[0];
  value = value.replace(/:\d+$/, '').replace(/\.$/, '');
  return value.replace(/^www\./, '');
}

/**
 * The brand a request is for, from its Host header (docs/architecture.md "Brands and countries"): the brand whose
 * SeoDetails.SiteDomainName matches (port and www. ignored); for the local demo
 * `<brand-slug>.localhost`; otherwise the default brand (DEFAULT_BRAND), else the first brand.
 * A header that is not plainly a host (see parseHostHeader) matches no brand.
 */
export function resolveBrandFromHost<B extends Pick<Brand, 'name' | 'slug' | 'domain'>>(
  host: string | null | undefined,
  brands: B[],
  defaultBrandName?: string | null,
): B | null {
  if (brands.length === 0) return null;
  const parsed = parseHostHeader(host);
  const hostname = parsed ? parsed.hostname.replace(/^www\./, '') : '';
  if (hostname) {
    const byDomain = brands.find((brand) => brand.domain && normaliseHostname(brand.domain) === hostname);
    if (byDomain) return byDomain;
    const local = hostname.match(/^([a-z0-9-]+)\.localhost$/);
    if (local) {
      const bySlug = brands.find((brand) => brand.slug.toLowerCase() === local[1]);
      if (bySlug) return bySlug;
    }
  }
  const fallback = defaultBrandName?.trim();
  return (fallback && brands.find((brand) => brand.name === fallback)) || brands[0];
}
