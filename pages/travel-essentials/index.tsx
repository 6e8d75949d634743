import { TravelEssentialsDocument, type TravelEssentialsQueryVariables } from '@/graphql/generated/graphql';
import TravelEssentialList from '@/components/lists/TravelEssentialList/TravelEssentialList';
import { travelEssentialCategoryHref } from '@/components/lists/TravelEssentialList/toTravelEssentials';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import { cmsPage, type PageContext, type PageResult, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { sitePath } from '@/lib/links';
import { toTravelEssentialsView } from '@/lib/pages/lists';

type Props = { variables: TravelEssentialsQueryVariables; category: string | null; categoryName: string | null };

/** Travel essentials in ascending Rank (SPEC.md §7), all or one category's; an unknown category is a 404. */
export async function loadEssentials(context: PageContext, category: string | null): Promise<PageResult<Props>> {
  const variables = { brandName: context.brand.name };
  const data = await context.fetch(TravelEssentialsDocument, variables);
  if (!category) return { props: { variables, category: null, categoryName: null } };
  const match = data.travelEssentials
    .flatMap((item) => item?.categories ?? [])
    .find((candidate) => candidate?.Slug === category);
  return match ? { props: { variables, category, categoryName: match.Name } } : { notFound: true };
}

export const getServerSideProps = cmsPage<Props>((context) => loadEssentials(context, null));

export default function TravelEssentialsPage({ variables, category, categoryName, site }: SitePageProps<Props>) {
  const essentials = usePageView(TravelEssentialsDocument, variables, toTravelEssentialsView) ?? [];
  if (!site.brand) return null;
  const brand = site.brand;
  const all = sitePath('/travel-essentials', { brand });
  const title = categoryName ? `Travel essentials: ${categoryName}` : 'Travel essentials';
  return (
    <>
      <Seo title={title} description="Documents, money, health and packing: what to sort out before you go." />
      <PageHeader
        title={title}
        intro="Documents, money, health and packing: what to sort out before you go."
        crumbs={
          categoryName
            ? [
                { label: 'Home', href: '/' },
                { label: 'Travel essentials', href: all },
              ]
            : [{ label: 'Home', href: '/' }]
        }
      />
      <Section>
        <TravelEssentialList
          essentials={essentials}
          activeCategory={category ?? undefined}
          hrefFor={(slug) => travelEssentialCategoryHref(slug, { brand })}
          allHref={all}
        />
      </Section>
    </>
  );
}
