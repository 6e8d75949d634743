import Typography from '@mui/material/Typography';
import { EventsDocument, type EventsQueryVariables } from '@/graphql/generated/graphql';
import EventList from '@/components/lists/EventList/EventList';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { toEventsView } from '@/lib/pages/lists';

type Props = { variables: EventsQueryVariables };

/** Events of the brand, soonest first (SPEC.md §7: DateOfEvent ascending). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name };
  await fetch(EventsDocument, variables);
  return { props: { variables } };
});

export default function EventsPage({ variables }: SitePageProps<Props>) {
  const events = usePageView(EventsDocument, variables, toEventsView) ?? [];
  return (
    <>
      <Seo title="Events" description="Fairs, webinars and departure days: meet us before you go." />
      <PageHeader
        title="Events"
        intro="Fairs, webinars and departure days: meet us before you go."
        crumbs={[{ label: 'Home', href: '/' }]}
      />
      <Section>
        {events.length ? <EventList events={events} /> : <Typography>No events are planned just now.</Typography>}
      </Section>
    </>
  );
}
