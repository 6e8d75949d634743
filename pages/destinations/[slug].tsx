import { DestinationDocument } from '@/graphql/generated/documents/Destination';
import type { DestinationQueryVariables } from '@/graphql/generated/graphql';
import DestinationTemplate from '@/components/templates/Destination/DestinationTemplate';
import { toDestinationView } from '@/components/templates/Destination/toDestinationView';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import { param } from '@/lib/pages/params';

type Props = { variables: DestinationQueryVariables };

/** A destination by Slug, of this brand (docs/content-rules.md §7). */
export const getServerSideProps = cmsPage<Props>(async (context) => {
  const variables = {
    slug: param(context, 'slug'),
    brandName: context.brand.name,
    publicationStatus: context.publicationStatus,
  };
  const data = await context.fetch(DestinationDocument, variables);
  return data.destinations[0] ? { props: { variables } } : { notFound: true };
});

export default function DestinationPage({ variables, site }: PageProps<Props>) {
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
