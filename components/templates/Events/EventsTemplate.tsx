import Typography from '@mui/material/Typography';
import EventList from '@/components/lists/EventList/EventList';
import type { EventView } from '@/components/lists/EventList/toEvents';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';

const INTRO = 'Fairs, webinars and departure days: meet us before you go.';

/** The brand's events, soonest first. */
export default function EventsTemplate({ events }: { events: EventView[] }) {
  return (
    <>
      <Seo title="Events" description={INTRO} />
      <PageHeader title="Events" intro={INTRO} crumbs={[{ label: 'Home', href: '/' }]} />
      <Section>
        {events.length ? <EventList events={events} /> : <Typography>No events are planned just now.</Typography>}
      </Section>
    </>
  );
}
