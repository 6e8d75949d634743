import { StaticPageV2Document, type StaticPageV2QueryVariables } from '@/graphql/generated/graphql';
import { useBlockContext } from '@/components/blocks/useBlockContext';
import StaticPageTemplate from '@/components/templates/StaticPageTemplate';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageQuery } from '@/lib/cms/use-page-query';
import { toStaticPageView } from '@/lib/pages/static-page';

type HomeProps = { variables: StaticPageV2QueryVariables };

/** The home page: the current brand's static page "home". */
export const getServerSideProps = cmsPage<HomeProps>(async ({ brand, publicationStatus, fetch }) => {
  const variables = { brandName: brand.name, pageName: 'home', publicationStatus };
  const data = await fetch(StaticPageV2Document, variables);
  return data.staticPagesV2[0] ? { props: { variables } } : { notFound: true };
});

export default function HomePage({ variables }: SitePageProps<HomeProps>) {
  const data = usePageQuery(StaticPageV2Document, variables);
  const context = useBlockContext();
  const raw = data?.staticPagesV2[0];
  if (!raw || !context) return null;
  return <StaticPageTemplate page={toStaticPageView(raw, context)} />;
}
