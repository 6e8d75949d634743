import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Editable from '@/components/ui/Editable';
import { AnchorLink } from '@/components/ui/Link';
import RichText from '@/components/ui/RichText';
import { editable } from '@/lib/preview/content-source';
import ImageBox from '../ImageBox';
import { cardSx, plainListSx, type DateView, type HeadingLevel } from '../shared';
import type { EventView } from './toEvents';
import { useHeadingTag } from '@/components/ui/heading-level';
import SiteButton from '@/components/ui/SiteButton';
import SiteChip from '@/components/ui/SiteChip';

/** A tear-off calendar leaf: month, day, year. Decorative: the date is also written out in a <time>. */
function DateBadge({ date, past }: { date: DateView; past: boolean }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 64,
        flexShrink: 0,
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          py: 0.25,
          bgcolor: past ? 'grey.700' : 'primary.main',
          color: past ? 'common.white' : 'primary.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
        }}
      >
        {date.month}
      </Box>
      <Box sx={{ fontSize: '1.625rem', fontWeight: 700, lineHeight: 1.2, pt: 0.5, color: 'text.primary' }}>
        {date.day}
      </Box>
      <Box sx={{ fontSize: '0.75rem', color: 'text.secondary', pb: 0.5 }}>{date.year}</Box>
    </Box>
  );
}

/** Where an event is, as a visitor reads it: "Online", "Venue, City", or both. */
export function placeLabel({ venue, online }: Pick<EventView, 'venue' | 'online'>): string {
  const place = venue ? [venue.name, venue.city].filter(Boolean).join(', ') : null;
  return [place, online ? 'Online' : null].filter(Boolean).join(' and ');
}

/** The place label, its venue's name and city each marked for the admin's click-to-edit in draft mode. */
function PlaceLabel({ event }: { event: EventView }) {
  const { venue, online } = event;
  // A visitor's page (no sources): the label as one text, as ever.
  if (!venue?.src) return <>{placeLabel(event)}</>;
  return (
    <>
      <Editable source={venue.src.name}>{venue.name}</Editable>
      {venue.city ? (
        <Editable source={venue.src.city} before=", ">
          {venue.city}
        </Editable>
      ) : null}
      {online ? ' and Online' : null}
    </>
  );
}

/** One event: image, calendar badge, title, date, place, body and its button. */
export function EventCard({ event, headingLevel: given }: { event: EventView; headingLevel?: HeadingLevel }) {
  const placed = useHeadingTag();
  const headingLevel = given ?? placed;
  return (
    <Card
      component="article"
      id={`event-${event.key}`}
      variant="outlined"
      sx={{ ...cardSx, flexDirection: { xs: 'column', md: 'row' }, scrollMarginTop: 96 }}
    >
      {event.image ? (
        <ImageBox
          media={event.image}
          ratio="4 / 3"
          sizes="(min-width: 900px) 400px, 100vw"
          sx={{
            width: { xs: '100%', md: '36%' },
            maxWidth: { md: 420 },
            alignSelf: { md: 'flex-start' },
            filter: event.isPast ? 'grayscale(0.6)' : undefined,
          }}
        />
      ) : null}
      <Stack spacing={2} sx={{ p: { xs: 2.5, md: 3 }, flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          {event.date ? <DateBadge date={event.date} past={event.isPast} /> : null}
          <Stack spacing={0.75} sx={{ minWidth: 0 }}>
            <Typography
              component={headingLevel}
              variant="h4"
              sx={{ overflowWrap: 'anywhere' }}
              {...editable(event.src?.title)}
            >
              {event.title}
            </Typography>
            {event.subTitle ? (
              <Typography variant="body1" color="text.secondary" {...editable(event.src?.subTitle)}>
                {event.subTitle}
              </Typography>
            ) : null}
            {event.date || event.isPast ? (
              <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {event.date ? (
                  <Typography
                    variant="body2"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
                  >
                    <CalendarMonthOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
                    <time dateTime={event.date.iso}>{event.date.label}</time>
                  </Typography>
                ) : null}
                {event.isPast ? <SiteChip label="Past event" /> : null}
              </Stack>
            ) : null}
            {event.venue || event.online ? (
              <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                <PlaceOutlinedIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
                <PlaceLabel event={event} />
              </Typography>
            ) : null}
          </Stack>
        </Stack>
        <RichText markdown={event.body} source={event.src?.body} />
        {event.button ? (
          <Box>
            <SiteButton
              component={AnchorLink}
              href={event.button.url}
              variant={event.isPast ? 'outlined' : 'contained'}
              color="primary"
            >
              <Editable source={event.button.src?.text}>{event.button.text}</Editable>
            </SiteButton>
          </Box>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Events in date order (the mapper sorts them), as an ordered list. Nothing when there are none. */
export default function EventList({
  events,
  headingLevel,
  label,
}: {
  events: EventView[];
  headingLevel?: HeadingLevel;
  label?: string;
}) {
  if (events.length === 0) return null;
  return (
    <Stack component="ol" aria-label={label} spacing={3} sx={plainListSx}>
      {events.map((event) => (
        <li key={event.key}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </Stack>
  );
}
