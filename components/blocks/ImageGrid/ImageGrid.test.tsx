import { screen, within } from '@testing-library/react';
import type { ImageGridFragment } from '@/graphql/generated/graphql';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import ImageGrid from './ImageGrid';
import { toImageGrid } from './toImageGrid';

const raw: ImageGridFragment = {
  id: '1',
  rank: 6,
  Title: 'Life at camp',
  Images: [
    testMedia('lake', 'Canoes on a lake at dawn'),
    null,
    testMedia('fire', 'Campers around a fire'),
    { ...testMedia('ridge'), url: 'https://cdn.example.com/ridge.jpg', alternativeText: null },
  ],
};

describe('ImageGrid', () => {
  it('shows each image with its alternative text, as a list under the title', () => {
    renderWithProviders(<ImageGrid {...toImageGrid(raw)!} />);
    const section = screen.getByRole('region', { name: 'Life at camp' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(section)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Canoes on a lake at dawn', 'Campers around a fire']);
    // An image without alternative text is decorative: alt="", no accessible image.
    expect(section.querySelectorAll('img[alt=""]')).toHaveLength(1);
  });

  it('makes CMS paths absolute and keeps absolute URLs', () => {
    const view = toImageGrid(raw)!;
    expect(view.images.map((image) => image.media.url)).toEqual([
      '/uploads/lake.jpg',
      '/uploads/fire.jpg',
      'https://cdn.example.com/ridge.jpg',
    ]);
  });

  it('is skipped without images', () => {
    expect(toImageGrid({ ...raw, Images: [null] })).toBeNull();
    expect(toImageGrid({ ...raw, Images: [] })).toBeNull();
  });
});
