import { SitemapEntriesDocument } from '@/graphql/generated/documents/SitemapEntries';
import type { SitemapEntriesQuery } from '@/graphql/generated/graphql';
import type { FileContext, FileResult } from './file-loader';
import { isIndexable } from '@/lib/seo/indexing';
import { canonicalOrigin } from '@/lib/seo/origin';
import {
  hasMorePages,
  latest,
  robotsTxt,
  SITEMAP_PAGE_SIZE,
  sitemapFilePath,
  sitemapFiles,
  sitemapIndexXml,
  sitemapPaths,
  urlsetXml,
  type SitemapEntry,
} from '@/lib/seo/sitemap';

const XML = 'application/xml; charset=utf-8';
/** A brand with more than this many pages of answers of any kind is not a brand but a loop. */
const MAX_PAGES = 1_000;

/** The brand's canonical origin; the request's own when the CMS gives the brand no domain. */
const originOf = (context: FileContext) => canonicalOrigin(context.brand) ?? context.requestOrigin;

/** Every published page of the context's brand, at its canonical URL. */
export async function loadSitemapEntries(context: FileContext): Promise<SitemapEntry[]> {
  const pages: SitemapEntriesQuery[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const data = await context.fetch(SitemapEntriesDocument, {
      brandName: context.brand.name,
      start: page * SITEMAP_PAGE_SIZE,
    });
    pages.push(data);
    if (!hasMorePages(data)) break;
  }
  const origin = originOf(context);
  return sitemapPaths(pages, context.brand, context.brandOrigins).map(({ path, lastmod }) => ({
    loc: origin + path,
    lastmod,
  }));
}

/** /sitemap.xml: the brand's sitemap, or the index of its sitemap files when it outgrows one. */
export async function sitemapXml(context: FileContext): Promise<FileResult> {
  const files = sitemapFiles(await loadSitemapEntries(context));
  if (files.length === 1) return { contentType: XML, body: urlsetXml(files[0]) };
  const origin = originOf(context);
  const index = files.map((file, n) => ({
    loc: origin + sitemapFilePath(n + 1),
    lastmod: latest(file.map((entry) => entry.lastmod)),
  }));
  return { contentType: XML, body: sitemapIndexXml(index) };
}

/** /sitemaps/<n>.xml: the n-th file of a brand whose sitemap is an index. */
export async function sitemapFileXml(context: FileContext): Promise<FileResult> {
  const match = /^([1-9][0-9]{0,4})\.xml$/.exec(String(context.params.file ?? ''));
  if (!match) return { notFound: true };
  const files = sitemapFiles(await loadSitemapEntries(context));
  const file = files.length > 1 ? files[Number(match[1]) - 1] : undefined;
  return file ? { contentType: XML, body: urlsetXml(file) } : { notFound: true };
}

/** /robots.txt for the context's brand. */
export async function robots(context: FileContext): Promise<FileResult> {
  return {
    contentType: 'text/plain; charset=utf-8',
    body: robotsTxt({ indexable: isIndexable(), sitemapUrl: `${originOf(context)}/sitemap.xml` }),
  };
}
