import { log, pathOnly } from '@/lib/observability/log';
import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GetServerSideProps } from 'next';
import { parseHostHeader } from '@/lib/brand/host';
import type { Brand } from '@/lib/brand/types';
import { createServerClient } from './client';
import { brandOrigins, loadRequestBrand, publicCacheControl, readLogOf, retryAfter } from './page-loader';
import { CmsUnavailableError, queryCms } from './query';

export interface FileContext {
  brand: Brand;
  /** Each brand's origin as seen from this request (local hosts in the demo). */
  brandOrigins: Record<string, string>;
  /** This request's own origin (`http://<host>`), for a brand the CMS gives no domain. */
  requestOrigin: string;
  /** The route's parameters (e.g. `file` of /sitemaps/[file]). */
  params: Record<string, string | string[] | undefined>;
  /** A published read through the one CMS seam (the content cache), never a draft. */
  fetch<TData, TVariables extends OperationVariables>(
    query: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData>;
}

export type FileResult = { contentType: string; body: string } | { notFound: true };

const TEXT = 'text/plain; charset=utf-8';

/**
 * getServerSideProps for a text resource of a brand's site (/sitemap.xml, /robots.txt): the brand
 * from the Host header as for pages, published content only (a file has no preview), the pages'
 * Cache-Control so the page cache and a CDN keep it, and a plain 503 with Retry-After when the CMS
 * cannot answer and no cached copy exists.
 */
export function cmsFile(load: (context: FileContext) => Promise<FileResult>): GetServerSideProps {
  return async (next) => {
    const { res } = next;
    const send = (status: number, contentType: string, body: string, cacheControl: string) => {
      res.statusCode = status;
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', cacheControl);
      res.end(next.req.method === 'HEAD' ? undefined : body);
      return { props: {} };
    };
    const host = parseHostHeader(next.req.headers.host);
    try {
      const client: ApolloClient = createServerClient({ draft: false, reads: readLogOf(next.req) });
      const { brand, brands } = await loadRequestBrand(client, next.req.headers.host);
      const result = await load({
        brand,
        brandOrigins: brandOrigins(next.req.headers.host, brands),
        requestOrigin: host ? `http://${host.hostname}${host.port ? `:${host.port}` : ''}` : '',
        params: next.params ?? {},
        fetch: async (query, variables) => (await queryCms(client, query, variables)).data,
      });
      if ('notFound' in result) return send(404, TEXT, 'Not found\n', 'public, s-maxage=30');
      return send(200, result.contentType, result.body, host ? publicCacheControl() : 'private, no-store');
    } catch (error) {
      if (error instanceof CmsUnavailableError) {
        log().error(
          // An outage, not a bug: the operation and why, without a stack per view.
          { event: 'cms', path: pathOnly(next.resolvedUrl), operation: error.operationName, error: error.message },
          'file not served: the CMS is unavailable',
        );
        res.setHeader('Retry-After', retryAfter());
        return send(503, TEXT, 'The site is briefly unavailable; please try again shortly.\n', 'no-store');
      }
      log().error({ path: pathOnly(next.resolvedUrl), err: error }, 'file failed');
      return send(500, TEXT, 'Internal server error\n', 'private, no-store');
    }
  };
}
