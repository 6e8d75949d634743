import { TravelGuideDocument } from '@/graphql/generated/documents/TravelGuide';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import type { TravelGuidePageProps } from '@/lib/pages/details';
import { usePageView } from '../usePageView';
import TravelGuideTemplate from './TravelGuideTemplate';
import { toTravelGuideView } from './toTravelGuideView';

/** A travel guide's page, at /travel-guides/{slug}. */
export default function TravelGuidePage({ variables, site }: PageProps<TravelGuidePageProps>) {
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
