import type {
  DestinationsQuery,
  ExperiencesQuery,
  InfoHubPagesQuery,
  TravelGuidesQuery,
} from '@/graphql/generated/graphql';
import { destinationTile, experienceTile, productV2Tile, travelGuideTile } from '@/components/blocks/tiles';
import type { TileView } from '@/components/ui/ContentTile';
import type { ViewContext } from '../usePageView';
import { compact } from '@/lib/content/values';

/** Index pages: the brand's destinations, experiences or travel guides as tiles, in the query's order. */
export const toDestinationTiles = (data: DestinationsQuery, context: ViewContext): TileView[] =>
  compact(data.destinations).map((item) => destinationTile(item, context));

export const toExperienceTiles = (data: ExperiencesQuery, context: ViewContext): TileView[] =>
  compact(data.experiences).map((item) => experienceTile(item, context));

export const toTravelGuideTiles = (data: TravelGuidesQuery, context: ViewContext): TileView[] =>
  compact(data.travelGuides).map((item) => travelGuideTile(item, context));

export const toInfoHubTiles = (data: InfoHubPagesQuery, context: ViewContext): TileView[] =>
  compact(data.productsV2).map((item) => productV2Tile(item, context));
