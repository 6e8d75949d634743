import { ExperiencesDocument } from '@/graphql/generated/documents/Experiences';
import type { PageProps } from '@/lib/cms/page-props';
import type { ExperiencesPageProps } from '@/lib/pages/lists';
import { usePageView } from '../usePageView';
import TileIndexTemplate from './TileIndexTemplate';
import { toExperienceTiles } from './toTiles';

/** The experiences list, at /experiences. */
export default function ExperiencesPage({ variables, site }: PageProps<ExperiencesPageProps>) {
  const tiles = usePageView(ExperiencesDocument, variables, toExperienceTiles);
  return <TileIndexTemplate kind="experiences" brandName={site.brand.name} tiles={tiles} />;
}
