import { BrandsDocument } from '@/graphql/generated/documents/Brands';
import { parseHostHeader } from '@/lib/brand/host';
import { normaliseHostname, resolveBrandFromHost } from '@/lib/brand/resolve';
import type { Brand } from '@/lib/brand/types';
import { registerEdgeServices, type ResolvedHost } from '@/lib/page-cache/process-hooks';
import { PREVIEW_SESSION_COOKIE, readCookie, verifyPreviewSession } from '@/lib/preview/session';
import { processWide } from '@/lib/process-wide';
import { createServerClient } from './client';
import { isLoopback, usesDemoSecret } from '@/lib/security/demo-secret';
import { secretMatches } from '@/lib/security/secret';
import { defaultBrand, previewSecret, revalidateSecret } from './env';
import { queryCms } from './query';

/**
 * What the page cache (server.js, outside Next's bundles) asks of the site before it looks a view
 * up (lib/page-cache/process-hooks): registered at start-up by instrumentation.ts.
 *
 * - `resolveHost`: the brand a Host header names (any spelling: case, port, `www.`, a trailing
 *   dot; a host that names none is the default brand's), and the one host its pages are rendered
 *   for: the brand's domain, or `<slug>.localhost` on this server's port for the local demo (and
 *   for a brand without a domain). Nothing of the visitor's spelling reaches a render, so no
 *   spelling makes a page of its own. From the brands the CMS lists, kept here and refreshed in the
 *   background every few seconds (through the content cache); null for a header that is not a host.
 * - `isEditor`: whether a request carries a preview session, verified (signature, expiry,
 *   revocation) and opened for this brand, with Next's draft-mode cookie: only then does a view
 *   skip the page cache. Any other cookie is a visitor's.
 * - `isOperator`: whether a request carries the webhook's secret as a bearer token (an operator, or
 *   `npm run bench`, asking for one fresh render that is not stored).
 */
const BRANDS_MAX_AGE_MS = 5_000;

/** What resolving a host needs of a brand. */
type BrandHost = Pick<Brand, 'name' | 'slug' | 'domain'>;

const brandState = processWide('edge-brands', () => ({
  brands: null as BrandHost[] | null,
  at: 0,
  loading: null as Promise<BrandHost[]> | null,
}));

/** The brands a render loaded (lib/cms/page-loader): the edge resolves hosts with the newest list. */
export function rememberBrands(brands: BrandHost[], now = Date.now()) {
  brandState.brands = brands;
  brandState.at = now;
}

/**
 * The brands, read like every published read (the content cache). Mapped here rather than by
 * lib/cms/brands: this module runs in Next's instrumentation bundle, where modules of React
 * (the media mapper's click-to-edit context) cannot be loaded.
 */
async function loadBrandHosts(): Promise<BrandHost[]> {
  const { data } = await queryCms(createServerClient(), BrandsDocument, {});
  return data.brands.flatMap((raw) =>
    raw ? [{ name: raw.Name, slug: raw.Slug, domain: raw.SeoDetails.SiteDomainName || null }] : [],
  );
}

function currentBrands(): BrandHost[] | Promise<BrandHost[]> {
  const { brands, at } = brandState;
  if (brands && Date.now() - at < BRANDS_MAX_AGE_MS) return brands;
  const loading = (brandState.loading ??= loadBrandHosts()
    .then((loaded) => {
      rememberBrands(loaded);
      return loaded;
    })
    .finally(() => (brandState.loading = null)));
  if (!brands) return loading;
  loading.catch(() => undefined);
  return brands;
}

function hostOf(brand: BrandHost, hostname: string, serverPort: number): ResolvedHost {
  const local = hostname === 'localhost' || hostname.endsWith('.localhost');
  const domain = brand.domain ? normaliseHostname(brand.domain) : '';
  return {
    brand: brand.slug,
    brandName: brand.name,
    renderHost: !local && domain ? domain : `${brand.slug}.localhost:${serverPort}`,
  };
}

export function resolveHost(
  host: string | undefined,
  serverPort: number,
): ResolvedHost | null | Promise<ResolvedHost | null> {
  const parsed = parseHostHeader(host);
  if (!parsed) return null;
  const resolve = (brands: BrandHost[]) => {
    const brand = resolveBrandFromHost(host, brands, defaultBrand());
    if (!brand) throw new Error('The CMS lists no brand');
    return hostOf(brand, parsed.hostname, serverPort);
  };
  const brands = currentBrands();
  return Array.isArray(brands) ? resolve(brands) : brands.then(resolve);
}

const DRAFT_MODE_COOKIE = /(^|;\s*)__prerender_bypass=/;

/** While a secret is a public demo value, it counts only from this machine (lib/security/demo-secret). */
const trusted = (name: 'PREVIEW_SECRET' | 'REVALIDATE_SECRET', remoteAddress: string | undefined) =>
  !usesDemoSecret(name) || isLoopback(remoteAddress);

export function isEditor(cookieHeader: string | undefined, brand: string, remoteAddress?: string): boolean {
  if (!cookieHeader || !DRAFT_MODE_COOKIE.test(cookieHeader) || !trusted('PREVIEW_SECRET', remoteAddress)) return false;
  const session = verifyPreviewSession(readCookie(cookieHeader, PREVIEW_SESSION_COOKIE), previewSecret());
  return session?.brand === brand;
}

export function isOperator(authorization: string | undefined, remoteAddress?: string): boolean {
  const bearer = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  return Boolean(bearer) && trusted('REVALIDATE_SECRET', remoteAddress) && secretMatches(bearer, revalidateSecret());
}

export function registerSiteEdgeServices() {
  registerEdgeServices({ resolveHost, isEditor, isOperator });
}
