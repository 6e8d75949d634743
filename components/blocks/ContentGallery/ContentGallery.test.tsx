import { screen, within } from '@testing-library/react';
import type { ContentGalleryFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import ContentGallery from './ContentGallery';
import { toContentGallery } from './toContentGallery';

const raw: ContentGalleryFragment = {
  id: '1',
  rank: 2,
  Title: ' Around the resort ',
  Images: [
    { ...testMedia('piste', 'Skiers on a wide blue piste'), caption: ' The Grand Massif ' },
    testMedia('chalet', 'A wooden chalet in snow'),
    null,
    { ...testMedia('broken'), url: '' },
  ],
};

describe('ContentGallery', () => {
  it('shows the photos as figures with their alternative text and captions', () => {
    renderWithProviders(<ContentGallery {...toContentGallery(raw)!} />);
    const section = screen.getByRole('region', { name: 'Around the resort' });
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(within(figures[0]).getByRole('img', { name: 'Skiers on a wide blue piste' })).toBeInTheDocument();
    expect(within(figures[0]).getByText('The Grand Massif').tagName).toBe('FIGCAPTION');
    expect(figures[1].querySelector('figcaption')).toBeNull();
    expect(within(figures[1]).getByRole('img', { name: 'A wooden chalet in snow' })).toBeInTheDocument();
  });

  it('keeps a gallery of many photos as a list, the first featured', () => {
    const many = Array.from({ length: 6 }, (_, index) => testMedia(`photo-${index}`, `Photo ${index + 1}`));
    renderWithProviders(<ContentGallery {...toContentGallery({ ...raw, Images: many })!} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 3',
      'Photo 4',
      'Photo 5',
      'Photo 6',
    ]);
  });

  it('is skipped without usable images', () => {
    expect(toContentGallery({ ...raw, Images: [null, { ...testMedia(), url: '' }] })).toBeNull();
  });
});

describe('ContentGallery in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksContentGallery',
    Images: raw.Images!.map((image) => image && { __typename: 'UploadFile', ...image }),
  });

  it('marks each image with the gallery’s media field, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<ContentGallery {...toContentGallery(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([
      // A caption is the media library's, not the page's: not edited here.
      'Blocks.0.Images.caption (page-1): "The Grand Massif"',
    ]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Around the resort',
        'Blocks.0.Images=piste.jpg',
        'Blocks.0.Images=chalet.jpg',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<ContentGallery {...toContentGallery(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
