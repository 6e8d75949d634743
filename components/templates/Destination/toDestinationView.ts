import type { DestinationQuery } from '@/graphql/generated/graphql';
import { prepareBlocks, type PreparedBlock } from '@/components/blocks/BlockList';
import { toHero, type HeroView } from '@/components/blocks/Hero/toHero';
import { productTile, productV2Tile } from '@/components/blocks/tiles';
import type { TileView } from '@/components/ui/ContentTile';
import { toEvents, type EventView } from '@/components/lists/EventList/toEvents';
import { toNews, type NewsView } from '@/components/lists/NewsList/toNews';
import { toSeo, type SeoView } from '@/components/ui/Seo';
import { sortByRank } from '@/lib/content/sort';
import type { ViewContext } from '../usePageView';
import { compact } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface DestinationView {
  seo: SeoView;
  name: string;
  hero: HeroView | null;
  programmes: TileView[];
  blocks: PreparedBlock[];
  news: NewsView[];
  events: EventView[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'name'>;
}

/** A destination: hero, its programmes, its blocks in rank order, then news and events. */
export function toDestinationView(data: DestinationQuery, context: ViewContext): DestinationView | null {
  const raw = data.destinations[0];
  if (!raw) return null;
  const hero = toHero(raw.Hero);
  return {
    seo: toSeo(raw.SeoDetails, { title: raw.Name, description: hero?.introText, image: hero?.image }),
    name: raw.Name,
    hero,
    // Both product generations in one list by rank (docs/content-rules.md §9: products by rank ascending).
    programmes: sortByRank([
      ...compact(raw.products_v2).map((item) => ({ rank: item.rank, tile: productV2Tile(item, context) })),
      ...compact(raw.products).map((item) => ({ rank: item.rank, tile: productTile(item, context) })),
    ]).map(({ tile }) => tile),
    blocks: prepareBlocks(
      [raw.OfferBanner, raw.USPs, raw.TravelGuidesSlider, raw.FAQ, raw.PartnersSlider],
      context,
      `destination "${raw.Slug}"`,
    ),
    news: toNews(raw.news),
    events: toEvents(raw.events, context.requestTime),
    src: fieldSources(raw, { name: 'Name' }),
  };
}
