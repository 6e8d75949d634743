import { SitemapPageDocument } from '@/graphql/generated/documents/SitemapPage';
import type { SitemapPageQueryVariables } from '@/graphql/generated/graphql';
import SitemapTemplate from '@/components/templates/Sitemap/SitemapTemplate';
import { toSitemapView } from '@/components/templates/Sitemap/toSitemapView';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';

type Props = { variables: SitemapPageQueryVariables };

/** The site map: the brand's core pages and interior pages. */
export const getServerSideProps = cmsPage<Props>(async ({ brand, publicationStatus, fetch }) => {
  const variables = { brandName: brand.name, publicationStatus };
  const data = await fetch(SitemapPageDocument, variables);
  return data.sitemapPages[0] ? { props: { variables } } : { notFound: true };
});

export default function SitemapPage({ variables }: PageProps<Props>) {
  return <SitemapTemplate page={usePageView(SitemapPageDocument, variables, toSitemapView)} />;
}
