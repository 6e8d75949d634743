import EventsPage from '@/components/templates/Events/EventsPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadEvents, type EventsPageProps } from '@/lib/pages/lists';

/** /events: the brand's events, soonest first. */
export const getServerSideProps = cmsPage<EventsPageProps>(loadEvents);

export default EventsPage;
