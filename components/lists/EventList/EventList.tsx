import { styled } from '@mui/material/styles';
import Editable from '@/components/ui/Editable';
import { AnchorLink } from '@/components/ui/Link';
import RichText from '@/components/ui/RichText';
import { editable } from '@/lib/preview/content-source';
import ImageBox, { imageBoxStyles } from '../ImageBox';
import { Heading, cardStyles, text, type DateView, type HeadingLevel } from '../shared';
import type { EventView } from './toEvents';
import { useHeadingTag } from '@/components/ui/heading-level';
import SiteButton from '@/components/ui/SiteButton';
import SiteChip from '@/components/ui/SiteChip';
import { LeadItem } from '@/components/ui/lead-image';
import CalendarMonthOutlinedIcon from '@/components/ui/icons/CalendarMonthOutlined';
import PlaceOutlinedIcon from '@/components/ui/icons/PlaceOutlined';

/** A tear-off calendar leaf: month, day, year. Decorative: the date is also written out in a <time>. */
function DateBadge({ date }: { date: DateView }) {
  return (
    <div className="EventCard-badge" aria-hidden="true">
      <div className="EventCard-month">{date.month}</div>
      <div className="EventCard-day">{date.day}</div>
      <div className="EventCard-year">{date.year}</div>
    </div>
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

/**
 * The card's look in one class (its parts are plain elements with class names), as MUI's outlined
 * Card, Stack, Box and Typography drew it: the 4:3 image above the words on phones, beside them
 * from `md` (a past event's image greyed); the calendar leaf beside the title, sub-title, date and
 * place; the text and the button below.
 */
const EventCardRoot = styled('article')(({ theme }) => ({
  ...cardStyles(theme),
  flexDirection: 'column',
  [theme.breakpoints.up('md')]: { flexDirection: 'row' },
  scrollMarginTop: 96,
  '& .EventCard-image': {
    ...imageBoxStyles(theme, '4 / 3'),
    width: '100%',
    [theme.breakpoints.up('md')]: { width: '36%', maxWidth: 420, alignSelf: 'flex-start' },
  },
  '&.EventCard-past .EventCard-image': { filter: 'grayscale(0.6)' },
  '& .EventCard-body': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    flexGrow: 1,
    minWidth: 0,
    padding: theme.spacing(2.5),
    [theme.breakpoints.up('md')]: { padding: theme.spacing(3) },
  },
  '& .EventCard-head': { display: 'flex', gap: theme.spacing(2), alignItems: 'flex-start' },
  '& .EventCard-badge': {
    width: 64,
    flexShrink: 0,
    textAlign: 'center',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: (theme.shape.borderRadius as number) * 2,
    overflow: 'hidden',
    backgroundColor: theme.palette.background.default,
  },
  '& .EventCard-month': {
    paddingBlock: theme.spacing(0.25),
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  '&.EventCard-past .EventCard-month': {
    backgroundColor: theme.palette.grey[700],
    color: theme.palette.common.white,
  },
  '& .EventCard-day': {
    fontSize: '1.625rem',
    fontWeight: 700,
    lineHeight: 1.2,
    paddingTop: theme.spacing(0.5),
    color: theme.palette.text.primary,
  },
  '& .EventCard-year': { fontSize: '0.75rem', color: theme.palette.text.secondary, paddingBottom: theme.spacing(0.5) },
  '& .EventCard-heading': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.75), minWidth: 0 },
  '& .EventCard-title': { ...text(theme, 'h4'), overflowWrap: 'anywhere' },
  '& .EventCard-subTitle': text(theme, 'body1'),
  '& .EventCard-when': { display: 'flex', gap: theme.spacing(1), alignItems: 'center', flexWrap: 'wrap' },
  '& .EventCard-fact': {
    ...text(theme, 'body2'),
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
  },
  '& .EventCard-date': { fontWeight: 600 },
  '& .EventCard-icon': { color: theme.palette.text.secondary },
}));

/** One event: image, calendar badge, title, date, place, body and its button. */
export function EventCard({ event, headingLevel: given }: { event: EventView; headingLevel?: HeadingLevel }) {
  const placed = useHeadingTag();
  const heading = given ?? placed;
  return (
    <EventCardRoot id={`event-${event.key}`} className={event.isPast ? 'EventCard-past' : undefined}>
      {event.image ? (
        <ImageBox media={event.image} sizes="(min-width: 900px) 400px, 100vw" className="EventCard-image" />
      ) : null}
      <div className="EventCard-body">
        <div className="EventCard-head">
          {event.date ? <DateBadge date={event.date} /> : null}
          <div className="EventCard-heading">
            <Heading tag={heading} className="EventCard-title" {...editable(event.src?.title)}>
              {event.title}
            </Heading>
            {event.subTitle ? (
              <p className="EventCard-subTitle" {...editable(event.src?.subTitle)}>
                {event.subTitle}
              </p>
            ) : null}
            {event.date || event.isPast ? (
              <div className="EventCard-when">
                {event.date ? (
                  <p className="EventCard-fact EventCard-date">
                    <CalendarMonthOutlinedIcon fontSize="small" aria-hidden="true" className="EventCard-icon" />
                    <time dateTime={event.date.iso}>{event.date.label}</time>
                  </p>
                ) : null}
                {event.isPast ? <SiteChip label="Past event" /> : null}
              </div>
            ) : null}
            {event.venue || event.online ? (
              <p className="EventCard-fact">
                <PlaceOutlinedIcon fontSize="small" aria-hidden="true" className="EventCard-icon" />
                <PlaceLabel event={event} />
              </p>
            ) : null}
          </div>
        </div>
        <RichText markdown={event.body} source={event.src?.body} />
        {event.button ? (
          <div>
            <SiteButton
              component={AnchorLink}
              href={event.button.url}
              variant={event.isPast ? 'outlined' : 'contained'}
              color="primary"
            >
              <Editable source={event.button.src?.text}>{event.button.text}</Editable>
            </SiteButton>
          </div>
        ) : null}
      </div>
    </EventCardRoot>
  );
}

/** The list: its cards 24px apart, no bullets. */
const EventListRoot = styled('ol')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  listStyle: 'none',
  padding: 0,
  margin: 0,
}));

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
    <EventListRoot aria-label={label}>
      {events.map((event, index) => (
        <li key={event.key}>
          <LeadItem first={index === 0}>
            <EventCard event={event} headingLevel={headingLevel} />
          </LeadItem>
        </li>
      ))}
    </EventListRoot>
  );
}
