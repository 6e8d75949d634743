import { StaticPageV2Document, type StaticPageV2QueryVariables } from '@/graphql/generated/graphql';
import StaticPageTemplate from '@/components/templates/StaticPageTemplate';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { loadProductPage, type ProductPageProps } from '@/lib/pages/product-route';
import { param } from '@/lib/pages/params';
import { toStaticPageView } from '@/lib/pages/static-page';
import ProductPage from './[segment]/experiences/[experienceSlug]/[slug]';

type Props = { kind: 'static'; variables: StaticPageV2QueryVariables } | ProductPageProps;

/**
 * /{segment}: a static page by its PageName (SPEC.md §7 Static page v2), and for the brand named
 * BUNAC, whose product links are /{slug} (SPEC.md §2.5), a product when no static page has the name.
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

function StaticPage({ variables }: { variables: StaticPageV2QueryVariables }) {
  const view = usePageView(StaticPageV2Document, variables, (data, context) =>
    data.staticPagesV2[0] ? toStaticPageView(data.staticPagesV2[0], context) : null,
  );
  return view ? <StaticPageTemplate page={view} /> : null;
}

export default function SegmentPage(props: SitePageProps<Props>) {
  if (props.kind === 'static' && props.variables)
    return <StaticPage variables={props.variables as StaticPageV2QueryVariables} />;
  return <ProductPage {...(props as SitePageProps<ProductPageProps>)} />;
}
