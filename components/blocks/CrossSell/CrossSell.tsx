import ContentTile from '@/components/ui/ContentTile';
import Section from '@/components/ui/Section';
import type { CrossSellView } from './toCrossSell';
import { Columns } from '@/components/ui/Columns';

/** Cross-sell tiles in a responsive grid (one column on phones, up to three on wide screens). */
export default function CrossSell({ title, subTitle, tiles, src }: CrossSellView) {
  return (
    <Section title={title} subTitle={subTitle} titleSource={src?.title} subTitleSource={src?.subTitle}>
      <Columns spacing={3} as="ul" plain columns={{ xs: 1, sm: 2, md: tiles.length === 4 ? 4 : 3 }}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <ContentTile tile={tile} headingLevel={title ? 'h3' : 'h2'} />
          </li>
        ))}
      </Columns>
    </Section>
  );
}
