import { StaticPageV2Document } from '@/graphql/generated/documents/StaticPageV2';
import type { StaticPageV2QueryVariables } from '@/graphql/generated/graphql';
import StaticPagePage from '@/components/templates/StaticPage/StaticPagePage';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';

type Props = { variables: StaticPageV2QueryVariables };

/** The home page: the current brand's static page "home". */
export const getServerSideProps = cmsPage<Props>(async ({ brand, publicationStatus, fetch }) => {
  const variables = { brandName: brand.name, pageName: 'home', publicationStatus };
  const data = await fetch(StaticPageV2Document, variables);
  return data.staticPagesV2[0] ? { props: { variables } } : { notFound: true };
});

export default function HomePage({ variables }: PageProps<Props>) {
  return <StaticPagePage variables={variables} />;
}
