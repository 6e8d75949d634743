import { DestinationsDocument, type DestinationsQueryVariables } from '@/graphql/generated/graphql';
import { TileGrid } from '@/components/templates/parts';
import PageHeader from '@/components/ui/PageHeader';
import Seo from '@/components/ui/Seo';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { toDestinationTiles } from '@/lib/pages/destination';

type Props = { variables: DestinationsQueryVariables };

/** Destinations of the brand, in ascending rank (SPEC.md §7). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name };
  await fetch(DestinationsDocument, variables);
  return { props: { variables } };
});

export default function DestinationsPage({ variables, site }: SitePageProps<Props>) {
  const tiles = usePageView(DestinationsDocument, variables, toDestinationTiles) ?? [];
  return (
    <>
      <Seo title="Destinations" description={`Where you can go with ${site.brand?.name}.`} />
      <PageHeader
        title="Destinations"
        intro="Where in the world would you like to be next season?"
        crumbs={[{ label: 'Home', href: '/' }]}
      />
      <TileGrid tiles={tiles} />
    </>
  );
}
