import { screen, within } from '@testing-library/react';
import type { MediaDisplayFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import MediaDisplay from './MediaDisplay';
import { toMediaDisplay } from './toMediaDisplay';

const raw: MediaDisplayFragment = {
  id: '1',
  rank: 1,
  Title: 'A summer that counts',
  Body: 'Spend **nine weeks** at camp.\n\n- Lead activities\n- Make friends\n\n[Read the guide](/guide/) or [this](javascript:alert(1)).',
  Media: [testMedia('lake', 'Canoes on a lake at dawn'), null, testMedia('fire', 'Campers around a fire')],
};

const view = (overrides: Partial<MediaDisplayFragment> = {}) => toMediaDisplay({ ...raw, ...overrides });

describe('MediaDisplay', () => {
  it('shows the title, the formatted text and the images with their alternative text', () => {
    renderWithProviders(<MediaDisplay {...view()!} />);
    const section = screen.getByRole('region', { name: 'A summer that counts' });
    expect(within(section).getByRole('heading', { level: 2, name: 'A summer that counts' })).toBeInTheDocument();
    expect(within(section).getByText('nine weeks').tagName).toBe('STRONG');
    expect(within(section).getByText('Lead activities')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Canoes on a lake at dawn', 'Campers around a fire']);
  });

  it('links safe Markdown links only', () => {
    renderWithProviders(<MediaDisplay {...view()!} />);
    expect(screen.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', '/guide/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('this')).toBeInTheDocument();
  });

  it('shows text alone or images alone, and is skipped with neither', () => {
    const { unmount } = renderWithProviders(<MediaDisplay {...view({ Media: [] })!} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<MediaDisplay {...view({ Title: null, Body: '  ', Media: [testMedia()] })!} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Canoes on a lake at dawn' })).toBeInTheDocument();
    expect(view({ Body: null, Media: [null] })).toBeNull();
  });
});

describe('MediaDisplay in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksMediaDisplay',
    Media: raw.Media!.map((file) => file && { __typename: 'UploadFile', ...file }),
  });

  it('marks the title, the text and the images with their fields, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<MediaDisplay {...toMediaDisplay(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=A summer that counts',
        expect.stringMatching(/^Blocks\.0\.Body=Spend nine weeks at camp\./),
        // A multi-media field is one field: each of its files is addressed by the field.
        'Blocks.0.Media=lake.jpg',
        'Blocks.0.Media=fire.jpg',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<MediaDisplay {...toMediaDisplay(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
