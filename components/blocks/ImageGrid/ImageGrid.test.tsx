import { screen, within } from '@testing-library/react';
import type { ImageGridFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
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

describe('ImageGrid in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksImageGrid',
    Images: raw.Images!.map((image) => image && { __typename: 'UploadFile', ...image }),
  });

  it('marks each image with the grid’s media field, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<ImageGrid {...toImageGrid(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining(['Blocks.0.Title=Life at camp', 'Blocks.0.Images=lake.jpg', 'Blocks.0.Images=fire.jpg']),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<ImageGrid {...toImageGrid(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
