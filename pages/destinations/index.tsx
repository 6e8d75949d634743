import { DestinationsDocument } from '@/graphql/generated/documents/Destinations';
import type { DestinationsQueryVariables } from '@/graphql/generated/graphql';
import TileIndexTemplate from '@/components/templates/TileIndex/TileIndexTemplate';
import { toDestinationTiles } from '@/components/templates/TileIndex/toTiles';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';

type Props = { variables: DestinationsQueryVariables };

/** Destinations of the brand, in ascending rank (docs/content-rules.md §7). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name };
  await fetch(DestinationsDocument, variables);
  return { props: { variables } };
});

export default function DestinationsPage({ variables, site }: PageProps<Props>) {
  const tiles = usePageView(DestinationsDocument, variables, toDestinationTiles);
  return <TileIndexTemplate kind="destinations" brandName={site.brand.name} tiles={tiles} />;
}
