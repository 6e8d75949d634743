import { EventsDocument } from '@/graphql/generated/documents/Events';
import type { EventsQueryVariables } from '@/graphql/generated/graphql';
import EventsTemplate from '@/components/templates/Events/EventsTemplate';
import { toEventsView } from '@/components/templates/Events/toEventsView';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';

type Props = { variables: EventsQueryVariables };

/** Events of the brand, soonest first (docs/content-rules.md §7: DateOfEvent ascending). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name };
  await fetch(EventsDocument, variables);
  return { props: { variables } };
});

export default function EventsPage({ variables }: PageProps<Props>) {
  return <EventsTemplate events={usePageView(EventsDocument, variables, toEventsView)} />;
}
