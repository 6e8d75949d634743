import Grid from '@mui/material/Grid';
import ContentTile from '@/components/ui/ContentTile';
import Section from '@/components/ui/Section';
import type { CrossSellView } from './toCrossSell';

/** Cross-sell tiles in a responsive grid (one column on phones, up to three on wide screens). */
export default function CrossSell({ title, subTitle, tiles, src }: CrossSellView) {
  return (
    <Section title={title} subTitle={subTitle} titleSource={src?.title} subTitleSource={src?.subTitle}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tiles.map((tile) => (
          <Grid key={tile.key} size={{ xs: 12, sm: 6, md: tiles.length === 4 ? 3 : 4 }} component="li">
            <ContentTile tile={tile} headingLevel={title ? 'h3' : 'h2'} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
