import { BlogListDocument } from '@/graphql/generated/documents/BlogList';
import { InfoHubPagesDocument } from '@/graphql/generated/documents/InfoHubPages';
import type { BlogListQueryVariables, InfoHubPagesQueryVariables } from '@/graphql/generated/graphql';
import { toBlogListView } from '@/components/templates/BlogList/toBlogListView';
import InfoHubTemplate from '@/components/templates/InfoHub/InfoHubTemplate';
import { toInfoHubTiles } from '@/components/templates/TileIndex/toTiles';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';

type Props = { variables: BlogListQueryVariables; guides: InfoHubPagesQueryVariables };

/** The information hub: its guides (info-hub pages) and its articles (info blogs, docs/content-rules.md §7). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name, isInfoBlog: true };
  const guides = { brandName: brand.name };
  await Promise.all([fetch(BlogListDocument, variables), fetch(InfoHubPagesDocument, guides)]);
  return { props: { variables, guides } };
});

export default function InfoHubPage({ variables, guides }: PageProps<Props>) {
  const articles = usePageView(BlogListDocument, variables, (data, context) => toBlogListView(data, context));
  const tiles = usePageView(InfoHubPagesDocument, guides, toInfoHubTiles);
  return <InfoHubTemplate guides={tiles} articles={articles} />;
}
