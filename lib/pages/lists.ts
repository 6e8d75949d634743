import { BlogListDocument } from '@/graphql/generated/documents/BlogList';
import { DestinationsDocument } from '@/graphql/generated/documents/Destinations';
import { EventsDocument } from '@/graphql/generated/documents/Events';
import { ExperiencesDocument } from '@/graphql/generated/documents/Experiences';
import { InfoHubPagesDocument } from '@/graphql/generated/documents/InfoHubPages';
import { JobPagesDocument } from '@/graphql/generated/documents/JobPages';
import { NewsDocument } from '@/graphql/generated/documents/News';
import { SitemapPageDocument } from '@/graphql/generated/documents/SitemapPage';
import { TravelGuidesDocument } from '@/graphql/generated/documents/TravelGuides';
import type {
  BlogListQueryVariables,
  DestinationsQueryVariables,
  EventsQueryVariables,
  ExperiencesQueryVariables,
  InfoHubPagesQueryVariables,
  JobPagesQueryVariables,
  NewsQueryVariables,
  SitemapPageQueryVariables,
  TravelGuidesQueryVariables,
} from '@/graphql/generated/graphql';
import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { PageContext, PageResult } from '@/lib/cms/page-loader';
import { param, queryValue } from './params';

/**
 * A list page whose query takes the brand alone: it reads the brand's list into the page's cache
 * and names the variables (an empty list is a page too: "no events just now").
 */
function brandList<TData, TVariables extends OperationVariables & { brandName: string }>(
  document: TypedDocumentNode<TData, TVariables>,
) {
  return async ({ brand, fetch }: PageContext): Promise<PageResult<{ variables: TVariables }>> => {
    const variables = { brandName: brand.name } as TVariables;
    await fetch(document, variables);
    return { props: { variables } };
  };
}

export type DestinationsPageProps = { variables: DestinationsQueryVariables };

/** Destinations of the brand, in ascending rank (docs/content-rules.md §7). */
export const loadDestinations = brandList(DestinationsDocument);

export type ExperiencesPageProps = { variables: ExperiencesQueryVariables };

/** Experiences of the brand (docs/content-rules.md §7). */
export const loadExperiences = brandList(ExperiencesDocument);

export type TravelGuidesPageProps = { variables: TravelGuidesQueryVariables };

/** The brand's travel guides (resorts, camps, towns), in ascending rank. */
export const loadTravelGuides = brandList(TravelGuidesDocument);

export type BlogListPageProps = { variables: BlogListQueryVariables };

/** The blog: the brand's posts that are not info blogs, newest first (docs/content-rules.md §7). */
export async function loadBlogList({ brand, fetch }: PageContext): Promise<PageResult<BlogListPageProps>> {
  const variables = { brandName: brand.name, isInfoBlog: false };
  await fetch(BlogListDocument, variables);
  return { props: { variables } };
}

export type BlogTagPageProps = { variables: BlogListQueryVariables; tag: string; tagName: string };

/** The blog posts with one tag (blog type); an unknown tag is a 404. */
export async function loadBlogTag(context: PageContext): Promise<PageResult<BlogTagPageProps>> {
  const tag = param(context, 'tag');
  const variables = { brandName: context.brand.name, isInfoBlog: false };
  const data = await context.fetch(BlogListDocument, variables);
  const type = data.blogPosts.flatMap((post) => post?.blog_types ?? []).find((candidate) => candidate?.Slug === tag);
  return type ? { props: { variables, tag, tagName: type.Name } } : { notFound: true };
}

export type InfoHubPageProps = { variables: BlogListQueryVariables; guides: InfoHubPagesQueryVariables };

/** The information hub: its guides (info-hub pages) and its articles (info blogs, docs/content-rules.md §7). */
export async function loadInfoHub({ brand, fetch }: PageContext): Promise<PageResult<InfoHubPageProps>> {
  const variables = { brandName: brand.name, isInfoBlog: true };
  const guides = { brandName: brand.name };
  await Promise.all([fetch(BlogListDocument, variables), fetch(InfoHubPagesDocument, guides)]);
  return { props: { variables, guides } };
}

export type EventsPageProps = { variables: EventsQueryVariables };

/** Events of the brand, soonest first (docs/content-rules.md §7: DateOfEvent ascending). */
export const loadEvents = brandList(EventsDocument);

export type JobsPageProps = { variables: JobPagesQueryVariables };

/** The brand's job page and its jobs, in ascending rank (docs/content-rules.md §7 Job pages). */
export async function loadJobs({ brand, fetch, publicationStatus }: PageContext): Promise<PageResult<JobsPageProps>> {
  const variables = { brandName: brand.name, publicationStatus };
  const data = await fetch(JobPagesDocument, variables);
  return data.jobPages[0] ? { props: { variables } } : { notFound: true };
}

export type NewsPageProps = {
  variables: NewsQueryVariables;
  experiences: ExperiencesQueryVariables;
  experience: string | null;
};

/**
 * News of the brand, optionally about one experience (?experience=Name; docs/content-rules.md §7). Only the
 * brand's own experience names filter: any other value is a 404, never echoed into the page.
 */
export async function loadNews(context: PageContext): Promise<PageResult<NewsPageProps>> {
  const { brand, fetch } = context;
  const experiences = { brandName: brand.name };
  const list = (await fetch(ExperiencesDocument, experiences)).experiences;
  const requested = queryValue(context, 'experience');
  const experience = requested ? (list.find((item) => item?.Name === requested)?.Name ?? null) : null;
  if (requested && !experience) return { notFound: true };
  const variables: NewsQueryVariables = experience
    ? { brandName: brand.name, experienceName: experience }
    : { brandName: brand.name };
  await fetch(NewsDocument, variables);
  return { props: { variables, experiences, experience } };
}

export type SitemapPageProps = { variables: SitemapPageQueryVariables };

/** The site map: the brand's core pages and interior pages. */
export async function loadSitemap({
  brand,
  publicationStatus,
  fetch,
}: PageContext): Promise<PageResult<SitemapPageProps>> {
  const variables = { brandName: brand.name, publicationStatus };
  const data = await fetch(SitemapPageDocument, variables);
  return data.sitemapPages[0] ? { props: { variables } } : { notFound: true };
}
