import { screen, within } from '@testing-library/react';
import type { CrossSellFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBlockContext, testMedia } from '@/__tests__/support/render';
import CrossSell from './CrossSell';
import { toCrossSell } from './toCrossSell';

const brandRef = (name: string, slug: string, domain: string, single: boolean) => ({
  __typename: 'Brand' as const,
  documentId: slug,
  Name: name,
  Slug: slug,
  SeoDetails: { SiteDomainName: domain, SingleCountryBrand: single },
});

const raw: CrossSellFragment = {
  id: '1',
  rank: 2,
  Title: 'Popular programmes',
  SubTitle: 'Hand-picked for you',
  destinations: [],
  experiences: [],
  products: [],
  travel_guides: [],
  products_v2: [
    {
      documentId: 'p1',
      Name: 'Camp Counsellor USA',
      Slug: 'camp-counsellor-usa',
      rank: 1,
      IsInfoHubPage: false,
      experience: { documentId: 'e1', Slug: 'summer-camp-america' },
      brands: [brandRef('Wayfarer Collective', 'wayfarer', 'www.wayfarercollective.com', false)],
      productHero: {
        heroTextSection: { Title: 'Camp', IntroText: 'Nine weeks at camp', backgroundImage: testMedia() },
      },
      TileDetails: {
        Title: 'Camp Counsellor USA',
        SubTitle: 'Nine weeks at a US summer camp',
        TitleMobile: 'Camp USA',
        LinkLabel: null,
      },
    },
    {
      documentId: 'p2',
      Name: 'Waterfront Specialist Program',
      Slug: 'waterfront-specialist-program',
      rank: 2,
      IsInfoHubPage: false,
      experience: { documentId: 'e2', Slug: 'activity-specialist' },
      brands: [brandRef('Timberline Camps', 'timberline', 'www.timberlinecamps.com', true)],
      productHero: null,
      TileDetails: null,
    },
  ],
};

describe('CrossSell', () => {
  it('links each tile to its product, on the other brand’s site for another brand’s product', () => {
    renderWithProviders(<CrossSell {...toCrossSell(raw, testBlockContext({ countryCode: 'gb' }))!} />);
    const section = screen.getByRole('region', { name: 'Popular programmes' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/gb/experiences/summer-camp-america/camp-counsellor-usa/',
      'https://www.timberlinecamps.com/experiences/activity-specialist/waterfront-specialist-program/',
    ]);
    expect(screen.getByText('Hand-picked for you')).toBeInTheDocument();
  });

  it('shows TitleMobile on small screens and the title on larger ones', () => {
    renderWithProviders(<CrossSell {...toCrossSell(raw, testBlockContext())!} />);
    expect(screen.getByText('Camp USA')).toBeInTheDocument();
    expect(screen.getByText('Camp Counsellor USA')).toBeInTheDocument();
  });

  it('gives the tile image the CMS alternative text and skips an empty block', () => {
    expect(toCrossSell({ ...raw, products_v2: [] }, testBlockContext())).toBeNull();
    const view = toCrossSell(raw, testBlockContext())!;
    expect(view.tiles[0].image).toMatchObject({ url: '/uploads/lake.jpg', alt: 'Canoes on a lake at dawn' });
  });
});

describe('CrossSell in the admin’s preview (click-to-edit)', () => {
  type RawProduct = NonNullable<NonNullable<CrossSellFragment['products_v2']>[number]>;
  /** As GraphQL answers: every object with its __typename, each product a document of its own. */
  const product = (item: RawProduct) => ({
    ...item,
    __typename: 'ProductV2',
    experience: item.experience && { __typename: 'Experience', ...item.experience },
    brands: item.brands.map(
      (brand) => brand && { ...brand, SeoDetails: { __typename: 'ComponentBrandSeoData', ...brand.SeoDetails } },
    ),
    productHero: item.productHero && {
      __typename: 'ComponentBlocksProductHero',
      heroTextSection: {
        ...item.productHero.heroTextSection,
        __typename: 'ComponentBlocksHeroTextSection',
        backgroundImage: { __typename: 'UploadFile', ...item.productHero.heroTextSection.backgroundImage! },
      },
    },
    TileDetails: item.TileDetails && { __typename: 'ComponentSharedTileDetails', ...item.TileDetails },
  });
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksCrossSell',
    products_v2: raw.products_v2!.map((item) => item && product(item)),
  });

  it('marks each tile’s texts in its product, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<CrossSell {...toCrossSell(placed, testBlockContext())!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Popular programmes',
        'Blocks.0.SubTitle=Hand-picked for you',
        'TileDetails.Title=Camp Counsellor USA',
        'TileDetails.TitleMobile=Camp USA',
        'TileDetails.SubTitle=Nine weeks at a US summer camp',
        'Name=Waterfront Specialist Program',
        'productHero.heroTextSection.backgroundImage=lake.jpg',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<CrossSell {...toCrossSell(answer(), testBlockContext())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
