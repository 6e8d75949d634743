import { DestinationsDocument } from '@/graphql/generated/documents/Destinations';
import type { PageProps } from '@/lib/cms/page-props';
import type { DestinationsPageProps } from '@/lib/pages/lists';
import { usePageView } from '../usePageView';
import TileIndexTemplate from './TileIndexTemplate';
import { toDestinationTiles } from './toTiles';

/** The destinations list, at /destinations. */
export default function DestinationsPage({ variables, site }: PageProps<DestinationsPageProps>) {
  const tiles = usePageView(DestinationsDocument, variables, toDestinationTiles);
  return <TileIndexTemplate kind="destinations" brandName={site.brand.name} tiles={tiles} />;
}
