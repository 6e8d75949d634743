import type { EventFragment } from '@/graphql/generated/graphql';
import type { LinkItem } from '@/lib/brand/site-settings';
import { toMedia, type Media } from '@/lib/media';
import { toDateView, toTimestamp, type DateView } from '../shared';
import { countryCode, text } from '@/lib/content/values';
import { toLinkAction } from '@/lib/url';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** An event (docs/content-rules.md §3 "Event"). */
export interface EventView {
  key: string;
  title: string;
  subTitle: string | null;
  /** Markdown. */
  body: string | null;
  /** DateOfEvent; null when it is not a date. */
  date: DateView | null;
  image: Media | null;
  /** Only with a safe URL. */
  button: LinkItem | null;
  /** The event started before `now`. */
  isPast: boolean;
  /** Where it takes place in person, when it does. */
  venue: VenueView | null;
  /** It takes place online (as well as, or instead of, at a venue). */
  online: boolean;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'subTitle' | 'body'>;
}

export interface VenueView {
  name: string;
  street: string | null;
  city: string | null;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string | null;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'name' | 'city'>;
}

function toVenue(raw: EventFragment['Venue']): VenueView | null {
  const name = text(raw?.Name);
  if (!raw || !name) return null;
  return {
    name,
    street: text(raw.Street),
    city: text(raw.City),
    postalCode: text(raw.PostalCode),
    countryCode: countryCode(raw.CountryCode),
    src: fieldSources(raw, { name: 'Name', city: 'City' }),
  };
}

type Now = Date | number;
const nowMs = (now: Now) => (typeof now === 'number' ? now : now.getTime());

/** Null without a title. `now` decides "Past event" (given by the caller, so server and browser agree). */
export function toEvent(raw: EventFragment | null | undefined, now: Now): EventView | null {
  const title = text(raw?.Title);
  if (!raw || !title) return null;
  const time = toTimestamp(raw.DateOfEvent);
  const button = toLinkAction(raw.Button);
  return {
    key: raw.documentId,
    title,
    subTitle: text(raw.SubTitle),
    body: text(raw.Body),
    date: toDateView(raw.DateOfEvent),
    image: toMedia(raw.Image),
    button,
    isPast: time !== null && time < nowMs(now),
    venue: toVenue(raw.Venue),
    online: Boolean(raw.Online),
    src: fieldSources(raw, { title: 'Title', subTitle: 'SubTitle', body: 'Body' }),
  };
}

/**
 * Events by DateOfEvent ascending (docs/content-rules.md §9; the query sorts too, this keeps it true whatever the
 * source). Equal dates keep their order; events without a valid date come last.
 */
export function toEvents(raw: readonly (EventFragment | null | undefined)[] | null | undefined, now: Now): EventView[] {
  return (raw ?? [])
    .map((event, index) => ({ index, time: toTimestamp(event?.DateOfEvent), view: toEvent(event, now) }))
    .filter((entry): entry is { index: number; time: number | null; view: EventView } => entry.view !== null)
    .sort((a, b) => {
      if (a.time === null || b.time === null) return a.time === b.time ? a.index - b.index : a.time === null ? 1 : -1;
      return a.time - b.time || a.index - b.index;
    })
    .map((entry) => entry.view);
}
