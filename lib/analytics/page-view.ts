/**
 * The `page_view` event each page view pushes to GTM's data layer: where (path, brand, country),
 * what (page type) and the campaign that brought the visitor (the stored tracking parameters).
 * Pure: no React, no browser APIs.
 */
import type { TrackingRecord } from '@/lib/tracking/record';
import { ROUTES } from '@/lib/url-table';

/**
 * Page types by Next route (lib/url-table.js); `[segment]` is a static page, or a BUNAC product
 * (the page's props say).
 */
const PAGE_TYPES: Record<string, string> = Object.fromEntries(ROUTES.map((row) => [row.route, row.pageType]));

/** The page type of a route and its props: an error answer is `error`, an unknown route its pattern. */
export function pageTypeOf(route: string, pageProps: Record<string, unknown>): string {
  if ('errorStatus' in pageProps || route === '/404' || route === '/500' || route === '/_error') return 'error';
  if (route === '/[segment]' && pageProps.kind && pageProps.kind !== 'static') return 'product';
  return PAGE_TYPES[route] ?? route;
}

export interface PageViewInfo {
  /** The page's path, without query or fragment (campaign parameters are in `tracking`). */
  path: string;
  brand: string | null;
  pageType: string;
  /** The country of the page's address (a multi-country product page), lower case; else null. */
  country: string | null;
}

/** The data-layer event of one page view. */
export function pageViewEvent(info: PageViewInfo, tracking: TrackingRecord | null) {
  return {
    event: 'page_view',
    page_path: info.path,
    brand: info.brand,
    page_type: info.pageType,
    country: info.country,
    utm_source: tracking?.utm_source ?? null,
    utm_medium: tracking?.utm_medium ?? null,
    utm_campaign: tracking?.utm_campaign ?? null,
    utm_id: tracking?.utm_id ?? null,
    referrer: tracking?.referrer ?? null,
  };
}
