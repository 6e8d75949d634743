/**
 * Where the site that renders a brand lives.
 *
 * The site resolves the brand from the request host. In the local demo each brand has its own
 * `<brand-slug>.localhost` host on the site's port; in production a brand lives on its
 * `SeoDetails.SiteDomainName`. Preview links must open on the brand's own host, so the draft is
 * rendered in that brand's look.
 */
export interface BrandForOrigin {
  Slug?: string | null;
  SeoDetails?: { SiteDomainName?: string | null } | null;
}

const isLocalHostname = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

export function siteOriginForBrand(brand: BrandForOrigin | null | undefined, siteUrl: string): string {
  const site = new URL(siteUrl);
  if (!brand) return site.origin;
  if (isLocalHostname(site.hostname)) {
    return brand.Slug ? `${site.protocol}//${brand.Slug}.localhost${site.port ? `:${site.port}` : ''}` : site.origin;
  }
  const domain = brand.SeoDetails?.SiteDomainName?.trim();
  if (!domain) return site.origin;
  return /^https?:\/\//i.test(domain) ? new URL(domain).origin : `https://${domain.replace(/\/+$/, '')}`;
}

/**
 * The origins allowed to appear in the admin's preview frame (its CSP `frame-src`).
 * PREVIEW_ALLOWED_ORIGINS (comma-separated) wins; otherwise the site URL, plus every
 * `*.localhost` brand host when the site runs locally.
 */
export function previewAllowedOrigins(siteUrl: string, configured?: string): string[] {
  if (configured?.trim()) {
    return configured
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  }
  const site = new URL(siteUrl);
  const origins = [site.origin];
  if (isLocalHostname(site.hostname)) {
    origins.push(`${site.protocol}//*.localhost${site.port ? `:${site.port}` : ''}`);
  }
  return origins;
}
