import type { CrossSellFragment } from '@/graphql/generated/graphql';
import { destinationTile, experienceTile, productTile, productV2Tile, travelGuideTile } from '../tiles';
import type { TileView } from '@/components/ui/ContentTile';
import type { BlockContext } from '../types';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface CrossSellView {
  title: string | null;
  subTitle: string | null;
  /** Each tile's texts are edited in its item's own document (TileView.src). */
  tiles: TileView[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'subTitle'>;
}

/** Tiles linking to other pages (destinations, experiences, products, travel guides); empty → not shown. */
export function toCrossSell(raw: CrossSellFragment, context: BlockContext): CrossSellView | null {
  const tiles = [
    ...compact(raw.destinations).map((item) => destinationTile(item, context)),
    ...compact(raw.experiences).map((item) => experienceTile(item, context)),
    ...compact(raw.products_v2).map((item) => productV2Tile(item, context)),
    ...compact(raw.products).map((item) => productTile(item, context)),
    ...compact(raw.travel_guides).map((item) => travelGuideTile(item, context)),
  ];
  if (tiles.length === 0) return null;
  return {
    title: text(raw.Title),
    subTitle: text(raw.SubTitle),
    tiles,
    src: fieldSources(raw, { title: 'Title', subTitle: 'SubTitle' }),
  };
}
