import { TravelEssentialsDocument } from '@/graphql/generated/documents/TravelEssentials';
import type { TravelEssentialsQueryVariables } from '@/graphql/generated/graphql';
import type { PageContext, PageResult } from '@/lib/cms/page-loader';

export type TravelEssentialsPageProps = {
  variables: TravelEssentialsQueryVariables;
  /** The category shown, or null for all of them. */
  category: { slug: string; name: string } | null;
};

/** Travel essentials in ascending Rank (docs/content-rules.md §7), all or one category's; an unknown category is a 404. */
export async function loadTravelEssentials(
  context: PageContext,
  categorySlug: string | null,
): Promise<PageResult<TravelEssentialsPageProps>> {
  const variables = { brandName: context.brand.name };
  const data = await context.fetch(TravelEssentialsDocument, variables);
  if (!categorySlug) return { props: { variables, category: null } };
  const match = data.travelEssentials
    .flatMap((item) => item?.categories ?? [])
    .find((candidate) => candidate?.Slug === categorySlug);
  return match ? { props: { variables, category: { slug: categorySlug, name: match.Name } } } : { notFound: true };
}
