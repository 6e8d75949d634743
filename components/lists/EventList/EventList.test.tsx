import { screen, within } from '@testing-library/react';
import type { EventFragment } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import EventList from './EventList';
import { toEvents } from './toEvents';

const event = (overrides: Partial<EventFragment>): EventFragment => ({
  documentId: 'e',
  Title: 'Event',
  SubTitle: null,
  Body: null,
  DateOfEvent: '2027-01-14T18:30:00.000Z',
  Image: null,
  Button: null,
  Venue: null,
  Online: null,
  ...overrides,
});

const NOW = new Date('2027-02-01T12:00:00Z');

const events: EventFragment[] = [
  event({
    documentId: 'e3',
    Title: 'Camp fair, Manchester',
    DateOfEvent: '2027-03-06T10:00:00.000Z',
    Image: testMedia('fair', 'Visitors at a stand'),
  }),
  event({
    documentId: 'e1',
    Title: 'Info evening, London',
    SubTitle: 'Meet past counsellors',
    DateOfEvent: '2027-01-14T18:30:00.000Z',
    Body: 'Doors open at **6pm**.\n\n<script>alert(1)</script>',
    Button: { id: 'b1', Text: 'Book a place', URL: 'https://example.org/book' },
  }),
  event({
    documentId: 'e2',
    Title: 'Webinar: visas',
    DateOfEvent: '2027-02-10T19:00:00.000Z',
    Button: { id: 'b2', Text: 'Register', URL: 'javascript:alert(1)' },
  }),
];

const render = (items = events) =>
  renderWithProviders(<EventList events={toEvents(items, NOW)} label="Upcoming events" />);

describe('EventList', () => {
  it('lists events by date, earliest first, whatever order they come in', () => {
    render();
    const list = screen.getByRole('list', { name: 'Upcoming events' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Info evening, London', 'Webinar: visas', 'Camp fair, Manchester']);
  });

  it('writes each date as "Mon D YYYY" (UTC) in a <time>', () => {
    render();
    const times = screen.getAllByRole('article').map((article) => article.querySelector('time'));
    expect(times.map((time) => time?.textContent)).toEqual(['Jan 14 2027', 'Feb 10 2027', 'Mar 6 2027']);
    expect(times[0]).toHaveAttribute('dateTime', '2027-01-14T18:30:00.000Z');
    // An evening event west of Greenwich is shown on its UTC day, the same on server and browser.
    const view = toEvents([event({ DateOfEvent: '2027-03-05T22:00:00-05:00' })], NOW)[0];
    expect(view.date?.label).toBe('Mar 6 2027');
  });

  it('labels events before "now" as past events', () => {
    render();
    const [first, second, third] = screen.getAllByRole('article');
    expect(within(first).getByText('Past event')).toBeInTheDocument();
    expect(within(second).queryByText('Past event')).not.toBeInTheDocument();
    expect(within(third).queryByText('Past event')).not.toBeInTheDocument();
  });

  it('renders the body as Markdown, showing HTML as text', () => {
    const { container } = render();
    expect(screen.getByText('6pm').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
  });

  it('links a safe button and drops an unsafe one', () => {
    render();
    expect(screen.getByRole('link', { name: 'Book a place' })).toHaveAttribute('href', 'https://example.org/book');
    expect(screen.queryByText('Register')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('puts events without a valid date last and drops those without a title', () => {
    const views = toEvents(
      [event({ documentId: 'x', Title: 'TBC', DateOfEvent: 'next spring' }), event({ Title: ' ' }), ...events],
      NOW,
    );
    expect(views.map((view) => view.title)).toEqual([
      'Info evening, London',
      'Webinar: visas',
      'Camp fair, Manchester',
      'TBC',
    ]);
    expect(views[3]).toMatchObject({ date: null, isPast: false });
  });

  it('renders nothing without events', () => {
    const { container } = render([]);
    expect(container).toBeEmptyDOMElement();
    expect(toEvents(null, NOW)).toEqual([]);
  });
});

describe('EventList in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers the Events query: every object with its __typename, each event with its documentId. */
  const answer = () => ({
    events: [
      withTypename(
        'Event',
        event({
          documentId: 'e1',
          Title: 'Info evening, London',
          SubTitle: 'Meet past counsellors',
          DateOfEvent: '2027-03-06T18:30:00.000Z',
          Body: 'Doors open at **6pm**.',
          Image: withTypename('UploadFile', testMedia('fair', 'Visitors at a stand')),
          Button: withTypename('ComponentSharedLink', {
            id: 'b1',
            Text: 'Book a place',
            URL: 'https://example.org/book',
          }),
          Venue: withTypename('ComponentSharedVenue', {
            Name: 'Royal Exchange',
            Street: 'St Ann’s Square',
            City: 'Manchester',
            PostalCode: 'M2 7DH',
            CountryCode: 'GB',
          }),
          Online: true,
        }),
      ),
      withTypename(
        'Event',
        event({ documentId: 'e2', Title: 'Webinar: visas', DateOfEvent: '2027-01-10T19:00:00.000Z' }),
      ),
    ],
  });

  it('marks every text and image it shows with its field, in draft mode', () => {
    const placed = placeContent(answer());
    const { container } = renderWithProviders(<EventList events={toEvents(placed.events, NOW)} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Title=Info evening, London',
        'SubTitle=Meet past counsellors',
        'Body=Doors open at 6pm.',
        'Image=fair.jpg',
        'Venue.Name=Royal Exchange',
        'Venue.City=Manchester',
        'Button.Text=Book a place',
        'Title=Webinar: visas',
      ]),
    );
    expect(screen.getByText('Royal Exchange').parentElement).toHaveTextContent('Royal Exchange, Manchester and Online');
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<EventList events={toEvents(answer().events, NOW)} />);
    expect(markedElements(container)).toBe(0);
    expect(screen.getByText('Royal Exchange, Manchester and Online')).toBeInTheDocument();
  });
});
