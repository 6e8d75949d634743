import type { TileView } from '@/components/ui/ContentTile';
import PageHeader from '@/components/ui/PageHeader';
import Seo from '@/components/ui/Seo';
import TileGrid from '../TileGrid';
import { LeadList } from '@/components/ui/lead-image';
import { useSectionNames } from '@/components/ui/SiteContext';

/** The index pages of the content types that list as tiles: their section (its name is the title) and copy. */
const INDEXES = {
  destinations: {
    section: 'destinations',
    intro: 'Where in the world would you like to be next season?',
    description: (brandName: string) => `Where you can go with ${brandName}.`,
  },
  experiences: {
    section: 'experiences',
    intro: 'Pick the kind of adventure you’re after; we’ll help with everything else.',
    description: (brandName: string) => `Programmes with ${brandName}.`,
  },
  'travel-guides': {
    section: 'travelGuides',
    intro: 'Where you’ll live, work and spend your days off.',
    description: () => 'Where you’ll live and work: our guides to the places we send people.',
  },
} as const;

export type TileIndexKind = keyof typeof INDEXES;

/** An index page of one content type (destinations, experiences, travel guides): a header and its tiles. */
export default function TileIndexTemplate({
  kind,
  brandName,
  tiles,
}: {
  kind: TileIndexKind;
  brandName: string;
  tiles: TileView[];
}) {
  const copy = INDEXES[kind];
  const title = useSectionNames()[copy.section];
  return (
    <>
      <Seo title={title} description={copy.description(brandName)} />
      <PageHeader title={title} intro={copy.intro} crumbs={[{ label: 'Home', href: '/' }]} />
      <LeadList>
        <TileGrid tiles={tiles} />
      </LeadList>
    </>
  );
}
