import { screen, within } from '@testing-library/react';
import type { EventsQuery } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testViewContext, testMedia } from '@/__tests__/support/render';
import { toEventsView } from './toEventsView';
import EventsTemplate from './EventsTemplate';
import { skippedHeadingLevels } from '@/__tests__/support/outline';

type RawEvent = NonNullable<EventsQuery['events'][number]>;

const requestTime = Date.parse('2026-11-22T12:00:00Z');
const context = testViewContext({ requestTime });

const event = (
  documentId: string,
  Title: string,
  DateOfEvent: string,
  overrides: Partial<RawEvent> = {},
): RawEvent => ({
  documentId,
  Title,
  SubTitle: null,
  Body: null,
  DateOfEvent,
  Image: null,
  Button: null,
  Venue: null,
  Online: null,
  ...overrides,
});

const render = (data: EventsQuery) => renderWithProviders(<EventsTemplate events={toEventsView(data, context)} />);

const eventTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('article')!;

describe('EventsTemplate', () => {
  it('has one h1, "Events", with its intro and breadcrumbs', () => {
    render({ events: [event('e1', 'Camp fair, Manchester', '2027-03-06T10:00:00.000Z')] });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Events']);
    expect(screen.getByText('Fairs, webinars and departure days: meet us before you go.')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Events')).toHaveAttribute('aria-current', 'page');
  });

  it('titles each event one level below the page’s h1: no heading level skipped', () => {
    const { container } = render({ events: [event('e1', 'Camp fair, Manchester', '2027-03-06T10:00:00.000Z')] });
    expect(skippedHeadingLevels(container)).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Camp fair, Manchester' })).toBeInTheDocument();
  });

  it('lists the events soonest first, with their dates and buttons, leaving out those without a title', () => {
    render({
      events: [
        event('e3', 'Camp fair, Manchester', '2027-03-06T10:00:00.000Z'),
        null,
        event('e1', 'Info evening, London', '2026-12-03T18:30:00.000Z', {
          Button: { id: 'b1', Text: 'Book a place', URL: 'https://example.org/book' },
        }),
        event('e2', '  ', '2027-01-10T19:00:00.000Z'),
      ],
    });
    expect(eventTitles()).toEqual(['Info evening, London', 'Camp fair, Manchester']);
    expect(card('Info evening, London').querySelector('time')).toHaveTextContent('Dec 3 2026');
    expect(within(card('Info evening, London')).getByRole('link', { name: 'Book a place' })).toHaveAttribute(
      'href',
      'https://example.org/book',
    );
    expect(screen.queryByText('No events are planned just now.')).not.toBeInTheDocument();
  });

  it('keeps an event that took place before the request, labelled as a past event', () => {
    render({
      events: [
        event('e2', 'Webinar: visas', '2026-12-10T19:00:00.000Z'),
        event('e1', 'Departure day', '2026-11-22T09:00:00.000Z'),
      ],
    });
    expect(eventTitles()).toEqual(['Departure day', 'Webinar: visas']);
    expect(within(card('Departure day')).getByText('Past event')).toBeInTheDocument();
    expect(within(card('Webinar: visas')).queryByText('Past event')).not.toBeInTheDocument();
  });

  it('judges "past" by the request time, not the clock: an event starting at that moment is not past', () => {
    render({ events: [event('e1', 'Open day', new Date(requestTime).toISOString())] });
    expect(screen.queryByText('Past event')).not.toBeInTheDocument();
    expect(toEventsView({ events: [event('e1', 'Open day', '2026-11-22T11:59:59.000Z')] }, context)).toMatchObject([
      { title: 'Open day', isPast: true },
    ]);
  });

  it('loads the first event’s picture at once, at high priority (the page’s largest paint), and the others lazily', () => {
    const { container } = render({
      events: [
        event('e1', 'Open evening', '2026-12-01T18:00:00Z', { Image: testMedia('open-evening', 'A full room') }),
        event('e2', 'Q&A', '2026-12-02T18:00:00Z', { Image: testMedia('qa', 'A panel') }),
        event('e3', 'Fair', '2026-12-03T18:00:00Z', { Image: testMedia('fair', 'Stands') }),
      ],
    });
    const pictures = [...container.querySelectorAll('img')].map((img) => [
      /url=%2Fuploads%2F([\w-]+)\.jpg/.exec(img.getAttribute('src') ?? '')?.[1],
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
    ]);
    expect(pictures).toEqual([
      ['open-evening', 'eager', 'high'],
      ['qa', 'lazy', null],
      ['fair', 'lazy', null],
    ]);
  });

  it('says so when no events are planned', () => {
    render({ events: [] });
    expect(screen.getByText('No events are planned just now.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('says so when every event lacks a title', () => {
    render({ events: [null, event('e1', '', '2027-01-10T19:00:00.000Z')] });
    expect(screen.getByText('No events are planned just now.')).toBeInTheDocument();
  });
});

describe('EventsTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers the Events query: every object with its __typename, each event with its documentId. */
  const answer = (): EventsQuery => ({
    events: [
      withTypename(
        'Event',
        event('e1', 'Info evening, London', '2026-12-03T18:30:00.000Z', {
          SubTitle: 'Meet past counsellors',
          Button: withTypename('ComponentSharedLink', {
            id: 'b1',
            Text: 'Book a place',
            URL: 'https://example.org/book',
          }),
        }),
      ),
      withTypename('Event', event('e2', 'Departure day', '2026-11-22T09:00:00.000Z')),
    ],
  });

  it('marks every text it shows with its field, in draft mode (the page’s title and intro are the site’s own)', () => {
    const placed = placeContent(answer());
    const { container } = renderWithProviders(<EventsTemplate events={toEventsView(placed, context)} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Title=Info evening, London',
        'SubTitle=Meet past counsellors',
        'Button.Text=Book a place',
        'Title=Departure day',
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).not.toHaveAttribute('data-strapi-source');
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<EventsTemplate events={toEventsView(answer(), context)} />);
    expect(markedElements(container)).toBe(0);
  });
});
