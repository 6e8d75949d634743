import { TravelGuideDocument } from '@/graphql/generated/documents/TravelGuide';
import type { TravelGuideQueryVariables } from '@/graphql/generated/graphql';
import TravelGuideTemplate from '@/components/templates/TravelGuide/TravelGuideTemplate';
import { toTravelGuideView } from '@/components/templates/TravelGuide/toTravelGuideView';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import { param } from '@/lib/pages/params';

type Props = { variables: TravelGuideQueryVariables };

/** A travel guide (resort) by Slug (docs/content-rules.md §7: brandName, travelGuideSlug, publicationStatus). */
export const getServerSideProps = cmsPage<Props>(async (context) => {
  const variables = {
    brandName: context.brand.name,
    travelGuideSlug: param(context, 'slug'),
    publicationStatus: context.publicationStatus,
  };
  const data = await context.fetch(TravelGuideDocument, variables);
  return data.travelGuides[0] ? { props: { variables } } : { notFound: true };
});

export default function TravelGuidePage({ variables, site }: PageProps<Props>) {
  const guide = usePageView(TravelGuideDocument, variables, toTravelGuideView);
  return (
    <TravelGuideTemplate
      guide={guide}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: 'Travel guides', href: listHref('travelGuides', { brand: site.brand }) },
      ]}
    />
  );
}
