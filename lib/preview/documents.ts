import type { ApolloClient } from '@apollo/client';
import {
  PreviewBlogPostDocument,
  PreviewDestinationDocument,
  PreviewExperienceDocument,
  PreviewJobPageDocument,
  PreviewProductDocument,
  PreviewProductV2Document,
  PreviewSitemapPageDocument,
  PreviewStaticPageDocument,
  PreviewTravelGuideDocument,
  type BrandRefFragment,
} from '@/graphql/generated/graphql';
import { queryCms } from '@/lib/cms/query';
import { pageHref, productHref, sitePath, type LinkContext } from '@/lib/links';

export interface PreviewDocument {
  documentId: string;
  brands: readonly (BrandRefFragment | null)[];
  /** The document's own canonical path on its brand's site, built by the link rules. */
  path: string;
}

type Fetch = (client: ApolloClient, documentId: string, status: 'DRAFT' | 'PUBLISHED', context: LinkContext) => Promise<PreviewDocument | null>;

/**
 * The page-backed content types the CMS offers a preview for (cms/src/preview/preview-url.ts uses
 * the same type names), each with how to find a document and the path of its page.
 */
export const PREVIEW_DOCUMENTS: Record<string, Fetch> = {
  'blog-post': async (client, documentId, status, context) => {
    const doc = (await queryCms(client, PreviewBlogPostDocument, { documentId, status })).data.blogPost;
    return doc && { documentId, brands: doc.brands, path: pageHref(doc.IsInfoBlog ? 'info-blog' : 'blog-post', doc.Slug, doc.brands, context) };
  },
  destination: async (client, documentId, status, context) => {
    const doc = (await queryCms(client, PreviewDestinationDocument, { documentId, status })).data.destination;
    return doc && { documentId, brands: doc.brands, path: pageHref('destination', doc.Slug, doc.brands, context) };
  },
  experience: async (client, documentId, status, context) => {
    const doc = (await queryCms(client, PreviewExperienceDocument, { documentId, status })).data.experience;
    return doc && { documentId, brands: doc.brands, path: pageHref('experience', doc.Slug, doc.brands, context) };
  },
  product: async (client, documentId, status, context) => {
    const doc = (await queryCms(client, PreviewProductDocument, { documentId, status })).data.product;
    return doc && { documentId, brands: doc.brands, path: productHref(doc, context) };
  },
  'product-v2': async (client, documentId, status, context) => {
    const doc = (await queryCms(client, PreviewProductV2Document, { documentId, status })).data.productV2;
    return doc && { documentId, brands: doc.brands, path: productHref(doc, context) };
  },
  'travel-guide': async (client, documentId, status, context) => {
    const doc = (await queryCms(client, PreviewTravelGuideDocument, { documentId, status })).data.travelGuide;
    return doc && { documentId, brands: doc.brands, path: pageHref('travel-guide', doc.Slug, doc.brands, context) };
  },
  'static-page-v2': async (client, documentId, status, context) => {
    const doc = (await queryCms(client, PreviewStaticPageDocument, { documentId, status })).data.staticPageV2;
    return doc && { documentId, brands: doc.brands, path: doc.PageName === 'home' ? '/' : sitePath(`/${doc.PageName}`, context) };
  },
  'sitemap-page': async (client, documentId, status, context) => {
    const doc = (await queryCms(client, PreviewSitemapPageDocument, { documentId, status })).data.sitemapPage;
    return doc && { documentId, brands: doc.brands, path: sitePath('/sitemap', context) };
  },
  'job-page': async (client, documentId, status, context) => {
    const doc = (await queryCms(client, PreviewJobPageDocument, { documentId, status })).data.jobPage;
    return doc && { documentId, brands: doc.brands, path: sitePath('/jobs', context) };
  },
};

/** A relative path of this site and nothing else: no scheme, no host, no protocol-relative tricks. */
export function safeRelativePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Next sets the draft-mode cookie SameSite=Lax in development; the CMS admin frames the site from
 * another site, where only SameSite=None cookies travel. Secure is required with None; browsers
 * accept it on https and on localhost / *.localhost.
 */
export function crossSiteDraftCookie(cookies: string[]): string[] {
  return cookies.map((cookie) =>
    cookie.startsWith('__prerender_bypass=')
      ? `${cookie.replace(/;\s*SameSite=\w+/i, '').replace(/;\s*Secure/i, '')}; SameSite=None; Secure`
      : cookie,
  );
}
