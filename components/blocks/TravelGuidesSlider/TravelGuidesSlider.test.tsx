import { screen, within } from '@testing-library/react';
import type { TravelGuidesSliderFragment } from '@/graphql/generated/graphql';
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
