import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { BlogListDocument } from '@/graphql/generated/documents/BlogList';
import { DestinationsDocument } from '@/graphql/generated/documents/Destinations';
import { EventsDocument } from '@/graphql/generated/documents/Events';
import { ExperiencesDocument } from '@/graphql/generated/documents/Experiences';
import { JobPagesDocument } from '@/graphql/generated/documents/JobPages';
import { NewsDocument } from '@/graphql/generated/documents/News';
import { TravelEssentialsDocument } from '@/graphql/generated/documents/TravelEssentials';
import { TravelGuidesDocument } from '@/graphql/generated/documents/TravelGuides';
import { queryCms } from '@/lib/cms/query';
import { compact } from '@/lib/content/values';
import { listHref, pageHref, type LinkContext, type ListName } from '@/lib/links';
import { fieldSources } from '@/lib/preview/content-source';
import type { AutomatedMenuSource, LinkItem } from './site-settings';

const MAX_CHILDREN = 4;

/** One automated menu entry: the list page it links to, and the query whose items become its links. */
export interface AutomatedSource<TData = unknown, TVariables extends OperationVariables = OperationVariables> {
  list: ListName;
  query: TypedDocumentNode<TData, TVariables>;
  variables: (brandName: string) => TVariables;
  links: (data: TData, context: LinkContext, now: number) => LinkItem[];
}

/** Keeps each source's document, variables and mapper typed together. */
const source = <TData, TVariables extends OperationVariables>(definition: AutomatedSource<TData, TVariables>) =>
  definition as unknown as AutomatedSource;

const first = (links: LinkItem[]) => links.slice(0, MAX_CHILDREN);

/**
 * Automated menu items (brand navigation settings): menu entries filled from the brand's content,
 * so a new destination or guide appears in the menu without an editor touching the menu. Items
 * with a page link to it; events, news, jobs and essentials (no page of their own) to their list.
 */
export const AUTOMATED_SOURCES: Record<AutomatedMenuSource, AutomatedSource> = {
  destinations: source({
    list: 'destinations',
    query: DestinationsDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        compact(data.destinations).map((item) => ({
          text: item.Name,
          url: pageHref('destination', item.Slug, null, context),
          src: fieldSources(item, { text: 'Name' }),
        })),
      ),
  }),
  experiences: source({
    list: 'experiences',
    query: ExperiencesDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        compact(data.experiences).map((item) => ({
          text: item.Name,
          url: pageHref('experience', item.Slug, null, context),
          src: fieldSources(item, { text: 'Name' }),
        })),
      ),
  }),
  travelGuides: source({
    list: 'travelGuides',
    query: TravelGuidesDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        compact(data.travelGuides).map((item) => ({
          text: item.Name,
          url: pageHref('travel-guide', item.Slug, null, context),
          src: fieldSources(item, { text: 'Name' }),
        })),
      ),
  }),
  blog: source({
    list: 'blog',
    query: BlogListDocument,
    variables: (brandName) => ({ brandName, isInfoBlog: false }),
    links: (data, context) =>
      first(
        compact(data.blogPosts).map((item) => ({
          text: item.Title,
          url: pageHref('blog-post', item.Slug, null, context),
          src: fieldSources(item, { text: 'Title' }),
        })),
      ),
  }),
  infoBlogs: source({
    list: 'infohub',
    query: BlogListDocument,
    variables: (brandName) => ({ brandName, isInfoBlog: true }),
    links: (data, context) =>
      first(
        compact(data.blogPosts).map((item) => ({
          text: item.Title,
          url: pageHref('info-blog', item.Slug, null, context),
          src: fieldSources(item, { text: 'Title' }),
        })),
      ),
  }),
  events: source({
    list: 'events',
    query: EventsDocument,
    variables: (brandName) => ({ brandName }),
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
  }),
  news: source({
    list: 'news',
    query: NewsDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        compact(data.newsItems).map((item) => ({
          text: item.title,
          url: listHref('news', context),
          src: fieldSources(item, { text: 'title' }),
        })),
      ),
  }),
  jobs: source({
    list: 'jobs',
    query: JobPagesDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        compact(data.jobPages[0]?.jobs ?? []).map((item) => ({
          text: item.Title,
          url: listHref('jobs', context),
          src: fieldSources(item, { text: 'Title' }),
        })),
      ),
  }),
  travelEssentials: source({
    list: 'travelEssentials',
    query: TravelEssentialsDocument,
    variables: (brandName) => ({ brandName }),
    links: (data, context) =>
      first(
        compact(data.travelEssentials).map((item) => ({
          text: item.Title,
          url: listHref('travelEssentials', context),
          src: fieldSources(item, { text: 'Title' }),
        })),
      ),
  }),
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
