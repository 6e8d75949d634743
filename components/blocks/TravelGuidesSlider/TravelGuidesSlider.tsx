import ContentTile from '@/components/ui/ContentTile';
import Section from '@/components/ui/Section';
import Slider from '@/components/ui/Slider';
import type { TravelGuidesSliderView } from './toTravelGuidesSlider';

/** Travel guide tiles in a slider: a peek of the next card on phones, three cards across on desktops. */
export default function TravelGuidesSlider({ title, subTitle, tiles, src }: TravelGuidesSliderView) {
  return (
    <Section title={title} subTitle={subTitle} titleSource={src?.title} subTitleSource={src?.subTitle}>
      <Slider label="Travel guides" itemWidth={{ xs: 272, sm: 320, lg: 368 }}>
        {tiles.map((tile) => (
          <ContentTile key={tile.key} tile={tile} headingLevel={title ? 'h3' : 'h2'} />
        ))}
      </Slider>
    </Section>
  );
}
