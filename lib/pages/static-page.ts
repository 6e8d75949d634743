import { StaticPageV2Document } from '@/graphql/generated/documents/StaticPageV2';
import type { StaticPageV2QueryVariables } from '@/graphql/generated/graphql';
import type { PageContext, PageResult } from '@/lib/cms/page-loader';
import { param } from './params';
import { loadProductPage, type ProductPageProps } from './product-route';

export type StaticPageProps = { variables: StaticPageV2QueryVariables };

/** The home page: the current brand's static page "home". */
export async function loadHome({ brand, publicationStatus, fetch }: PageContext): Promise<PageResult<StaticPageProps>> {
  const variables = { brandName: brand.name, pageName: 'home', publicationStatus };
  const data = await fetch(StaticPageV2Document, variables);
  return data.staticPagesV2[0] ? { props: { variables } } : { notFound: true };
}

export type SegmentPageProps = ({ kind: 'static' } & StaticPageProps) | ProductPageProps;

/**
 * /{segment}: a static page by its PageName (docs/content-rules.md §7 Static page v2), and for the brand named
 * BUNAC, whose product links are /{slug} (docs/content-rules.md §2.5), a product when no static page has the name.
 */
export async function loadSegment(context: PageContext): Promise<PageResult<SegmentPageProps>> {
  const pageName = param(context, 'segment');
  const variables = { brandName: context.brand.name, pageName, publicationStatus: context.publicationStatus };
  if (pageName === 'home') return { redirect: { destination: '/', permanent: true } };
  const page = (await context.fetch(StaticPageV2Document, variables)).staticPagesV2[0];
  if (page) return { props: { kind: 'static', variables } };
  if (context.brand.name === 'BUNAC') return loadProductPage(context, { slug: pageName });
  return { notFound: true };
}
