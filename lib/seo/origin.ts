import type { Brand } from '@/lib/brand/types';

/**
 * A brand's canonical origin: https on its domain (SeoDetails.SiteDomainName, typed with or without
 * a scheme), or null when the CMS names none. Canonical links, the sitemap, alternates and share
 * images all use it, whatever host served the request.
 */
export function canonicalOrigin(brand: Pick<Brand, 'domain'> | null | undefined): string | null {
  const domain = brand?.domain
    ?.trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  return domain ? `https://${domain}` : null;
}
