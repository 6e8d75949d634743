import Typography from '@mui/material/Typography';
import EventList from '@/components/lists/EventList/EventList';
import type { EventView } from '@/components/lists/EventList/toEvents';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import JsonLd from '@/components/ui/JsonLd';
import { usePageAddress } from '@/components/ui/usePageAddress';
import { LeadList } from '@/components/ui/lead-image';
import Seo from '@/components/ui/Seo';
import { useSectionNames } from '@/components/ui/SiteContext';
import { eventLd } from '@/lib/seo/structured-data';

const INTRO = 'Fairs, webinars and departure days: meet us before you go.';

/** The brand's events, soonest first; search engines get each upcoming one with its date and place. */
export default function EventsTemplate({ events }: { events: EventView[] }) {
  const page = usePageAddress();
  const title = useSectionNames().events;
  return (
    <>
      <Seo title={title} description={INTRO} />
      {page
        ? events
            .filter((event) => !event.isPast)
            .map((event) => <JsonLd key={event.key} id={`event-${event.key}`} data={eventLd(event, page)} />)
        : null}
      <PageHeader title={title} intro={INTRO} crumbs={[{ label: 'Home', href: '/' }]} />
      <Section>
        {events.length ? (
          <LeadList>
            <EventList events={events} />
          </LeadList>
        ) : (
          <Typography>No events are planned just now.</Typography>
        )}
      </Section>
    </>
  );
}
