import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobFragment } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import JobCard, { JobList } from './JobCard';
import { textColourOn, toJobCard, toJobList } from './toJobCard';

const job = (overrides: Partial<JobFragment> = {}): JobFragment => ({
  documentId: 'j1',
  Title: 'Ski lift operator',
  publishedAt: '2026-10-01T09:00:00.000Z',
  rank: 1,
  Image: testMedia('banff', 'Chairlift above Banff'),
  Sticker: { Text: 'Winter 2027', Color: '#0B6E69' },
  Location: { Name: 'Banff, Alberta', GoogleMapsLink: 'https://maps.google.com/?q=Banff+Alberta', CountryCode: 'CA' },
  AdditionalInfo: 'Staff accommodation available',
  Pay: 'CAD 18 an hour',
  Duration: 'December 2027 to April 2028',
  Benefits: '- Free **season pass**\n- Staff discounts',
  Description: 'Keep the lifts moving.\n\n<script>alert(1)</script>',
  Logo: null,
  CTAButtons: [
    { id: 'c1', Text: 'Apply now', URL: 'https://example.org/apply' },
    { id: 'c2', Text: 'Win a prize', URL: 'javascript:alert(1)' },
    { id: 'c3', Text: 'Ask us', URL: 'mailto:jobs@example.org' },
    null,
  ],
  ...overrides,
});

const renderJob = (overrides: Partial<JobFragment> = {}) =>
  renderWithProviders(<JobCard job={toJobCard(job(overrides))!} />);

describe('JobCard', () => {
  it('shows the title, pay, duration and additional information', () => {
    renderJob();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 2, name: 'Ski lift operator' })).toBeInTheDocument();
    const facts = card.querySelector('dl')!;
    expect(within(facts).getByText('Pay').closest('dt')!.nextElementSibling).toHaveTextContent('CAD 18 an hour');
    expect(within(facts).getByText('Duration').closest('dt')!.nextElementSibling).toHaveTextContent(
      'December 2027 to April 2028',
    );
    expect(screen.getByText('Staff accommodation available')).toBeInTheDocument();
  });

  it('links the location to Google Maps, named for a screen reader', () => {
    renderJob();
    expect(screen.getByRole('link', { name: 'View Banff, Alberta on a map' })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=Banff+Alberta',
    );
  });

  it.each(['javascript:alert(1)', 'http://maps.google.com/?q=Banff', '/maps/banff'])(
    'shows the location without a link for %s',
    (link) => {
      renderJob({ Location: { Name: 'Banff, Alberta', GoogleMapsLink: link, CountryCode: 'CA' } });
      expect(screen.getByText('Banff, Alberta')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /on a map/ })).not.toBeInTheDocument();
      expect(
        toJobCard(job({ Location: { Name: 'Banff, Alberta', GoogleMapsLink: link, CountryCode: 'CA' } }))!.location,
      ).toEqual({
        name: 'Banff, Alberta',
        mapsHref: null,
        countryCode: 'CA',
      });
    },
  );

  it('shows only the safe CTA buttons, as links', () => {
    renderJob();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', 'https://example.org/apply');
    expect(screen.getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', 'mailto:jobs@example.org');
    expect(screen.queryByText('Win a prize')).not.toBeInTheDocument();
  });

  it('colours the sticker from the CMS, with black or white text, whichever reads better', () => {
    expect(toJobCard(job())!.sticker).toEqual({ text: 'Winter 2027', background: '#0b6e69', color: '#ffffff' });
    expect(toJobCard(job({ Sticker: { Text: 'Spring start', Color: '#F4B942' } }))!.sticker?.color).toBe('#000000');
    expect(textColourOn('#ffffff')).toBe('#000000');
    expect(textColourOn('#000000')).toBe('#ffffff');
    renderJob();
    expect(screen.getByText('Winter 2027').closest('.JobCard-sticker')).toHaveStyle({
      backgroundColor: '#0b6e69',
      color: '#ffffff',
    });
  });

  it.each(['red', '#FFF', 'url(javascript:alert(1))', '#12345g', null])(
    'falls back to the theme’s colours for the sticker colour %s',
    (colour) => {
      expect(toJobCard(job({ Sticker: { Text: 'Hiring now', Color: colour } }))!.sticker).toEqual({
        text: 'Hiring now',
        background: null,
        color: null,
      });
    },
  );

  it('hides benefits and description behind a disclosure button', async () => {
    const user = userEvent.setup();
    const { container } = renderJob();
    const toggle = screen.getByRole('button', { name: 'Job details for Ski lift operator' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = container.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)!;
    expect(details).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
    expect(within(details as HTMLElement).getByRole('heading', { level: 3, name: 'Benefits' })).toBeInTheDocument();
    expect(within(details as HTMLElement).getByText('season pass').tagName).toBe('STRONG');
    expect(within(details as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    // HTML in the CMS text is shown as text, never run.
    expect(container.querySelector('script')).toBeNull();
    expect(within(details as HTMLElement).getByText('<script>alert(1)</script>')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no disclosure without benefits or description', () => {
    renderJob({ Benefits: null, Description: '  ' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('JobList', () => {
  it('lists jobs in ascending rank, those without a rank last', () => {
    const jobs = toJobList([
      job({ documentId: 'a', Title: 'Surf instructor', rank: 3 }),
      job({ documentId: 'b', Title: 'Hostel receptionist', rank: null }),
      job({ documentId: 'c', Title: 'Camp counsellor', rank: 1 }),
      null,
      job({ documentId: 'd', Title: 'Barista', rank: 2 }),
    ]);
    renderWithProviders(<JobList jobs={jobs} label="Jobs" />);
    const list = screen.getByRole('list', { name: 'Jobs' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Camp counsellor', 'Barista', 'Surf instructor', 'Hostel receptionist']);
  });

  it('renders nothing without jobs', () => {
    const { container } = renderWithProviders(<JobList jobs={toJobList([null, job({ Title: '' })])} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('JobCard in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename, each job with its documentId. */
  const answer = () => ({
    jobs: [
      withTypename(
        'Job',
        job({
          Image: withTypename('UploadFile', testMedia('banff', 'Chairlift above Banff')),
          Logo: withTypename('UploadFile', testMedia('resort-logo', 'Sunshine Village')),
          Sticker: withTypename('ComponentSharedJobSticker', { Text: 'Winter 2027', Color: '#0B6E69' }),
          Location: withTypename('ComponentSharedJobLocation', {
            Name: 'Banff, Alberta',
            GoogleMapsLink: 'https://maps.google.com/?q=Banff+Alberta',
            CountryCode: 'CA',
          }),
          Benefits: 'Free **season pass**',
          Description: 'Keep the lifts moving.',
          CTAButtons: [
            withTypename('ComponentSharedLink', { id: 'c1', Text: 'Apply now', URL: 'https://example.org/apply' }),
            null,
            withTypename('ComponentSharedLink', { id: 'c3', Text: 'Ask us', URL: 'mailto:jobs@example.org' }),
          ],
        }),
      ),
      withTypename(
        'Job',
        job({
          documentId: 'j2',
          Title: 'Barista',
          rank: 2,
          Image: null,
          Sticker: withTypename('ComponentSharedJobSticker', { Text: 'Hiring now', Color: null }),
          Location: withTypename('ComponentSharedJobLocation', {
            Name: 'Whistler',
            GoogleMapsLink: null,
            CountryCode: 'CA',
          }),
          CTAButtons: [],
        }),
      ),
    ],
  });

  it('marks every text and image it shows with its field, in draft mode', async () => {
    const user = userEvent.setup();
    const placed = placeContent(answer());
    const { container } = renderWithProviders(<JobList jobs={toJobList(placed.jobs)} />);
    for (const toggle of screen.getAllByRole('button', { name: /^Job details/ })) await user.click(toggle);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Title=Ski lift operator',
        'Image=banff.jpg',
        'Logo=resort-logo.jpg',
        'Sticker.Text=Winter 2027',
        'Location.Name=Banff, Alberta',
        'Pay=CAD 18 an hour',
        'Duration=December 2027 to April 2028',
        'AdditionalInfo=Staff accommodation available',
        'CTAButtons.0.Text=Apply now',
        'CTAButtons.2.Text=Ask us',
        'Benefits=Free season pass',
        'Description=Keep the lifts moving.',
        'Title=Barista',
        'Sticker.Text=Hiring now',
        'Location.Name=Whistler',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<JobList jobs={toJobList(answer().jobs)} />);
    expect(markedElements(container)).toBe(0);
  });
});
