import dynamic from 'next/dynamic';
import { StaticPageV2Document } from '@/graphql/generated/documents/StaticPageV2';
import type { StaticPageV2QueryVariables } from '@/graphql/generated/graphql';
// The blocks' own chunks (next/dynamic in the registry) must be known to this page's entry: Next
// records those the server render used only for dynamic imports reached from the entry, not from
// inside another dynamic chunk (without this line the pages below hydrate without their blocks,
// which the end-to-end tier reports as a hydration error).
import '@/components/blocks/registry';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';
import { param } from '@/lib/pages/params';
import { loadProductPage, type ProductPageProps } from '@/lib/pages/product-route';

type Props = { kind: 'static'; variables: StaticPageV2QueryVariables } | ProductPageProps;

/**
 * /{segment}: a static page by its PageName (docs/content-rules.md §7 Static page v2), and for the brand named
 * BUNAC, whose product links are /{slug} (docs/content-rules.md §2.5), a product when no static page has the name.
 */
export const getServerSideProps = cmsPage<Props>(async (context) => {
  const pageName = param(context, 'segment');
  const variables = { brandName: context.brand.name, pageName, publicationStatus: context.publicationStatus };
  if (pageName === 'home') return { redirect: { destination: '/', permanent: true } };
  const page = (await context.fetch(StaticPageV2Document, variables)).staticPagesV2[0];
  if (page) return { props: { kind: 'static', variables } };
  if (context.brand.name === 'BUNAC') return loadProductPage(context, { slug: pageName });
  return { notFound: true };
});

/**
 * Each its own chunk: a static page ships no product template or query, and a BUNAC product at
 * this address no static page's.
 */
const StaticPage = dynamic(() => import('@/components/templates/StaticPage/StaticPagePage'));
const ProductPage = dynamic(() => import('@/components/templates/Product/ProductPage'));

export default function SegmentPage(props: PageProps<Props>) {
  return props.kind === 'static' ? <StaticPage variables={props.variables} /> : <ProductPage {...props} />;
}
