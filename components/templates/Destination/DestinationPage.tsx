import { DestinationDocument } from '@/graphql/generated/documents/Destination';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import type { DestinationPageProps } from '@/lib/pages/details';
import { usePageView } from '../usePageView';
import DestinationTemplate from './DestinationTemplate';
import { toDestinationView } from './toDestinationView';

/** A destination's page, at /destinations/{slug}. */
export default function DestinationPage({ variables, site }: PageProps<DestinationPageProps>) {
  const destination = usePageView(DestinationDocument, variables, toDestinationView);
  return (
    <DestinationTemplate
      destination={destination}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: 'Destinations', href: listHref('destinations', { brand: site.brand }) },
      ]}
    />
  );
}
