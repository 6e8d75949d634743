import {
  BlogListDocument,
  InfoHubPagesDocument,
  type BlogListQueryVariables,
  type InfoHubPagesQueryVariables,
} from '@/graphql/generated/graphql';
import { productV2Tile, present } from '@/components/blocks/tiles';
import BlogListTemplate from '@/components/templates/BlogListTemplate';
import { TileGrid } from '@/components/templates/parts';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { toBlogListView } from '@/lib/pages/blog';

type Props = { variables: BlogListQueryVariables; guides: InfoHubPagesQueryVariables };

/** The information hub: its guides (info-hub pages) and its articles (info blogs, SPEC.md §7). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name, isInfoBlog: true };
  const guides = { brandName: brand.name };
  await Promise.all([fetch(BlogListDocument, variables), fetch(InfoHubPagesDocument, guides)]);
  return { props: { variables, guides } };
});

export default function InfoHubPage({ variables, guides, site }: SitePageProps<Props>) {
  const list = usePageView(BlogListDocument, variables, (data, context) => toBlogListView(data, context));
  const tiles =
    usePageView(InfoHubPagesDocument, guides, (data, context) =>
      present(data.productsV2).map((item) => productV2Tile(item, context)),
    ) ?? [];
  if (!list || !site.brand) return null;
  return (
    <BlogListTemplate
      title="Info hub"
      intro="Visas, money, insurance and everything else worth knowing before you go."
      crumbs={[{ label: 'Home', href: '/' }]}
      list={list}
    >
      <TileGrid title="Guides" subTitle="Step-by-step help for the big questions." tiles={tiles} tone="muted" />
    </BlogListTemplate>
  );
}
