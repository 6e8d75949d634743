import { TravelGuidesDocument, type TravelGuidesQueryVariables } from '@/graphql/generated/graphql';
import { TileGrid } from '@/components/templates/parts';
import PageHeader from '@/components/ui/PageHeader';
import Seo from '@/components/ui/Seo';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { toTravelGuideTiles } from '@/lib/pages/travel-guide';

type Props = { variables: TravelGuidesQueryVariables };

/** The brand's travel guides (resorts, camps, towns), in ascending rank. */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name };
  await fetch(TravelGuidesDocument, variables);
  return { props: { variables } };
});

export default function TravelGuidesPage({ variables }: SitePageProps<Props>) {
  const tiles = usePageView(TravelGuidesDocument, variables, toTravelGuideTiles) ?? [];
  return (
    <>
      <Seo title="Travel guides" description="Where you’ll live and work: our guides to the places we send people." />
      <PageHeader
        title="Travel guides"
        intro="Where you’ll live, work and spend your days off."
        crumbs={[{ label: 'Home', href: '/' }]}
      />
      <TileGrid tiles={tiles} />
    </>
  );
}
