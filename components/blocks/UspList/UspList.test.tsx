import { screen, within } from '@testing-library/react';
import type { UspListFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import { expectNoAxeViolations } from '@/__tests__/support/axe';
import UspList from './UspList';
import { toUspList } from './toUspList';

const raw: UspListFragment = {
  id: '1',
  rank: 2,
  Title: ' Why travel with us ',
  Items: [
    { id: 'u1', Title: '24/7 support', Text: 'Someone to call, day and night.', Icon: testMedia('phone-icon', '') },
    null,
    { id: 'u2', Title: 'Visa help', Text: 'We sponsor your J-1 visa.', Icon: testMedia('visa-icon', 'Passport stamp') },
    { id: 'u3', Title: 'Fully insured', Text: null, Icon: null },
    { id: 'u4', Title: '   ', Text: ' ', Icon: testMedia('empty') },
  ],
};

const render = (overrides: Partial<UspListFragment> = {}) =>
  renderWithProviders(<UspList {...toUspList({ ...raw, ...overrides })!} />);

describe('UspList', () => {
  it('lists the selling points under the block title, each with an h3', async () => {
    const { container } = render();
    const region = screen.getByRole('region', { name: 'Why travel with us' });
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '24/7 support',
      'Visa help',
      'Fully insured',
    ]);
    expect(within(items[0]).getByText('Someone to call, day and night.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows icons from the CMS: decorative without alt text, described with it', () => {
    render();
    // Only the icon with alternative text is announced; the other is decorative (alt="").
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Passport stamp']);
    const decorative = document.querySelector('img[alt=""]');
    expect(decorative).toHaveAttribute('src', expect.stringContaining(encodeURIComponent('/uploads/phone-icon.jpg')));
  });

  it('uses h2 item headings when the block has no title', () => {
    render({ Title: null });
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('shows CMS text as text, never as markup', () => {
    render({ Items: [{ id: 'x', Title: '<img src=x onerror=alert(1)>', Text: '**not bold**', Icon: null }] });
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(screen.getByText('**not bold**')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('drops empty items and is skipped when none is left', () => {
    expect(toUspList(raw)!.items.map((item) => item.id)).toEqual(['u1', 'u2', 'u3']);
    expect(toUspList({ ...raw, Items: [null, { id: 'e', Title: '', Text: null, Icon: testMedia() }] })).toBeNull();
    expect(toUspList({ ...raw, Items: null })).toBeNull();
  });
});

describe('UspList in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksUspList',
    Items: raw.Items!.map(
      (item) =>
        item && {
          ...item,
          __typename: 'ComponentSharedUsp',
          Icon: item.Icon && { __typename: 'UploadFile', ...item.Icon },
        },
    ),
  });

  it('marks each point’s title, text and icon with its field, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<UspList {...toUspList(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Why travel with us',
        'Blocks.0.Items.0.Title=24/7 support',
        'Blocks.0.Items.0.Text=Someone to call, day and night.',
        'Blocks.0.Items.0.Icon=phone-icon.jpg',
        // Addressed by their place in the document, empty entries included.
        'Blocks.0.Items.2.Title=Visa help',
        'Blocks.0.Items.2.Icon=visa-icon.jpg',
        'Blocks.0.Items.3.Title=Fully insured',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<UspList {...toUspList(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
