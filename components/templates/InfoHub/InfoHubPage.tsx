import { BlogListDocument } from '@/graphql/generated/documents/BlogList';
import { InfoHubPagesDocument } from '@/graphql/generated/documents/InfoHubPages';
import type { PageProps } from '@/lib/cms/page-props';
import type { InfoHubPageProps } from '@/lib/pages/lists';
import { toBlogListView } from '../BlogList/toBlogListView';
import { toInfoHubTiles } from '../TileIndex/toTiles';
import { usePageView } from '../usePageView';
import InfoHubTemplate from './InfoHubTemplate';

/** The information hub, at /infohub: its guides and its articles. */
export default function InfoHubPage({ variables, guides }: PageProps<InfoHubPageProps>) {
  const articles = usePageView(BlogListDocument, variables, (data, context) => toBlogListView(data, context));
  const tiles = usePageView(InfoHubPagesDocument, guides, toInfoHubTiles);
  return <InfoHubTemplate guides={tiles} articles={articles} />;
}
