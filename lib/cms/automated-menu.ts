import type { ApolloCache, ApolloClient } from '@apollo/client';
import { AutomatedMenuDocument } from '@/graphql/generated/documents/AutomatedMenu';
import type { AutomatedMenuQuery, AutomatedMenuQueryVariables } from '@/graphql/generated/graphql';
import { queryCms } from './query';
import { compact } from '@/lib/content/values';
import { listHref, pageHref, type LinkContext, type ListName } from '@/lib/links';
import { fieldSources } from '@/lib/preview/content-source';
import type { AutomatedMenuSource, LinkItem } from '@/lib/brand/site-settings';

const MAX_CHILDREN = 4;

/** One automated menu entry: the list page it links to, and which of the menu query's items become its links. */
export interface AutomatedSource {
  list: ListName;
  links: (data: AutomatedMenuQuery, context: LinkContext, now: number) => LinkItem[];
}

const first = (links: LinkItem[]) => links.slice(0, MAX_CHILDREN);

/**
 * Automated menu items (brand navigation settings): menu entries filled from the brand's content,
 * so a new destination or guide appears in the menu without an editor touching the menu. Items
 * with a page link to it; events, news, jobs and essentials (no page of their own) to their list.
 * Their items come from one query (AutomatedMenu, graphql/queries/site.graphql) that selects only
 * what a link shows, so a page carries a few names to the browser, not the brand's lists.
 */
export const AUTOMATED_SOURCES: Record<AutomatedMenuSource, AutomatedSource> = {
  destinations: {
    list: 'destinations',
    links: (data, context) =>
      first(
        compact(data.destinations).map((item) => ({
          text: item.Name,
          url: pageHref('destination', item.Slug, null, context),
          src: fieldSources(item, { text: 'Name' }),
        })),
      ),
  },
  experiences: {
    list: 'experiences',
    links: (data, context) =>
      first(
        compact(data.experiences).map((item) => ({
          text: item.Name,
          url: pageHref('experience', item.Slug, null, context),
          src: fieldSources(item, { text: 'Name' }),
        })),
      ),
  },
  travelGuides: {
    list: 'travelGuides',
    links: (data, context) =>
      first(
        compact(data.travelGuides).map((item) => ({
          text: item.Name,
          url: pageHref('travel-guide', item.Slug, null, context),
          src: fieldSources(item, { text: 'Name' }),
        })),
      ),
  },
  blog: {
    list: 'blog',
    links: (data, context) =>
      first(
        compact(data.blog).map((item) => ({
          text: item.Title,
          url: pageHref('blog-post', item.Slug, null, context),
          src: fieldSources(item, { text: 'Title' }),
        })),
      ),
  },
  infoBlogs: {
    list: 'infohub',
    links: (data, context) =>
      first(
        compact(data.infoBlogs).map((item) => ({
          text: item.Title,
          url: pageHref('info-blog', item.Slug, null, context),
          src: fieldSources(item, { text: 'Title' }),
        })),
      ),
  },
  events: {
    list: 'events',
    links: (data, context, now) =>
      first(
        compact(data.events)
          .filter((item) => Date.parse(item.DateOfEvent) >= now)
          .map((item) => ({
            text: item.Title,
            url: listHref('events', context),
            src: fieldSources(item, { text: 'Title' }),
          })),
      ),
  },
  news: {
    list: 'news',
    links: (data, context) =>
      first(
        compact(data.newsItems).map((item) => ({
          text: item.title,
          url: listHref('news', context),
          src: fieldSources(item, { text: 'title' }),
        })),
      ),
  },
  jobs: {
    list: 'jobs',
    links: (data, context) =>
      first(
        compact(data.jobPages?.[0]?.jobs ?? []).map((item) => ({
          text: item.Title,
          url: listHref('jobs', context),
          src: fieldSources(item, { text: 'Title' }),
        })),
      ),
  },
  travelEssentials: {
    list: 'travelEssentials',
    links: (data, context) =>
      first(
        compact(data.travelEssentials).map((item) => ({
          text: item.Title,
          url: listHref('travelEssentials', context),
          src: fieldSources(item, { text: 'Title' }),
        })),
      ),
  },
};

/** The menu query's variables: the brand, and for each source whether the brand's menu names it. */
export function automatedMenuVariables(
  brandName: string,
  sources: readonly AutomatedMenuSource[],
): AutomatedMenuQueryVariables {
  const named = new Set<string>(sources);
  const flags = Object.fromEntries(Object.keys(AUTOMATED_SOURCES).map((source) => [source, named.has(source)]));
  return { brandName, ...flags } as AutomatedMenuQueryVariables;
}

/** The sources of a menu the site knows (an unknown value from the CMS names nothing). */
const known = (sources: readonly AutomatedMenuSource[]) => sources.filter((source) => source in AUTOMATED_SOURCES);

/** Runs the menu query for the brand's automated menu items, so the layout finds its answer in the cache. */
export async function loadAutomatedMenu(
  client: ApolloClient,
  brandName: string,
  sources: readonly AutomatedMenuSource[],
): Promise<void> {
  if (known(sources).length === 0) return;
  await queryCms(client, AutomatedMenuDocument, automatedMenuVariables(brandName, sources));
}

/** The menu query's answer for these sources, from a cache the page loader filled (null when it holds none). */
export function readAutomatedMenu(
  cache: Pick<ApolloCache, 'readQuery'>,
  brandName: string,
  sources: readonly AutomatedMenuSource[],
): AutomatedMenuQuery | null {
  if (known(sources).length === 0) return null;
  return cache.readQuery({ query: AutomatedMenuDocument, variables: automatedMenuVariables(brandName, sources) });
}
