import type { ApolloClient } from '@apollo/client';
import {
  BlogListDocument,
  DestinationsDocument,
  EventsDocument,
  ExperiencesDocument,
  JobPagesDocument,
  NewsDocument,
  TravelEssentialsDocument,
  TravelGuidesDocument,
} from '@/graphql/generated/graphql';
import { queryCms } from '@/lib/cms/query';
import { pageHref, sitePath, type LinkContext } from '@/lib/links';
import type { AutomatedMenuSource, LinkItem } from './site-settings';

const MAX_CHILDREN = 4;

interface SourceDefinition {
  /** The list page the entry links to. */
  path: string;
  /** The query (and its variables) whose items become the entry's links. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each source pairs its own document and mapper
  query: any;
  variables: (brandName: string) => Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  links: (data: any, context: LinkContext, now: number) => LinkItem[];
}

const first = (links: LinkItem[]) => links.slice(0, MAX_CHILDREN);

/**
 * Automated menu items (brand navigation settings): menu entries filled from the brand's content,
 * so a new destination or guide appears in the menu without an editor touching the menu.
 */
export const AUTOMATED_SOURCES: Record<AutomatedMenuSource, SourceDefinition> = {
  destinations: {
    path: '/destinations',
    query: DestinationsDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        data.destinations.flatMap((item: { Name: string; Slug: string } | null) =>
          item ? [{ text: item.Name, url: pageHref('destination', item.Slug, null, context) }] : [],
        ),
      ),
  },
  experiences: {
    path: '/experiences',
    query: ExperiencesDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        data.experiences.flatMap((item: { Name: string; Slug: string } | null) =>
          item ? [{ text: item.Name, url: pageHref('experience', item.Slug, null, context) }] : [],
        ),
      ),
  },
  travelGuides: {
    path: '/travel-guides',
    query: TravelGuidesDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        data.travelGuides.flatMap((item: { Name: string; Slug: string } | null) =>
          item ? [{ text: item.Name, url: pageHref('travel-guide', item.Slug, null, context) }] : [],
        ),
      ),
  },
  blog: {
    path: '/blog',
    query: BlogListDocument,
    variables: (brandName) => ({ brandName, isInfoBlog: false }),
    links: (data, context) =>
      first(
        data.blogPosts.flatMap((item: { Title: string; Slug: string } | null) =>
          item ? [{ text: item.Title, url: pageHref('blog-post', item.Slug, null, context) }] : [],
        ),
      ),
  },
  infoBlogs: {
    path: '/infohub',
    query: BlogListDocument,
    variables: (brandName) => ({ brandName, isInfoBlog: true }),
    links: (data, context) =>
      first(
        data.blogPosts.flatMap((item: { Title: string; Slug: string } | null) =>
          item ? [{ text: item.Title, url: pageHref('info-blog', item.Slug, null, context) }] : [],
        ),
      ),
  },
  events: {
    path: '/events',
    query: EventsDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context, now) =>
      first(
        data.events.flatMap((item: { Title: string; DateOfEvent: string } | null) =>
          item && Date.parse(item.DateOfEvent) >= now ? [{ text: item.Title, url: sitePath('/events', context) }] : [],
        ),
      ),
  },
  news: {
    path: '/news',
    query: NewsDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        data.newsItems.flatMap((item: { title: string } | null) =>
          item ? [{ text: item.title, url: sitePath('/news', context) }] : [],
        ),
      ),
  },
  jobs: {
    path: '/jobs',
    query: JobPagesDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        (data.jobPages[0]?.jobs ?? []).flatMap((item: { Title: string } | null) =>
          item ? [{ text: item.Title, url: sitePath('/jobs', context) }] : [],
        ),
      ),
  },
  travelEssentials: {
    path: '/travel-essentials',
    query: TravelEssentialsDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        data.travelEssentials.flatMap((item: { Title: string } | null) =>
          item ? [{ text: item.Title, url: sitePath('/travel-essentials', context) }] : [],
        ),
      ),
  },
};

/** Runs the list queries the brand's automated menu items need, so the layout finds them in the cache. */
export async function loadAutomatedMenu(
  client: ApolloClient,
  brandName: string,
  sources: AutomatedMenuSource[],
): Promise<void> {
  await Promise.all(
    [...new Set(sources)].flatMap((source) => {
      const definition = AUTOMATED_SOURCES[source];
      return definition ? [queryCms(client, definition.query, definition.variables(brandName))] : [];
    }),
  );
}
