import type { TravelGuideQuery } from '@/graphql/generated/graphql';
import { prepareBlocks, type PreparedBlock } from '@/components/blocks/BlockList';
import { toHero, type HeroView } from '@/components/blocks/Hero/toHero';
import { destinationTile } from '@/components/blocks/tiles';
import type { TileView } from '@/components/ui/ContentTile';
import { toBlogCards, type BlogCardView } from '@/components/lists/BlogCard/toBlogCard';
import { toEvents, type EventView } from '@/components/lists/EventList/toEvents';
import { toJobList, type JobView } from '@/components/lists/JobCard/toJobCard';
import { toSeo, type SeoView } from '@/components/ui/Seo';
import type { ViewContext } from '../usePageView';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface TravelGuideView {
  seo: SeoView;
  name: string;
  hero: HeroView | null;
  intro: string | null;
  destination: TileView | null;
  blocks: PreparedBlock[];
  jobs: JobView[];
  events: EventView[];
  stories: BlogCardView[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'name' | 'intro'>;
}

/** A travel guide (resort): hero, intro, its blocks in rank order, jobs, events and stories. */
export function toTravelGuideView(data: TravelGuideQuery, context: ViewContext): TravelGuideView | null {
  const raw = data.travelGuides[0];
  if (!raw) return null;
  const hero = toHero(raw.Hero);
  return {
    seo: toSeo(raw.SeoDetails, { title: raw.Name, description: hero?.introText, image: hero?.image }),
    name: raw.Name,
    hero,
    intro: text(raw.Intro),
    destination: raw.destination ? destinationTile(raw.destination, context) : null,
    blocks: prepareBlocks(
      [raw.Top5List, raw.ContentGallery, raw.Testimonials, raw.ContactUs],
      context,
      `travel guide "${raw.Slug}"`,
    ),
    jobs: toJobList(raw.jobs),
    events: toEvents(raw.events, context.requestTime),
    stories: toBlogCards(raw.blog_posts, context),
    src: fieldSources(raw, { name: 'Name', intro: 'Intro' }),
  };
}
