import { EventsDocument } from '@/graphql/generated/documents/Events';
import type { PageProps } from '@/lib/cms/page-props';
import type { EventsPageProps } from '@/lib/pages/lists';
import { usePageView } from '../usePageView';
import EventsTemplate from './EventsTemplate';
import { toEventsView } from './toEventsView';

/** The events, at /events. */
export default function EventsPage({ variables }: PageProps<EventsPageProps>) {
  return <EventsTemplate events={usePageView(EventsDocument, variables, toEventsView)} />;
}
