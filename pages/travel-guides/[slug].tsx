import { TravelGuideDocument, type TravelGuideQueryVariables } from '@/graphql/generated/graphql';
import TravelGuideTemplate from '@/components/templates/TravelGuideTemplate';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { sitePath } from '@/lib/links';
import { param } from '@/lib/pages/params';
import { toTravelGuideView } from '@/lib/pages/travel-guide';

type Props = { variables: TravelGuideQueryVariables };

/** A travel guide (resort) by Slug (SPEC.md §7: brandName, travelGuideSlug, publicationStatus). */
export const getServerSideProps = cmsPage<Props>(async (context) => {
  const variables = {
    brandName: context.brand.name,
    travelGuideSlug: param(context, 'slug'),
    publicationStatus: context.publicationStatus,
  };
  const data = await context.fetch(TravelGuideDocument, variables);
  return data.travelGuides[0] ? { props: { variables } } : { notFound: true };
});

export default function TravelGuidePage({ variables, site }: SitePageProps<Props>) {
  const view = usePageView(TravelGuideDocument, variables, toTravelGuideView);
  if (!view || !site.brand) return null;
  return (
    <TravelGuideTemplate
      guide={view}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: 'Travel guides', href: sitePath('/travel-guides', { brand: site.brand }) },
      ]}
    />
  );
}
