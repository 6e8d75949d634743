import { screen } from '@testing-library/react';
import type {
  DestinationTileFragment,
  ExperienceTileFragment,
  ProductV2TileFragment,
} from '@/graphql/generated/graphql';
import { markedElements, markedFields, placeContent, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBlockContext, testMedia } from '@/__tests__/support/render';
import ContentTile from '@/components/ui/ContentTile';
import { destinationTile, experienceTile, productV2Tile } from './tiles';
import type { TileView } from '@/components/ui/ContentTile';

/** Related documents as GraphQL answers them: every object with its __typename. */
const destination = (overrides: Partial<DestinationTileFragment> = {}) => ({
  __typename: 'Destination',
  documentId: 'd1',
  Name: 'USA',
  Slug: 'usa',
  rank: 1,
  Hero: {
    __typename: 'ComponentBlocksHero',
    Title: 'Work in the USA',
    IntroText: 'Summer jobs from coast to coast.',
    BannerImage: { __typename: 'UploadFile', ...testMedia('usa', 'Golden Gate Bridge') },
  },
  TileDetails: null,
  ...overrides,
});

const experience = (overrides: Partial<ExperienceTileFragment> = {}) => ({
  __typename: 'Experience',
  documentId: 'e1',
  Name: 'Summer camp',
  Slug: 'summer-camp',
  TagLine: 'Nine weeks outdoors',
  Hero: null,
  TileDetails: {
    __typename: 'ComponentSharedTileDetails',
    Title: 'Summer camp America',
    SubTitle: null,
    TitleMobile: 'Camp',
    LinkLabel: 'See the camps',
  },
  ...overrides,
});

const productV2 = () => ({
  __typename: 'ProductV2',
  documentId: 'p1',
  Name: 'Waterfront Specialist',
  Slug: 'waterfront-specialist',
  rank: 1,
  IsInfoHubPage: false,
  experience: { __typename: 'Experience', documentId: 'e1', Slug: 'summer-camp' },
  brands: [],
  productHero: {
    __typename: 'ComponentBlocksProductHero',
    heroTextSection: {
      __typename: 'ComponentBlocksHeroTextSection',
      Title: 'Waterfront',
      IntroText: 'Lifeguard, sail and paddle.',
      backgroundImage: null,
    },
  },
  TileDetails: null,
});

function renderTiles(tiles: TileView[]) {
  return renderWithProviders(
    <ul>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <ContentTile tile={tile} />
        </li>
      ))}
    </ul>,
  );
}

const sourceOf = (element: Element) => new URLSearchParams(element.getAttribute('data-strapi-source') ?? '');

describe('Tiles in the admin’s preview (click-to-edit)', () => {
  const context = testBlockContext();
  const answer = () => ({
    destinations: [destination()],
    experiences: [experience()],
    productsV2: [productV2()],
  });
  const toTiles = (data: ReturnType<typeof answer>) => [
    ...data.destinations.map((item) => destinationTile(item as DestinationTileFragment, context)),
    ...data.experiences.map((item) => experienceTile(item as ExperienceTileFragment, context)),
    ...data.productsV2.map((item) => productV2Tile(item as unknown as ProductV2TileFragment, context)),
  ];

  it('marks each tile’s texts and image in its own document, in draft mode', () => {
    const placed = placeContent(answer());
    const { container } = renderTiles(toTiles(placed));
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual([
      // A destination without tile details: its name, and its intro (a multi-line field) as subtitle.
      'Hero.BannerImage=usa.jpg',
      'Name=USA',
      'Hero.IntroText=Summer jobs from coast to coast.',
      // An experience's tile details (mobile title included), and its tag line as subtitle.
      'TileDetails.TitleMobile=Camp',
      'TileDetails.Title=Summer camp America',
      'TagLine=Nine weeks outdoors',
      'TileDetails.LinkLabel=See the camps',
      // A product (v2): its name and its hero text section's intro.
      'Name=Waterfront Specialist',
      'productHero.heroTextSection.IntroText=Lifeguard, sail and paddle.',
    ]);
    const intro = screen.getByText('Summer jobs from coast to coast.');
    expect(sourceOf(intro).get('documentId')).toBe('d1');
    expect(sourceOf(intro).get('model')).toBe('api::destination.destination');
  });

  it('leaves the site’s own labels and a shortened intro unmarked', () => {
    const long = `${'A long introduction to the country and its programmes, '.repeat(3)}ending here.`;
    const data = answer();
    data.destinations = [
      destination({ Hero: { ...destination().Hero, IntroText: long } as DestinationTileFragment['Hero'] }),
    ];
    const placed = placeContent(data);
    const { container } = renderTiles(toTiles(placed));
    const shown = toTiles(placed)[0].subTitle!;
    expect(shown.length).toBeLessThan(long.length);
    expect(screen.getByText(shown)).not.toHaveAttribute('data-strapi-source');
    expect(screen.getByText('Explore')).not.toHaveAttribute('data-strapi-source');
    expect(screen.getByText('View programme')).not.toHaveAttribute('data-strapi-source');
    expect(markedFields(container).some((field) => field.startsWith('Hero.IntroText='))).toBe(false);
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderTiles(toTiles(answer()));
    expect(markedElements(container)).toBe(0);
  });
});

describe('Tiles as visitors meet them', () => {
  const context = testBlockContext();
  const timberline = {
    __typename: 'Brand',
    documentId: 'timberline',
    Name: 'Timberline Camps',
    Slug: 'timberline',
    SeoDetails: { SiteDomainName: 'www.timberlinecamps.com', SingleCountryBrand: true },
  };
  const wayfarer = { ...timberline, documentId: 'wayfarer', Name: 'Wayfarer Collective', Slug: 'wayfarer' };
  const withLabel = (brands: (typeof timberline)[]) =>
    productV2Tile(
      {
        ...productV2(),
        brands,
        TileDetails: { Title: null, SubTitle: null, TitleMobile: null, LinkLabel: 'View program' },
      } as unknown as ProductV2TileFragment,
      context,
    );

  it('shows the brand’s own link label, not the spelling of another brand whose item it links to', () => {
    expect(withLabel([wayfarer]).linkLabel).toBe('View program');
    const shared = withLabel([timberline]);
    expect(shared.href).toMatch(/^https:\/\/www\.timberlinecamps\.com\//);
    expect(shared.linkLabel).toBe('View programme');
  });

  it('names a card once when its phone title is its title (no “MaineMaine” for a reader of its text)', () => {
    renderTiles([
      destinationTile(
        destination({
          Name: 'Maine',
          TileDetails: {
            __typename: 'ComponentSharedTileDetails',
            Title: 'Maine',
            SubTitle: null,
            TitleMobile: 'Maine',
            LinkLabel: null,
          },
        } as Partial<DestinationTileFragment>) as DestinationTileFragment,
        context,
      ),
    ]);
    const link = screen.getByRole('link', { name: 'Maine' });
    expect(link.textContent).toBe('Maine');
  });
});
