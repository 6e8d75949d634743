import type { ApolloClient } from '@apollo/client';
import { PreviewBlogPostDocument } from '@/graphql/generated/documents/PreviewBlogPost';
import { PreviewDestinationDocument } from '@/graphql/generated/documents/PreviewDestination';
import { PreviewExperienceDocument } from '@/graphql/generated/documents/PreviewExperience';
import { PreviewJobPageDocument } from '@/graphql/generated/documents/PreviewJobPage';
import { PreviewProductDocument } from '@/graphql/generated/documents/PreviewProduct';
import { PreviewProductV2Document } from '@/graphql/generated/documents/PreviewProductV2';
import { PreviewSitemapPageDocument } from '@/graphql/generated/documents/PreviewSitemapPage';
import { PreviewStaticPageDocument } from '@/graphql/generated/documents/PreviewStaticPage';
import { PreviewTravelGuideDocument } from '@/graphql/generated/documents/PreviewTravelGuide';
import type { BrandRefFragment } from '@/graphql/generated/graphql';
import type { OperationVariables } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CmsUnavailableError, queryCms } from './query';
import { listHref, pageHref, productHref, type LinkContext } from '@/lib/links';

export interface PreviewDocument {
  documentId: string;
  brands: readonly (BrandRefFragment | null)[];
  /** The document's own canonical path on its brand's site, built by the link rules. */
  path: string;
}

/** The CMS refused the site's preview token: a configuration problem, not a missing document. */
export class PreviewRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreviewRefusedError';
  }
}

const REFUSED_CODES = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'UNAUTHORIZED']);

/** A draft read through the preview token, telling a refused token apart from a missing document. */
async function draftQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { data, errors } = await queryCms(client, query, variables);
  const refused = errors.find((error) => REFUSED_CODES.has(String(error.extensions?.code)));
  if (refused) throw new PreviewRefusedError(refused.message);
  return data;
}

/** True when a preview request failed because the CMS refused the token (GraphQL error or HTTP 401/403). */
export function isRefusedToken(error: unknown): boolean {
  if (error instanceof PreviewRefusedError) return true;
  const cause = error instanceof CmsUnavailableError ? error.cause : undefined;
  return ServerError.is(cause) && (cause.statusCode === 401 || cause.statusCode === 403);
}

type Fetch = (
  client: ApolloClient,
  documentId: string,
  status: 'DRAFT' | 'PUBLISHED',
  context: LinkContext,
) => Promise<PreviewDocument | null>;

/**
 * The page-backed content types the CMS offers a preview for (cms/src/preview/preview-url.ts uses
 * the same type names), each with how to find a document and the path of its page.
 */
export const PREVIEW_DOCUMENTS: Record<string, Fetch> = {
  'blog-post': async (client, documentId, status, context) => {
    const doc = (await draftQuery(client, PreviewBlogPostDocument, { documentId, status })).blogPost;
    return (
      doc && {
        documentId,
        brands: doc.brands,
        path: pageHref(doc.IsInfoBlog ? 'info-blog' : 'blog-post', doc.Slug, doc.brands, context),
      }
    );
  },
  destination: async (client, documentId, status, context) => {
    const doc = (await draftQuery(client, PreviewDestinationDocument, { documentId, status })).destination;
    return doc && { documentId, brands: doc.brands, path: pageHref('destination', doc.Slug, doc.brands, context) };
  },
  experience: async (client, documentId, status, context) => {
    const doc = (await draftQuery(client, PreviewExperienceDocument, { documentId, status })).experience;
    return doc && { documentId, brands: doc.brands, path: pageHref('experience', doc.Slug, doc.brands, context) };
  },
  product: async (client, documentId, status, context) => {
    const doc = (await draftQuery(client, PreviewProductDocument, { documentId, status })).product;
    return doc && { documentId, brands: doc.brands, path: productHref(doc, context) };
  },
  'product-v2': async (client, documentId, status, context) => {
    const doc = (await draftQuery(client, PreviewProductV2Document, { documentId, status })).productV2;
    return doc && { documentId, brands: doc.brands, path: productHref(doc, context) };
  },
  'travel-guide': async (client, documentId, status, context) => {
    const doc = (await draftQuery(client, PreviewTravelGuideDocument, { documentId, status })).travelGuide;
    return doc && { documentId, brands: doc.brands, path: pageHref('travel-guide', doc.Slug, doc.brands, context) };
  },
  'static-page-v2': async (client, documentId, status, context) => {
    const doc = (await draftQuery(client, PreviewStaticPageDocument, { documentId, status })).staticPageV2;
    return (
      doc && {
        documentId,
        brands: doc.brands,
        path: pageHref('static-page', doc.PageName, null, context),
      }
    );
  },
  'sitemap-page': async (client, documentId, status, context) => {
    const doc = (await draftQuery(client, PreviewSitemapPageDocument, { documentId, status })).sitemapPage;
    return doc && { documentId, brands: doc.brands, path: listHref('sitemap', context) };
  },
  'job-page': async (client, documentId, status, context) => {
    const doc = (await draftQuery(client, PreviewJobPageDocument, { documentId, status })).jobPage;
    return doc && { documentId, brands: doc.brands, path: listHref('jobs', context) };
  },
};

/** A relative path of this site and nothing else: no scheme, no host, no protocol-relative tricks. */
export function safeRelativePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value))
    return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    // Dot segments can collapse into a new leading `//` (`/.//evil.example`): check the result too.
    if (url.origin !== 'http://site.invalid' || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * Next sets the draft-mode cookie SameSite=Lax in development; the CMS admin frames the site from
 * another site, where only SameSite=None cookies travel. Secure is required with None; browsers
 * accept it on https and on localhost / *.localhost. Partitioned (CHIPS) keeps the cookie per
 * embedding site: it works inside the admin's frame even in a browser that blocks third-party
 * cookies (Chromium does here), and it never leaks into a visitor's top-level browsing.
 */
export function crossSiteDraftCookie(cookies: string[]): string[] {
  return cookies.map((cookie) =>
    cookie.startsWith('__prerender_bypass=')
      ? `${cookie
          .replace(/;\s*SameSite=\w+/i, '')
          .replace(/;\s*Secure/i, '')
          .replace(/;\s*Partitioned/i, '')}; SameSite=None; Secure; Partitioned`
      : cookie,
  );
}
