import type { UID } from '@strapi/strapi';
import { signPreviewLink } from './preview-link';
import { siteOriginForBrand, type BrandForOrigin } from './site-origin';

/**
 * Content types that are pages of the site, keyed by the `type` the site's /api/preview expects.
 * Events, news items, jobs and travel essentials only appear inside list pages, so they have no
 * preview of their own.
 */
export const PREVIEW_TYPES: Partial<Record<UID.ContentType, string>> = {
  'api::blog-post.blog-post': 'blog-post',
  'api::destination.destination': 'destination',
  'api::experience.experience': 'experience',
  'api::product.product': 'product',
  'api::product-v2.product-v2': 'product-v2',
  'api::travel-guide.travel-guide': 'travel-guide',
  'api::static-page-v2.static-page-v2': 'static-page-v2',
  'api::sitemap-page.sitemap-page': 'sitemap-page',
  'api::job-page.job-page': 'job-page',
};

export interface PreviewUrlOptions {
  siteUrl: string;
  secret: string;
}

/**
 * Builds the site's `/api/preview` URL for a document, on its (first) brand's own host, with a token
 * for that document on that brand's site alone, valid for minutes (./preview-link.ts): the site's
 * secret is never in it, and the site opens it only on that brand's host. The site looks the
 * document up itself and redirects to its canonical path, so no path travels in this URL. Returns
 * null for content types that are not pages and for a document in no brand (no site shows it): the
 * admin then shows no preview. Who may ask for it is checked before (../security/preview-access.ts).
 */
export function createPreviewHandler({ siteUrl, secret }: PreviewUrlOptions) {
  // Called by the admin at request time, when the global `strapi` exists.
  return async (
    uid: string,
    { documentId, locale, status }: { documentId?: string | null; locale?: string | null; status?: string | null },
  ) => {
    const type = PREVIEW_TYPES[uid as UID.ContentType];
    if (!type || !documentId) return null;
    const publicationStatus = status === 'published' ? 'published' : 'draft';
    const document = (await strapi.documents(uid as 'api::blog-post.blog-post').findOne({
      documentId,
      status: publicationStatus,
      populate: { brands: { fields: ['Slug'], populate: { SeoDetails: { fields: ['SiteDomainName'] } } } },
    } as never)) as { brands?: BrandForOrigin[] } | null;
    const brand = document?.brands?.find((candidate) => candidate?.Slug);
    if (!brand?.Slug) return null;
    const origin = siteOriginForBrand(brand, siteUrl);
    const token = signPreviewLink(
      { type, documentId, locale: locale ?? null, status: publicationStatus, brand: brand.Slug },
      secret,
    );
    return `${origin}/api/preview?${new URLSearchParams({ token }).toString()}`;
  };
}
