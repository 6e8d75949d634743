import { ExperiencesDocument } from '@/graphql/generated/documents/Experiences';
import type { ExperiencesQueryVariables } from '@/graphql/generated/graphql';
import TileIndexTemplate from '@/components/templates/TileIndex/TileIndexTemplate';
import { toExperienceTiles } from '@/components/templates/TileIndex/toTiles';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';

type Props = { variables: ExperiencesQueryVariables };

/** Experiences of the brand (docs/content-rules.md §7). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name };
  await fetch(ExperiencesDocument, variables);
  return { props: { variables } };
});

export default function ExperiencesPage({ variables, site }: PageProps<Props>) {
  const tiles = usePageView(ExperiencesDocument, variables, toExperienceTiles);
  return <TileIndexTemplate kind="experiences" brandName={site.brand.name} tiles={tiles} />;
}
