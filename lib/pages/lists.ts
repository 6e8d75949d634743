import type { EventsQuery, JobPagesQuery, SitemapPageQuery, TravelEssentialsQuery } from '@/graphql/generated/graphql';
import { toHero, type HeroView } from '@/components/blocks/Hero/toHero';
import { toEvents, type EventView } from '@/components/lists/EventList/toEvents';
import { toJobList, type JobView } from '@/components/lists/JobCard/toJobCard';
import {
  toTravelEssentials,
  type TravelEssentialView,
} from '@/components/lists/TravelEssentialList/toTravelEssentials';
import type { ViewContext } from '@/lib/cms/use-page-view';

export const toEventsView = (data: EventsQuery, context: ViewContext): EventView[] =>
  toEvents(data.events, context.requestTime);

export interface JobsView {
  title: string;
  hero: HeroView | null;
  intro: string | null;
  seoTitle: string;
  seoDescription: string | null;
  jobs: JobView[];
}

/** The brand's job page and its jobs in ascending rank. */
export function toJobsView(data: JobPagesQuery): JobsView | null {
  const page = data.jobPages[0];
  if (!page) return null;
  return {
    title: page.Title,
    hero: toHero(page.Hero),
    intro: page.IntroText?.trim() || null,
    seoTitle: page.SeoDetails?.Title || page.Title,
    seoDescription: page.SeoDetails?.Description ?? null,
    jobs: toJobList(page.jobs),
  };
}

export const toTravelEssentialsView = (data: TravelEssentialsQuery): TravelEssentialView[] =>
  toTravelEssentials(data.travelEssentials);

export interface SitemapView {
  title: string;
  intro: string | null;
  seoTitle: string;
  seoDescription: string | null;
  groups: { title: string; pages: { title: string; url: string; description: string | null }[] }[];
}

export function toSitemapView(data: SitemapPageQuery): SitemapView | null {
  const page = data.sitemapPages[0];
  if (!page) return null;
  const links = (items: typeof page.CorePages) =>
    (items ?? []).flatMap((item) =>
      item?.Title && item.URL
        ? [{ title: item.Title, url: item.URL, description: item.Description?.trim() || null }]
        : [],
    );
  return {
    title: page.Title,
    intro: page.IntroText?.trim() || null,
    seoTitle: page.SeoDetails?.Title || page.Title,
    seoDescription: page.SeoDetails?.Description ?? page.IntroText ?? null,
    groups: [
      { title: 'Main sections', pages: links(page.CorePages) },
      { title: 'More pages', pages: links(page.InteriorPages) },
    ].filter((group) => group.pages.length > 0),
  };
}
