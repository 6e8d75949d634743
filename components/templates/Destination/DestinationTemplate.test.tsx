import { SECTION_NAMES } from '@/lib/brand/words';
import { screen, within } from '@testing-library/react';
import type { DestinationQuery } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import {
  renderWithProviders,
  testBlockContext,
  testViewContext,
  testMedia,
  testSite,
} from '@/__tests__/support/render';
import type { BlockContext } from '@/components/blocks/types';
import { toDestinationView } from './toDestinationView';
import DestinationTemplate from './DestinationTemplate';

type RawDestination = NonNullable<DestinationQuery['destinations'][number]>;

const brandRef = (Name: string, Slug: string, SiteDomainName: string, SingleCountryBrand: boolean) => ({
  documentId: Slug,
  Name,
  Slug,
  SeoDetails: { SiteDomainName, SingleCountryBrand },
});
const wayfarer = brandRef('Wayfarer Collective', 'wayfarer', 'www.wayfarercollective.com', false);
const timberline = brandRef('Timberline Camps', 'timberline', 'www.timberlinecamps.com', true);

const crumbs = [
  { label: 'Home', href: '/' },
  { label: 'Destinations', href: '/destinations/' },
];

const rawDestination = (overrides: Partial<RawDestination> = {}): RawDestination => ({
  documentId: 'd1',
  Slug: 'usa',
  Name: 'USA',
  rank: 1,
  Hero: {
    TagLine: null,
    Title: 'Your summer in the USA',
    IntroText: 'From the Adirondacks to the Rockies.',
    SecondaryActionPrefixText: null,
    TickerBanner: null,
    BannerImage: testMedia('rockies', 'Mountains above a lake'),
    CallToAction: null,
    SecondaryAction: null,
  },
  SeoDetails: null,
  country: { documentId: 'c-us', CountryCode: 'US', CountryName: 'United States' },
  products: [
    {
      documentId: 'lp1',
      Name: 'Work and Travel USA',
      Slug: 'work-and-travel-usa',
      rank: 3,
      experience: { documentId: 'e3', Slug: 'work-and-travel' },
      brands: [wayfarer],
      Hero: null,
      TileDetails: null,
    },
  ],
  products_v2: [
    {
      documentId: 'p1',
      Name: 'Camp Counsellor USA',
      Slug: 'camp-counsellor-usa',
      rank: 1,
      IsInfoHubPage: false,
      experience: { documentId: 'e1', Slug: 'summer-camp-america' },
      brands: [wayfarer],
      productHero: {
        heroTextSection: { Title: 'Camp', IntroText: 'Nine weeks at a US summer camp.', backgroundImage: testMedia() },
      },
      TileDetails: null,
    },
    {
      documentId: 'p2',
      Name: 'Waterfront Specialist',
      Slug: 'waterfront-specialist',
      rank: 2,
      IsInfoHubPage: false,
      experience: { documentId: 'e2', Slug: 'activity-specialist' },
      brands: [timberline],
      productHero: null,
      TileDetails: null,
    },
  ],
  FAQ: null,
  USPs: null,
  TravelGuidesSlider: null,
  PartnersSlider: null,
  news: [
    {
      documentId: 'n1',
      title: 'Twelve new camps for 2027',
      publishedAt: '2026-10-02T09:00:00.000Z',
      body: 'More places in New England.',
      buttonText: null,
      link: '/news/',
      socialmediaTags: [],
      image: null,
      experiences: [{ documentId: 'e1', Name: 'Summer Camp', Slug: 'summer-camp-america' }],
    },
  ],
  OfferBanner: null,
  events: [
    {
      documentId: 'ev2',
      Title: 'Camp fair, London',
      SubTitle: null,
      Body: null,
      DateOfEvent: '2027-01-20',
      Image: null,
      Button: null,
      Venue: null,
      Online: null,
    },
    {
      documentId: 'ev1',
      Title: 'Online info session',
      SubTitle: null,
      Body: null,
      DateOfEvent: '2026-12-03',
      Image: null,
      Button: null,
      Venue: null,
      Online: null,
    },
  ],
  brands: [wayfarer],
  ...overrides,
});

const render = (raw: RawDestination, context: BlockContext = testBlockContext()) =>
  renderWithProviders(
    <DestinationTemplate
      destination={toDestinationView({ destinations: [raw] }, testViewContext(context))!}
      crumbs={crumbs}
    />,
  );

describe('DestinationTemplate', () => {
  it('has one h1, the hero title, under breadcrumbs ending on the destination', () => {
    render(rawDestination());
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Your summer in the USA',
    ]);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/destinations/']);
    expect(within(breadcrumb).getByText('USA')).toHaveAttribute('aria-current', 'page');
  });

  it('uses the destination name as h1 when there is no hero', () => {
    render(rawDestination({ Hero: null }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['USA']);
  });

  it('links its programmes to their pages: the brand’s first country for a multi-country brand, another brand’s site for its products', () => {
    render(rawDestination());
    const programmes = screen.getByRole('region', { name: 'Programmes in the USA' });
    expect(
      within(programmes)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Camp Counsellor USA', '/us/experiences/summer-camp-america/camp-counsellor-usa/'],
      [
        'Waterfront Specialist',
        'https://www.timberlinecamps.com/experiences/activity-specialist/waterfront-specialist/',
      ],
      ['Work and Travel USA', '/us/experiences/work-and-travel/work-and-travel-usa/'],
    ]);
  });

  it('orders programmes of both product generations together by rank', () => {
    const [legacy] = rawDestination().products!;
    render(rawDestination({ products: [{ ...legacy!, rank: 0 }] }));
    const programmes = screen.getByRole('region', { name: 'Programmes in the USA' });
    expect(
      within(programmes)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Work and Travel USA', 'Camp Counsellor USA', 'Waterfront Specialist']);
  });

  it('links programmes into the country being browsed', () => {
    render(rawDestination({ products: [] }), testBlockContext({ countryCode: 'gb' }));
    const programmes = screen.getByRole('region', { name: 'Programmes in the USA' });
    expect(within(programmes).getByRole('link', { name: 'Camp Counsellor USA' })).toHaveAttribute(
      'href',
      '/gb/experiences/summer-camp-america/camp-counsellor-usa/',
    );
  });

  it('renders its blocks in ascending rank', () => {
    render(
      rawDestination({
        FAQ: withTypename('ComponentBlocksFaq', {
          id: 'faq',
          rank: 2,
          Title: 'USA questions',
          Questions: [{ id: 'q1', Question: 'Do I need a visa?', Answer: 'Yes, a J-1 visa.' }],
        }),
        USPs: withTypename('ComponentBlocksUspList', {
          id: 'usp',
          rank: 1,
          Title: 'Why go with us',
          Items: [{ id: 'u1', Title: 'Support around the clock', Text: 'A 24-hour emergency line.', Icon: null }],
        }),
      }),
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Why go with us')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Why go with us')).toBeLessThan(headings.indexOf('USA questions'));
  });

  it('shows news from the destination and its events in date order', () => {
    render(rawDestination());
    const news = screen.getByRole('region', { name: 'News from the USA' });
    expect(within(news).getByRole('heading', { name: 'Twelve new camps for 2027' })).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Events about the USA' });
    expect(
      within(events)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Online info session', 'Camp fair, London']);
    expect(within(events).getByText('Dec 3 2026').closest('time')).toHaveAttribute('dateTime', '2026-12-03');
  });

  it('names its sections in the brand’s words, with the place as English says it', () => {
    const site = testSite({ sectionNames: { ...SECTION_NAMES, programmes: 'Programs', events: 'Hiring events' } });
    renderWithProviders(
      <DestinationTemplate
        destination={toDestinationView({ destinations: [rawDestination({ Name: 'Adirondacks' })] }, testViewContext())!}
        crumbs={crumbs}
      />,
      { site },
    );
    expect(screen.getByRole('region', { name: 'Programs in the Adirondacks' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'News from the Adirondacks' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hiring events about the Adirondacks' })).toBeInTheDocument();
  });

  it('leaves out the programmes, news and events sections when there are none', () => {
    render(rawDestination({ products: [null], products_v2: [], news: [], events: [] }));
    expect(screen.queryByRole('region', { name: 'Programmes in the USA' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'News from the USA' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Events about the USA' })).not.toBeInTheDocument();
  });
});

describe('DestinationTemplate in the admin’s preview (click-to-edit)', () => {
  const brand = withTypename('Brand', wayfarer);
  /** As GraphQL answers: every object with its __typename (the page's queries select documentId). */
  const answer = () => {
    const raw = rawDestination();
    const [legacy] = raw.products!;
    const [camp, waterfront] = raw.products_v2!;
    return rawDestination({
      __typename: 'Destination',
      Hero: withTypename('ComponentBlocksHero', {
        ...raw.Hero!,
        BannerImage: withTypename('UploadFile', testMedia('rockies', 'Mountains above a lake')),
      }),
      country: withTypename('Country', raw.country!),
      products: [
        withTypename('Product', {
          ...legacy!,
          experience: withTypename('Experience', legacy!.experience!),
          brands: [brand],
        }),
      ],
      products_v2: [
        withTypename('ProductV2', {
          ...camp!,
          experience: withTypename('Experience', camp!.experience!),
          brands: [brand],
          productHero: withTypename('ComponentBlocksProductHero', {
            heroTextSection: withTypename('ComponentBlocksHeroTextSection', {
              ...camp!.productHero!.heroTextSection,
              backgroundImage: withTypename('UploadFile', testMedia()),
            }),
          }),
        }),
        withTypename('ProductV2', {
          ...waterfront!,
          experience: withTypename('Experience', waterfront!.experience!),
          brands: [withTypename('Brand', timberline)],
        }),
      ],
      news: raw.news!.map((item) =>
        withTypename('NewsItem', {
          ...item!,
          experiences: item!.experiences.map((experience) => withTypename('Experience', experience!)),
        }),
      ),
      events: raw.events!.map((event) => withTypename('Event', event!)),
      brands: [brand],
    } as Partial<RawDestination>);
  };
  const context = testViewContext();

  it('marks every text and image it shows with its field, in draft mode', () => {
    const placed = placeContent({ destinations: [answer()] });
    const { container } = renderWithProviders(
      <DestinationTemplate destination={toDestinationView(placed, context)!} crumbs={crumbs} />,
    );
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Name=USA',
        'Hero.Title=Your summer in the USA',
        'Hero.IntroText=From the Adirondacks to the Rockies.',
        'Hero.BannerImage=rockies.jpg',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(
      <DestinationTemplate destination={toDestinationView({ destinations: [answer()] }, context)!} crumbs={crumbs} />,
    );
    expect(markedElements(container)).toBe(0);
  });
});
