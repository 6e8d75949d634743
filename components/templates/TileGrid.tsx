import ContentTile, { type TileView } from '@/components/ui/ContentTile';
import { Columns } from '@/components/ui/Columns';
import { LeadItem } from '@/components/ui/lead-image';
import Section from '@/components/ui/Section';

/** A titled grid of content tiles (programmes, guides, destinations). */
export default function TileGrid({
  title,
  subTitle,
  tiles,
  tone,
}: {
  title?: string | null;
  subTitle?: string | null;
  tiles: TileView[];
  tone?: 'default' | 'muted';
}) {
  if (tiles.length === 0) return null;
  return (
    <Section title={title} subTitle={subTitle} tone={tone}>
      <Columns spacing={3} as="ul" plain columns={{ xs: 1, sm: 2, md: 3 }}>
        {tiles.map((tile, index) => (
          <li key={tile.key}>
            <LeadItem first={index === 0}>
              <ContentTile tile={tile} />
            </LeadItem>
          </li>
        ))}
      </Columns>
    </Section>
  );
}
