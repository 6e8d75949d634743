import { DestinationDocument, type DestinationQueryVariables } from '@/graphql/generated/graphql';
import DestinationTemplate from '@/components/templates/DestinationTemplate';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { sitePath } from '@/lib/links';
import { toDestinationView } from '@/lib/pages/destination';
import { param } from '@/lib/pages/params';

type Props = { variables: DestinationQueryVariables };

/** A destination by Slug, of this brand (SPEC.md §7). */
export const getServerSideProps = cmsPage<Props>(async (context) => {
  const variables = {
    slug: param(context, 'slug'),
    brandName: context.brand.name,
    publicationStatus: context.publicationStatus,
  };
  const data = await context.fetch(DestinationDocument, variables);
  return data.destinations[0] ? { props: { variables } } : { notFound: true };
});

export default function DestinationPage({ variables, site }: SitePageProps<Props>) {
  const view = usePageView(DestinationDocument, variables, toDestinationView);
  if (!view || !site.brand) return null;
  return (
    <DestinationTemplate
      destination={view}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: 'Destinations', href: sitePath('/destinations', { brand: site.brand }) },
      ]}
    />
  );
}
