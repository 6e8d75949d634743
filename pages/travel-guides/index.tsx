import { TravelGuidesDocument } from '@/graphql/generated/documents/TravelGuides';
import type { TravelGuidesQueryVariables } from '@/graphql/generated/graphql';
import TileIndexTemplate from '@/components/templates/TileIndex/TileIndexTemplate';
import { toTravelGuideTiles } from '@/components/templates/TileIndex/toTiles';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';

type Props = { variables: TravelGuidesQueryVariables };

/** The brand's travel guides (resorts, camps, towns), in ascending rank. */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name };
  await fetch(TravelGuidesDocument, variables);
  return { props: { variables } };
});

export default function TravelGuidesPage({ variables, site }: PageProps<Props>) {
  const tiles = usePageView(TravelGuidesDocument, variables, toTravelGuideTiles);
  return <TileIndexTemplate kind="travel-guides" brandName={site.brand.name} tiles={tiles} />;
}
