import { ExperiencesDocument, type ExperiencesQueryVariables } from '@/graphql/generated/graphql';
import { TileGrid } from '@/components/templates/parts';
import PageHeader from '@/components/ui/PageHeader';
import Seo from '@/components/ui/Seo';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { toExperienceTiles } from '@/lib/pages/destination';

type Props = { variables: ExperiencesQueryVariables };

/** Experiences of the brand (SPEC.md §7). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name };
  await fetch(ExperiencesDocument, variables);
  return { props: { variables } };
});

export default function ExperiencesPage({ variables, site }: SitePageProps<Props>) {
  const tiles = usePageView(ExperiencesDocument, variables, toExperienceTiles) ?? [];
  return (
    <>
      <Seo title="Experiences" description={`Programmes with ${site.brand?.name}.`} />
      <PageHeader
        title="Experiences"
        intro="Pick the kind of adventure you’re after; we’ll help with everything else."
        crumbs={[{ label: 'Home', href: '/' }]}
      />
      <TileGrid tiles={tiles} />
    </>
  );
}
