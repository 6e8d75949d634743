import { SECTION_NAMES } from '@/lib/brand/words';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type {
  DestinationsQuery,
  ExperiencesQuery,
  InfoHubPagesQuery,
  TravelGuidesQuery,
} from '@/graphql/generated/graphql';
import type { TileView } from '@/components/ui/ContentTile';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testViewContext, testMedia, testSite } from '@/__tests__/support/render';
import { toDestinationTiles, toExperienceTiles, toInfoHubTiles, toTravelGuideTiles } from './toTiles';
import TileIndexTemplate, { type TileIndexKind } from './TileIndexTemplate';

// next/head needs Next's head manager; rendering its children in place lets React 19 hoist the
// <title> into document.head, where the visitor's browser tab reads it.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

type RawDestination = NonNullable<DestinationsQuery['destinations'][number]>;
type RawExperience = NonNullable<ExperiencesQuery['experiences'][number]>;
type RawTravelGuide = NonNullable<TravelGuidesQuery['travelGuides'][number]>;
type RawInfoHubPage = NonNullable<InfoHubPagesQuery['productsV2'][number]>;

const context = testViewContext();

const tileDetails = (Title: string | null = null, LinkLabel: string | null = null) => ({
  Title,
  SubTitle: null,
  TitleMobile: null,
  LinkLabel,
});

const destination = (documentId: string, Name: string, Slug: string): RawDestination => ({
  documentId,
  Name,
  Slug,
  rank: null,
  country: null,
  Hero: { Title: Name, IntroText: `Live and work in ${Name}.`, BannerImage: testMedia(Slug) },
  TileDetails: null,
});

const experience = (documentId: string, Name: string, Slug: string): RawExperience => ({
  documentId,
  Name,
  Slug,
  TagLine: `${Name}: a season to remember`,
  Hero: null,
  TileDetails: null,
});

const travelGuide = (documentId: string, Name: string, Slug: string): RawTravelGuide => ({
  documentId,
  Name,
  Slug,
  rank: null,
  Hero: null,
  TileDetails: null,
});

const infoHubPage = (documentId: string, Name: string, Slug: string): RawInfoHubPage => ({
  documentId,
  Name,
  Slug,
  rank: null,
  IsInfoHubPage: true,
  experience: null,
  brands: [],
  productHero: null,
  TileDetails: null,
});

const destinations: DestinationsQuery = {
  destinations: [
    destination('d1', 'Canada', 'canada'),
    null,
    { ...destination('d2', 'Australia', 'australia'), TileDetails: tileDetails('Down under', 'See Australia') },
  ],
};

const experiences: ExperiencesQuery = {
  experiences: [experience('e1', 'Summer Camp', 'summer-camp'), null, experience('e2', 'Ski Season', 'ski-season')],
};

const travelGuides: TravelGuidesQuery = {
  travelGuides: [null, travelGuide('g1', 'Sydney', 'sydney'), travelGuide('g2', 'Whistler', 'whistler')],
};

const cases: { kind: TileIndexKind; title: string; intro: string; tiles: () => TileView[]; links: string[][] }[] = [
  {
    kind: 'destinations',
    title: 'Destinations',
    intro: 'Where in the world would you like to be next season?',
    tiles: () => toDestinationTiles(destinations, context),
    links: [
      ['Canada', '/destinations/canada/'],
      ['Down under', '/destinations/australia/'],
    ],
  },
  {
    kind: 'experiences',
    title: 'Experiences',
    intro: 'Pick the kind of adventure you’re after; we’ll help with everything else.',
    tiles: () => toExperienceTiles(experiences, context),
    links: [
      ['Summer Camp', '/experiences/summer-camp/'],
      ['Ski Season', '/experiences/ski-season/'],
    ],
  },
  {
    kind: 'travel-guides',
    title: 'Travel guides',
    intro: 'Where you’ll live, work and spend your days off.',
    tiles: () => toTravelGuideTiles(travelGuides, context),
    links: [
      ['Sydney', '/travel-guides/sydney/'],
      ['Whistler', '/travel-guides/whistler/'],
    ],
  },
];

const render = (kind: TileIndexKind, tiles: TileView[]) =>
  renderWithProviders(<TileIndexTemplate kind={kind} brandName="Wayfarer Collective" tiles={tiles} />);

describe('TileIndexTemplate', () => {
  describe.each(cases)('for $kind', ({ kind, title, intro, tiles, links }) => {
    it('has one h1, its title, with its intro and breadcrumbs', () => {
      render(kind, tiles());
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
      expect(screen.getByText(intro)).toBeInTheDocument();
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
      expect(document.title).toBe(`${title} | Wayfarer Collective`);
    });

    it('shows each item as a tile headed by a link to its page, in the query’s order', () => {
      render(kind, tiles());
      const headings = screen.getAllByRole('heading', { level: 2 });
      expect(
        headings
          .map((heading) => within(heading).getByRole('link'))
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(links);
    });
  });

  it('uses the tile details’ title and link label over the item’s own', () => {
    render('destinations', toDestinationTiles(destinations, context));
    expect(screen.getByRole('heading', { level: 2, name: 'Down under' })).toBeInTheDocument();
    expect(screen.queryByText('Australia')).not.toBeInTheDocument();
    expect(screen.getByText('See Australia')).toBeInTheDocument();
    expect(screen.getAllByText('Explore')).toHaveLength(1);
  });

  it('shows a tile’s subtitle from the item when its tile details have none', () => {
    render('experiences', toExperienceTiles(experiences, context));
    expect(screen.getByText('Summer Camp: a season to remember')).toBeInTheDocument();
  });

  it.each<[TileIndexKind, 'destinations' | 'experiences' | 'travelGuides', string]>([
    ['destinations', 'destinations', 'Regions'],
    ['experiences', 'experiences', 'Camp jobs'],
    ['travel-guides', 'travelGuides', 'Our camps'],
  ])('titles the %s index with the brand’s own name for it', (kind, field, name) => {
    renderWithProviders(<TileIndexTemplate kind={kind} brandName="Wayfarer Collective" tiles={[]} />, {
      site: testSite({ sectionNames: { ...SECTION_NAMES, [field]: name } }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText(name)).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe(`${name} | Wayfarer Collective`);
  });

  it('shows no tiles when there are none', () => {
    render('travel-guides', []);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});

describe('toTiles', () => {
  it('drops the items a relation list holds as null (unpublished), keeping the query’s order', () => {
    expect(toDestinationTiles(destinations, context).map((tile) => tile.key)).toEqual(['d1', 'd2']);
    expect(toExperienceTiles(experiences, context).map((tile) => tile.key)).toEqual(['e1', 'e2']);
    expect(toTravelGuideTiles(travelGuides, context).map((tile) => tile.key)).toEqual(['g1', 'g2']);
    expect(
      toInfoHubTiles({ productsV2: [null, infoHubPage('p1', 'Visas explained', 'visas'), null] }, context).map(
        (tile) => tile.title,
      ),
    ).toEqual(['Visas explained']);
  });

  it('gives nothing for an empty list', () => {
    expect(toDestinationTiles({ destinations: [] }, context)).toEqual([]);
    expect(toExperienceTiles({ experiences: [null] }, context)).toEqual([]);
    expect(toTravelGuideTiles({ travelGuides: [] }, context)).toEqual([]);
    expect(toInfoHubTiles({ productsV2: [null] }, context)).toEqual([]);
  });
});

describe('TileIndexTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename (the index queries select documentId). */
  const destinationsAnswer = (): DestinationsQuery => ({
    destinations: [
      withTypename('Destination', {
        ...destination('d1', 'Canada', 'canada'),
        Hero: withTypename('ComponentBlocksHero', {
          Title: 'Canada',
          IntroText: 'Live and work in Canada.',
          BannerImage: withTypename('UploadFile', testMedia('canada')),
        }),
      }),
      null,
      withTypename('Destination', {
        ...destination('d2', 'Australia', 'australia'),
        Hero: null,
        TileDetails: withTypename('ComponentSharedTileDetails', tileDetails('Down under', 'See Australia')),
      }),
    ],
  });
  const experiencesAnswer = (): ExperiencesQuery => ({
    experiences: [withTypename('Experience', experience('e1', 'Summer Camp', 'summer-camp'))],
  });
  const travelGuidesAnswer = (): TravelGuidesQuery => ({
    travelGuides: [withTypename('TravelGuide', travelGuide('g1', 'Sydney', 'sydney'))],
  });

  /** Each index page with its answer, placed (draft mode) or as it is (a visitor's page). */
  const pages = (place: <T>(data: T) => T): { kind: TileIndexKind; data: unknown; tiles: TileView[] }[] => {
    const destinations = place(destinationsAnswer());
    const experiences = place(experiencesAnswer());
    const travelGuides = place(travelGuidesAnswer());
    return [
      { kind: 'destinations', data: destinations, tiles: toDestinationTiles(destinations, context) },
      { kind: 'experiences', data: experiences, tiles: toExperienceTiles(experiences, context) },
      { kind: 'travel-guides', data: travelGuides, tiles: toTravelGuideTiles(travelGuides, context) },
    ];
  };

  it('marks every text and image its tiles show with its field, in draft mode; its own copy is the site’s', () => {
    const marked: string[] = [];
    for (const { kind, data, tiles } of pages(placeContent)) {
      const { container, unmount } = render(kind, tiles);
      expect(unmarkedFields(container, data)).toEqual([]);
      expect(container.querySelector('h1')).not.toHaveAttribute('data-strapi-source');
      marked.push(...markedFields(container));
      unmount();
    }
    expect(marked).toEqual(
      expect.arrayContaining([
        'Name=Canada',
        'Hero.BannerImage=canada.jpg',
        'TileDetails.Title=Down under',
        'Name=Summer Camp',
        'Name=Sydney',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    for (const { kind, tiles } of pages((data) => data)) {
      const { container, unmount } = render(kind, tiles);
      expect(markedElements(container)).toBe(0);
      unmount();
    }
  });
});
