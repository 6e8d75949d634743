import { TravelGuideDocument } from '@/graphql/generated/documents/TravelGuide';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import type { TravelGuidePageProps } from '@/lib/pages/details';
import { useSectionNames } from '@/components/ui/SiteContext';
import { usePageView } from '../usePageView';
import TravelGuideTemplate from './TravelGuideTemplate';
import { toTravelGuideView } from './toTravelGuideView';

/** A travel guide's page, at /travel-guides/{slug}. */
export default function TravelGuidePage({ variables, site }: PageProps<TravelGuidePageProps>) {
  const guide = usePageView(TravelGuideDocument, variables, toTravelGuideView);
  const words = useSectionNames();
  return (
    <TravelGuideTemplate
      guide={guide}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: words.travelGuides, href: listHref('travelGuides', { brand: site.brand }) },
      ]}
    />
  );
}
