import { DestinationDocument } from '@/graphql/generated/documents/Destination';
import { ExperienceDocument } from '@/graphql/generated/documents/Experience';
import { NewsDocument } from '@/graphql/generated/documents/News';
import { TravelGuideDocument } from '@/graphql/generated/documents/TravelGuide';
import type {
  DestinationQueryVariables,
  ExperienceQueryVariables,
  NewsQueryVariables,
  TravelGuideQueryVariables,
} from '@/graphql/generated/graphql';
import type { PageContext, PageResult } from '@/lib/cms/page-loader';
import { param } from './params';

/** The loaders of one item's page (a destination, an experience, a travel guide) by its slug. */

export type DestinationPageProps = { variables: DestinationQueryVariables };

/** A destination by Slug, of this brand (docs/content-rules.md §7). */
export async function loadDestination(context: PageContext): Promise<PageResult<DestinationPageProps>> {
  const variables = {
    slug: param(context, 'slug'),
    brandName: context.brand.name,
    publicationStatus: context.publicationStatus,
  };
  const data = await context.fetch(DestinationDocument, variables);
  return data.destinations[0] ? { props: { variables } } : { notFound: true };
}

export type TravelGuidePageProps = { variables: TravelGuideQueryVariables };

/** A travel guide (resort) by Slug (docs/content-rules.md §7: brandName, travelGuideSlug, publicationStatus). */
export async function loadTravelGuide(context: PageContext): Promise<PageResult<TravelGuidePageProps>> {
  const variables = {
    brandName: context.brand.name,
    travelGuideSlug: param(context, 'slug'),
    publicationStatus: context.publicationStatus,
  };
  const data = await context.fetch(TravelGuideDocument, variables);
  return data.travelGuides[0] ? { props: { variables } } : { notFound: true };
}

export type ExperiencePageProps = { variables: ExperienceQueryVariables; newsVariables: NewsQueryVariables };

/** An experience by Slug, with news about it (docs/content-rules.md §7: News, filtered by experience name). */
export async function loadExperience(context: PageContext): Promise<PageResult<ExperiencePageProps>> {
  const variables = {
    slug: param(context, 'experienceSlug'),
    brandName: context.brand.name,
    publicationStatus: context.publicationStatus,
  };
  const experience = (await context.fetch(ExperienceDocument, variables)).experiences[0];
  if (!experience) return { notFound: true };
  const newsVariables = { brandName: context.brand.name, experienceName: experience.Name };
  await context.fetch(NewsDocument, newsVariables);
  return { props: { variables, newsVariables } };
}
