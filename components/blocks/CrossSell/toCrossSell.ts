import type { CrossSellFragment } from '@/graphql/generated/graphql';
import {
  destinationTile,
  experienceTile,
  present,
  productTile,
  productV2Tile,
  travelGuideTile,
  type TileView,
} from '../tiles';
import type { BlockContext } from '../types';

export interface CrossSellView {
  title: string | null;
  subTitle: string | null;
  tiles: TileView[];
}

/** Tiles linking to other pages (destinations, experiences, products, travel guides); empty → not shown. */
export function toCrossSell(raw: CrossSellFragment, context: BlockContext): CrossSellView | null {
  const tiles = [
    ...present(raw.destinations).map((item) => destinationTile(item, context)),
    ...present(raw.experiences).map((item) => experienceTile(item, context)),
    ...present(raw.products_v2).map((item) => productV2Tile(item, context)),
    ...present(raw.products).map((item) => productTile(item, context)),
    ...present(raw.travel_guides).map((item) => travelGuideTile(item, context)),
  ];
  if (tiles.length === 0) return null;
  return { title: raw.Title?.trim() || null, subTitle: raw.SubTitle?.trim() || null, tiles };
}
