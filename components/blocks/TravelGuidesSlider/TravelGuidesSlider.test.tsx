import { screen, within } from '@testing-library/react';
import type { TravelGuidesSliderFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBlockContext, testMedia } from '@/__tests__/support/render';
import TravelGuidesSlider from './TravelGuidesSlider';
import { toTravelGuidesSlider } from './toTravelGuidesSlider';

type RawGuide = NonNullable<TravelGuidesSliderFragment['travel_guides'][number]>;

const guide = (slug: string, name: string, rank: number | null, overrides: Partial<RawGuide> = {}): RawGuide => ({
  documentId: slug,
  Name: name,
  Slug: slug,
  rank,
  Hero: { Title: name, BannerImage: testMedia(slug, `${name} in winter`) },
  TileDetails: null,
  ...overrides,
});

const raw: TravelGuidesSliderFragment = {
  id: '1',
  rank: 4,
  Title: 'Where you could work',
  SubTitle: ' Resorts across the Alps ',
  travel_guides: [
    guide('val-thorens', 'Val Thorens', 2),
    null,
    guide('chamonix', 'Chamonix', 1, {
      TileDetails: {
        Title: 'Chamonix-Mont-Blanc',
        SubTitle: 'Steep skiing under Mont Blanc',
        TitleMobile: null,
        LinkLabel: ' See the resort ',
      },
    }),
    guide('verbier', 'Verbier', null, { Hero: null }),
  ],
};

describe('TravelGuidesSlider', () => {
  it('shows the guides as tiles in ascending rank, each linking to its guide', () => {
    renderWithProviders(<TravelGuidesSlider {...toTravelGuidesSlider(raw, testBlockContext())!} />);
    const section = screen.getByRole('region', { name: 'Where you could work' });
    expect(within(section).getByText('Resorts across the Alps')).toBeInTheDocument();
    const slider = within(section).getByRole('region', { name: 'Travel guides' });
    const headings = within(slider).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Chamonix-Mont-Blanc', 'Val Thorens', 'Verbier']);
    expect(
      within(slider)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/travel-guides/chamonix/', '/travel-guides/val-thorens/', '/travel-guides/verbier/']);
    expect(within(slider).getAllByRole('listitem')).toHaveLength(3);
    expect(within(slider).getByText('Steep skiing under Mont Blanc')).toBeInTheDocument();
  });

  it('has previous and next controls for the slider', () => {
    renderWithProviders(<TravelGuidesSlider {...toTravelGuidesSlider(raw, testBlockContext())!} />);
    expect(screen.getByRole('button', { name: 'Previous: Travel guides' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next: Travel guides' })).toBeInTheDocument();
  });

  it('makes tiles the top headings without a title, and is skipped without guides', () => {
    renderWithProviders(
      <TravelGuidesSlider {...toTravelGuidesSlider({ ...raw, Title: ' ', SubTitle: null }, testBlockContext())!} />,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(toTravelGuidesSlider({ ...raw, travel_guides: [null] }, testBlockContext())).toBeNull();
  });
});

describe('TravelGuidesSlider in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename, each guide a document of its own. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksTravelGuidesSlider',
    travel_guides: raw.travel_guides.map(
      (item) =>
        item && {
          ...item,
          __typename: 'TravelGuide',
          Hero: item.Hero && {
            ...item.Hero,
            __typename: 'ComponentBlocksHero',
            BannerImage: item.Hero.BannerImage && { __typename: 'UploadFile', ...item.Hero.BannerImage },
          },
          TileDetails: item.TileDetails && { __typename: 'ComponentSharedTileDetails', ...item.TileDetails },
        },
    ),
  });

  it('marks each tile’s texts and image in its guide, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(
      <TravelGuidesSlider {...toTravelGuidesSlider(placed, testBlockContext())!} />,
    );
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Where you could work',
        'Blocks.0.SubTitle=Resorts across the Alps',
        'TileDetails.Title=Chamonix-Mont-Blanc',
        'TileDetails.SubTitle=Steep skiing under Mont Blanc',
        'TileDetails.LinkLabel=See the resort',
        'Hero.BannerImage=chamonix.jpg',
        'Name=Val Thorens',
        'Hero.BannerImage=val-thorens.jpg',
        'Name=Verbier',
      ]),
    );
    // A tile's texts are its guide's, not the page's.
    const name = screen.getByRole('link', { name: 'Val Thorens' });
    expect(new URLSearchParams(name.getAttribute('data-strapi-source')!).get('documentId')).toBe('val-thorens');
    expect(new URLSearchParams(name.getAttribute('data-strapi-source')!).get('model')).toBe(
      'api::travel-guide.travel-guide',
    );
    // The site's own label is not the CMS's.
    expect(markedFields(container).some((field) => field.endsWith('=Read the guide'))).toBe(false);
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(
      <TravelGuidesSlider {...toTravelGuidesSlider(answer(), testBlockContext())!} />,
    );
    expect(markedElements(container)).toBe(0);
  });
});
