import { SECTION_NAMES } from '@/lib/brand/words';
import { screen, within } from '@testing-library/react';
import type { TravelGuideQuery } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testViewContext, testMedia, testSite } from '@/__tests__/support/render';
import { toTravelGuideView } from './toTravelGuideView';
import TravelGuideTemplate from './TravelGuideTemplate';

type RawGuide = NonNullable<TravelGuideQuery['travelGuides'][number]>;

const context = testViewContext();
const crumbs = [
  { label: 'Home', href: '/' },
  { label: 'Travel guides', href: '/travel-guides/' },
];

const rawGuide = (overrides: Partial<RawGuide> = {}): RawGuide => ({
  documentId: 'g1',
  Name: 'Whistler',
  Slug: 'whistler',
  rank: 1,
  Intro: 'Whistler is **North America’s biggest** ski resort.',
  Hero: {
    TagLine: null,
    Title: 'A winter in Whistler',
    IntroText: null,
    SecondaryActionPrefixText: null,
    TickerBanner: null,
    BannerImage: testMedia('whistler', 'Snowy peaks'),
    CallToAction: null,
    SecondaryAction: null,
  },
  SeoDetails: null,
  destination: {
    documentId: 'd1',
    Name: 'Canada',
    Slug: 'canada',
    rank: 2,
    Hero: null,
    TileDetails: null,
  },
  ContentGallery: null,
  ContactUs: null,
  jobs: [
    {
      documentId: 'j1',
      Title: 'Lift operator',
      publishedAt: null,
      rank: 1,
      AdditionalInfo: null,
      Pay: 'CA$18 an hour',
      Duration: 'December to April',
      Benefits: null,
      Description: null,
      Image: null,
      Sticker: null,
      Location: null,
      Logo: null,
      CTAButtons: [],
    },
  ],
  Top5List: null,
  Testimonials: null,
  events: [
    {
      documentId: 'ev1',
      Title: 'Season kick-off party',
      SubTitle: null,
      Body: null,
      DateOfEvent: '2026-12-05',
      Image: null,
      Button: null,
      Venue: null,
      Online: null,
    },
  ],
  blog_posts: [
    {
      documentId: 'b1',
      Title: 'My first season on the lifts',
      SubTitle: null,
      Slug: 'first-season-on-the-lifts',
      IsInfoBlog: false,
      datePublished: '2026-04-02',
      MinsToRead: 6,
      Hero: null,
      blog_types: [],
      author: null,
    },
  ],
  brands: [],
  ...overrides,
});

const render = (raw: RawGuide) =>
  renderWithProviders(
    <TravelGuideTemplate guide={toTravelGuideView({ travelGuides: [raw] }, context)!} crumbs={crumbs} />,
  );

describe('TravelGuideTemplate', () => {
  it('has one h1, the hero title, under breadcrumbs ending on the guide', () => {
    render(rawGuide());
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'A winter in Whistler',
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Whistler')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('uses the guide name as h1 without a hero', () => {
    render(rawGuide({ Hero: null }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Whistler']);
  });

  it('shows its intro as formatted text beside a tile for its destination', () => {
    render(rawGuide());
    expect(screen.getByText('North America’s biggest').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Canada' })).toHaveAttribute('href', '/destinations/canada/');
  });

  it('renders its blocks in ascending rank', () => {
    render(
      rawGuide({
        ContactUs: withTypename('ComponentBlocksContactUs', {
          id: 'c',
          rank: 1,
          Title: 'Talk to our Whistler team',
          Body: 'We answer within a day.',
          Email: 'whistler@example.com',
          Telephone: null,
          ButtonText: null,
          ButtonLink: null,
        }),
        Top5List: withTypename('ComponentBlocksTop5List', {
          id: 't',
          rank: 2,
          Title: 'Top 5 things to do',
          Items: [{ id: 'i1', Title: 'Peak 2 Peak gondola', Body: null, Image: null }],
        }),
      }),
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Talk to our Whistler team')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Talk to our Whistler team')).toBeLessThan(headings.indexOf('Top 5 things to do'));
  });

  it('heads its jobs and events in the brand’s words, with the place as English says it', () => {
    renderWithProviders(
      <TravelGuideTemplate
        guide={toTravelGuideView({ travelGuides: [rawGuide({ Name: 'Camp Tall Pines' })] }, context)!}
        crumbs={crumbs}
      />,
      { site: testSite({ sectionNames: { ...SECTION_NAMES, jobs: 'Open positions', events: 'Hiring events' } }) },
    );
    expect(screen.getByRole('region', { name: 'Open positions at Camp Tall Pines' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hiring events' })).toBeInTheDocument();
  });

  it('shows jobs, events and stories at the resort', () => {
    render(rawGuide());
    expect(
      within(screen.getByRole('region', { name: 'Jobs in Whistler' })).getByRole('heading', { name: 'Lift operator' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Events' })).getByRole('heading', { name: 'Season kick-off party' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Stories' })).getByRole('link', {
        name: 'My first season on the lifts',
      }),
    ).toHaveAttribute('href', '/blog/first-season-on-the-lifts/');
  });

  it('leaves out the intro, jobs, events and stories it does not have', () => {
    render(rawGuide({ Intro: '  ', destination: null, jobs: [], events: [], blog_posts: [] }));
    expect(screen.queryByRole('link', { name: 'Canada' })).not.toBeInTheDocument();
    for (const name of ['Jobs in Whistler', 'Events', 'Stories'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  });
});

describe('TravelGuideTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename (the page's queries select documentId). */
  const answer = () => {
    const raw = rawGuide();
    return rawGuide({
      __typename: 'TravelGuide',
      Hero: withTypename('ComponentBlocksHero', {
        ...raw.Hero!,
        BannerImage: withTypename('UploadFile', testMedia('whistler', 'Snowy peaks')),
      }),
      destination: withTypename('Destination', {
        ...raw.destination!,
        TileDetails: withTypename('ComponentSharedTileDetails', {
          Title: null,
          SubTitle: null,
          TitleMobile: null,
          LinkLabel: 'Discover Canada',
        }),
      }),
      jobs: raw.jobs!.map((job) => withTypename('Job', job!)),
      events: raw.events!.map((event) => withTypename('Event', event!)),
      blog_posts: raw.blog_posts!.map((post) => withTypename('BlogPost', post!)),
    } as Partial<RawGuide>);
  };

  it('marks every text and image it shows with its field, in draft mode', () => {
    const placed = placeContent({ travelGuides: [answer()] });
    const { container } = renderWithProviders(
      <TravelGuideTemplate guide={toTravelGuideView(placed, context)!} crumbs={crumbs} />,
    );
    // The name shows in the breadcrumb only, and PageBreadcrumbs (components/ui) takes no source yet.
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Name=Whistler',
        'Hero.Title=A winter in Whistler',
        'Hero.BannerImage=whistler.jpg',
        'Intro=Whistler is North America’s biggest ski resort.',
        'Title=Lift operator',
        'Title=Season kick-off party',
        'Title=My first season on the lifts',
      ]),
    );
    // The destination tile's label is the site's own ("More about …"), not its tile details' LinkLabel.
    expect(markedFields(container).filter((field) => field.startsWith('TileDetails.LinkLabel'))).toEqual([]);
    expect(screen.getByText(/More about Canada/)).toBeInTheDocument();
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(
      <TravelGuideTemplate guide={toTravelGuideView({ travelGuides: [answer()] }, context)!} crumbs={crumbs} />,
    );
    expect(markedElements(container)).toBe(0);
  });
});
