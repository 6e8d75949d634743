import { log, pathOnly } from '@/lib/observability/log';
import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GetServerSideProps, GetServerSidePropsContext, Redirect } from 'next';
import { BrandSiteSettingsDocument } from '@/graphql/generated/documents/BrandSiteSettings';
import { BrandWordsDocument } from '@/graphql/generated/documents/BrandWords';
import { toBrandWords } from '@/lib/brand/words';
import { normalisePath } from '@/lib/content/paths';
import { isIndexable } from '@/lib/seo/indexing';
import { loadAutomatedMenu } from './automated-menu';
import { loadBrands } from './brands';
import type { AutomatedMenuSource } from '@/lib/brand/site-settings';
import { parseHostHeader } from '@/lib/brand/host';
import { resolveBrandFromHost } from '@/lib/brand/resolve';
import type { Brand } from '@/lib/brand/types';
import { SURROGATE_KEYS } from '@/lib/page-cache/process-hooks';
import { previewOrigins } from '@/lib/preview/messages';
import { createServerClient, viewDeadline } from './client';
import { rememberBrands } from './edge-services';
import { PREVIEW_SESSION_COOKIE, readCookie, verifyPreviewSession, type PreviewSession } from '@/lib/preview/session';
import { cachePolicy, cmsAdminOrigins, cmsPublicUrl, defaultBrand, environment, gtmId, previewSecret } from './env';
import { cmsState } from './process-state';
import { addApolloState } from './hydration';
import type {
  ErrorPageProps,
  ErrorStatus,
  PageProps,
  PageSite,
  PublicationStatus,
  SiteProps,
  SitePageProps,
} from './page-props';
import { CmsUnavailableError, queryCms } from './query';
import { ReadLog } from './surrogate-keys';

export interface PageContext {
  client: ApolloClient;
  brand: Brand;
  brands: Brand[];
  /** The site as the page will get it, but for the brand's words (resolved beside the page's load). */
  site: Omit<PageSite, 'sectionNames' | 'bookingHosts'>;
  draft: boolean;
  /** DRAFT only in Next draft mode: no query string, header or cookie of ours switches it on. */
  publicationStatus: PublicationStatus;
  next: GetServerSidePropsContext;
  /** Runs a query through the one CMS seam and returns its data. */
  fetch<TData, TVariables extends OperationVariables>(
    query: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData>;
}

/** A page's answer; a page whose address names the visitor's country says which (SiteProps.countryCode). */
export type PageResult<P> = { props: P; countryCode?: string } | { notFound: true } | { redirect: Redirect };

/**
 * A public page may be kept by shared caches (a CDN, the site's page cache) for the same windows as
 * the content cache: fresh, then served while revalidating, and served while the site fails.
 */
export function publicCacheControl(policy = cachePolicy()): string {
  const seconds = (ms: number) => Math.round(ms / 1000);
  return `public, s-maxage=${seconds(policy.freshMs)}, stale-while-revalidate=${seconds(policy.staleWhileRevalidateMs)}, stale-if-error=${seconds(policy.staleIfErrorMs)}`;
}
const NOT_FOUND_CACHE = 'public, s-maxage=30';
const NO_STORE = 'private, no-store';
/** When the CMS is down but the breaker is not open (yet), how soon to try again. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** Retry-After of a 503: when the circuit breaker lets a request try the CMS again. */
export const retryAfter = () => String(cmsState().breaker.retryAfterSeconds() || DEFAULT_RETRY_AFTER_SECONDS);

/**
 * The CMS's brands and the one a request's Host names (DEFAULT_BRAND for a host that matches none).
 * A CMS without brands is unavailable, not a site without pages.
 */
export async function loadRequestBrand(
  client: ApolloClient,
  host: string | undefined,
): Promise<{ brand: Brand; brands: Brand[] }> {
  const brands = await loadBrands(client);
  const brand = resolveBrandFromHost(host, brands, defaultBrand());
  if (!brand) throw new CmsUnavailableError('The CMS has no brand', 'Brands');
  rememberBrands(brands);
  return { brand, brands };
}

/**
 * Each brand's origin as seen from this request: on a local host (`*.localhost`, the demo) the
 * brand's own `<slug>.localhost` on the same port, so cross-brand links work locally; elsewhere the
 * brand's domain over https.
 */
export function brandOrigins(host: string | undefined, brands: Brand[]): Record<string, string> {
  // Only a strictly parsed host may shape a link (a raw header could carry `user@evil.com`).
  const parsed = parseHostHeader(host);
  const local = parsed !== null && (parsed.hostname === 'localhost' || parsed.hostname.endsWith('.localhost'));
  const port = parsed?.port;
  return Object.fromEntries(
    brands.flatMap((brand) => {
      if (local) return [[brand.name, `http://${brand.slug}.localhost${port ? `:${port}` : ''}`]];
      if (!brand.domain) return [];
      const domain = brand.domain.trim().replace(/\/+$/, '');
      return [[brand.name, /^https?:\/\//i.test(domain) ? domain : `https://${domain}`]];
    }),
  );
}

function siteEnvironment(
  draft: boolean,
  session: PreviewSession | null,
): Omit<SiteProps, 'brand' | 'brandOrigins' | 'countryCode'> {
  const requestTime = Date.now();
  const production = environment() === 'production';
  return {
    draft,
    ...(draft && session?.documentId ? { previewDocumentId: session.documentId } : {}),
    indexable: isIndexable() && !draft,
    // Only a draft page listens to the admin; a visitor's page names no CMS host at all.
    previewOrigins: draft ? previewOrigins(cmsPublicUrl(), cmsAdminOrigins().join(',')) : [],
    // Analytics counts visitors: an editor's preview is not one (and shows no cookie notice).
    gtmId: (production && !draft && gtmId()) || null,
    requestTime,
  };
}

/**
 * The preview session a draft-mode request carries, or null. Next's draft-mode cookie alone is the
 * same for every editor and never expires (lib/preview/session), so it is not enough.
 */
function previewSessionOf(next: GetServerSidePropsContext): PreviewSession | null {
  if (!next.draftMode) return null;
  const cookie = readCookie(next.req.headers.cookie, PREVIEW_SESSION_COOKIE);
  return verifyPreviewSession(cookie, previewSecret());
}

/**
 * A log of what this request reads from the content cache, hung on the request: the page cache
 * (server.js) stores it with the page, so a publish marks the page stale only when an answer it
 * showed changed (lib/cms/surrogate-keys).
 */
export function readLogOf(req: object): ReadLog {
  const log = new ReadLog();
  (req as Record<symbol, unknown>)[SURROGATE_KEYS] = log;
  return log;
}

/**
 * The path the visitor asked for, as typed (Next's resolvedUrl drops a trailing slash). Null for
 * client-side navigations (_next/data requests): those follow links the site built, already
 * canonical.
 */
export function requestedPath(next: GetServerSidePropsContext): { pathname: string; search: string } | null {
  if (next.req.headers['x-nextjs-data']) return null;
  const url = next.req.url ?? next.resolvedUrl;
  if (url.startsWith('/_next/')) return null;
  const index = url.indexOf('?');
  return index === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, index), search: url.slice(index) };
}

/**
 * getServerSideProps for a CMS page: the request path of docs/architecture.md in one place.
 * 1. the brand from the Host header; 2. DRAFT only in Next draft mode with a valid preview session
 * for that brand; 3. the page's typed queries
 * through a per-request Apollo client, with the brand's site settings alongside; 4. notFound,
 * redirects, errors and Cache-Control decided here. Misses and outages render as the brand's error
 * page (status 404 / 503 / 500) rather than crashing.
 */
export function cmsPage<P extends Record<string, unknown>>(
  load: (context: PageContext) => Promise<PageResult<P>>,
): GetServerSideProps<SitePageProps<P>> {
  return async (next) => {
    const session = previewSessionOf(next);
    // Only a strictly parsed Host may shape links or a shared cache's copy (proxy.ts refuses the
    // rest before they get here; this guards direct calls).
    const trustedHost = parseHostHeader(next.req.headers.host) !== null;
    let draft = false;
    let client: ApolloClient | null = null;
    let brand: Brand | null = null;
    const fail = (status: ErrorStatus) => {
      next.res.statusCode = status;
      next.res.setHeader(
        'Cache-Control',
        status === 404 && !draft && trustedHost ? NOT_FOUND_CACHE : status === 503 ? 'no-store' : NO_STORE,
      );
      if (status === 503) next.res.setHeader('Retry-After', retryAfter());
      const props: ErrorPageProps = {
        site: { ...siteEnvironment(draft, session), brand, brandOrigins: {}, countryCode: null },
        errorStatus: status,
      };
      return client && brand ? addApolloState(client, { props }) : { props };
    };

    try {
      const reads = readLogOf(next.req);
      // One CMS timeout for the whole view: after a publish marked the brands stale, a frozen CMS
      // must not cost a visitor one timeout for them and another for the page.
      const deadline = viewDeadline();
      client = createServerClient({ draft: session !== null, reads, deadline });
      // Every brand's details resolve the host; the browser never reads them, so they are asked
      // for on a client of their own, out of the cache the page hands the browser (__NEXT_DATA__).
      const resolved = await loadRequestBrand(createServerClient({ reads, deadline }), next.req.headers.host);
      brand = resolved.brand;
      const { brands } = resolved;
      // A session reads the drafts of the brand it was opened for, on that brand's host only.
      draft = session?.brand === brand.slug;
      const environment = siteEnvironment(draft, session);
      // One URL per page: the brand's trailing-slash form (docs/content-rules.md §2.8).
      const requested = requestedPath(next);
      if (requested) {
        const canonicalPath = normalisePath(requested.pathname, { brandName: brand.name });
        if (canonicalPath !== requested.pathname) {
          // The same for every visitor: shared caches keep it (other spellings of a path cost one
          // render each, once).
          next.res.setHeader('Cache-Control', draft || !trustedHost ? NO_STORE : publicCacheControl());
          return { redirect: { destination: `${canonicalPath}${requested.search}`, permanent: true } };
        }
      }
      // The brand's words, resolved here: on a client of their own, out of what the browser gets.
      const words = queryCms(createServerClient({ reads, deadline }), BrandWordsDocument, { brandName: brand.name });
      const site: PageContext['site'] = {
        ...environment,
        brand,
        brandOrigins: brandOrigins(next.req.headers.host, brands),
        countryCode: null,
      };
      const requestClient = client;
      const context: PageContext = {
        client: requestClient,
        brand,
        brands,
        site,
        draft,
        publicationStatus: draft ? 'DRAFT' : 'PUBLISHED',
        next,
        fetch: async (query, variables) => (await queryCms(requestClient, query, variables)).data,
      };
      const settings = queryCms(requestClient, BrandSiteSettingsDocument, { brandName: brand.name }).then(
        async ({ data }) => {
          const sources = (data.brandSettings[0]?.Navigation?.AutomatedMenuItems ?? []).flatMap((item) =>
            item ? [item.Source as AutomatedMenuSource] : [],
          );
          await loadAutomatedMenu(requestClient, brand!.name, sources);
        },
      );
      const [result, , brandWords] = await Promise.all([load(context), settings, words]);
      if ('redirect' in result) return { redirect: result.redirect };
      if ('notFound' in result) return fail(404);
      next.res.setHeader('Cache-Control', draft || !trustedHost ? NO_STORE : publicCacheControl());
      const pageSite: PageSite = {
        ...site,
        ...toBrandWords(brandWords.data),
        countryCode: result.countryCode ?? null,
      };
      const props: PageProps<P> = { ...result.props, site: pageSite };
      return addApolloState(requestClient, { props });
    } catch (error) {
      if (error instanceof CmsUnavailableError) {
        log().error(
          // An outage, not a bug: the operation and why, without a stack per view.
          { event: 'cms', path: pathOnly(next.resolvedUrl), operation: error.operationName, error: error.message },
          'page not rendered: the CMS is unavailable',
        );
        return fail(503);
      }
      log().error({ path: pathOnly(next.resolvedUrl), err: error }, 'page failed');
      return fail(500);
    }
  };
}
