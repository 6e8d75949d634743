import type { TravelGuidesSliderFragment } from '@/graphql/generated/graphql';
import { sortByRank } from '@/lib/content/sort';
import { travelGuideTile } from '../tiles';
import type { TileView } from '@/components/ui/ContentTile';
import type { BlockContext } from '../types';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface TravelGuidesSliderView {
  title: string | null;
  subTitle: string | null;
  /** Ascending rank. */
  tiles: TileView[];
  /** Draft mode: where each text is edited (each tile's texts are its guide's). */
  src?: FieldSources<'title' | 'subTitle'>;
}

/** A destination's travel guides (resorts) as tiles in a slider; none → not shown. */
export function toTravelGuidesSlider(
  raw: TravelGuidesSliderFragment,
  context: BlockContext,
): TravelGuidesSliderView | null {
  const tiles = sortByRank(compact(raw.travel_guides)).map((guide) => travelGuideTile(guide, context));
  if (tiles.length === 0) return null;
  return {
    title: text(raw.Title),
    subTitle: text(raw.SubTitle),
    tiles,
    src: fieldSources(raw, { title: 'Title', subTitle: 'SubTitle' }),
  };
}
