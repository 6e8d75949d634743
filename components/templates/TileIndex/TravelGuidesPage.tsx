import { TravelGuidesDocument } from '@/graphql/generated/documents/TravelGuides';
import type { PageProps } from '@/lib/cms/page-props';
import type { TravelGuidesPageProps } from '@/lib/pages/lists';
import { usePageView } from '../usePageView';
import TileIndexTemplate from './TileIndexTemplate';
import { toTravelGuideTiles } from './toTiles';

/** The travel guides list, at /travel-guides. */
export default function TravelGuidesPage({ variables, site }: PageProps<TravelGuidesPageProps>) {
  const tiles = usePageView(TravelGuidesDocument, variables, toTravelGuideTiles);
  return <TileIndexTemplate kind="travel-guides" brandName={site.brand.name} tiles={tiles} />;
}
