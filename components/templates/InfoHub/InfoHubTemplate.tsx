import type { TileView } from '@/components/ui/ContentTile';
import BlogListTemplate from '../BlogList/BlogListTemplate';
import type { BlogListView } from '../BlogList/toBlogListView';
import { LeadList } from '@/components/ui/lead-image';
import TileGrid from '../TileGrid';
import { useSectionNames } from '@/components/ui/SiteContext';

/** The information hub: its guides (info-hub pages) as tiles, then its articles by month. */
export default function InfoHubTemplate({ guides, articles }: { guides: TileView[]; articles: BlogListView }) {
  return (
    <BlogListTemplate
      title={useSectionNames().infoHub}
      intro="Visas, money, insurance and everything else worth knowing before you go."
      crumbs={[{ label: 'Home', href: '/' }]}
      list={articles}
    >
      <LeadList>
        <TileGrid title="Guides" subTitle="Step-by-step help for the big questions." tiles={guides} tone="muted" />
      </LeadList>
    </BlogListTemplate>
  );
}
