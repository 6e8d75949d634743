import { DestinationDocument } from '@/graphql/generated/documents/Destination';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import type { DestinationPageProps } from '@/lib/pages/details';
import { useSectionNames } from '@/components/ui/SiteContext';
import { usePageView } from '../usePageView';
import DestinationTemplate from './DestinationTemplate';
import { toDestinationView } from './toDestinationView';

/** A destination's page, at /destinations/{slug}. */
export default function DestinationPage({ variables, site }: PageProps<DestinationPageProps>) {
  const destination = usePageView(DestinationDocument, variables, toDestinationView);
  const words = useSectionNames();
  return (
    <DestinationTemplate
      destination={destination}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: words.destinations, href: listHref('destinations', { brand: site.brand }) },
      ]}
    />
  );
}
