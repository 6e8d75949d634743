import { screen, within } from '@testing-library/react';
import type { Top5ListFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import { expectNoAxeViolations } from '@/__tests__/support/axe';
import Top5List from './Top5List';
import { toTop5List } from './toTop5List';

type Item = NonNullable<NonNullable<Top5ListFragment['Items']>[number]>;
const item = (n: number, overrides: Partial<Item> = {}): Item => ({
  id: `i${n}`,
  Title: `Place ${n}`,
  Body: `Why place ${n} is great.`,
  Image: testMedia(`place-${n}`, `Photo of place ${n}`),
  ...overrides,
});

const raw: Top5ListFragment = {
  id: '1',
  rank: 8,
  Title: 'Top 5 things to do in Banff',
  Items: [item(1), null, item(2, { Image: null }), item(3), item(4), item(5), item(6), item(7)],
};

const render = (overrides: Partial<Top5ListFragment> = {}) =>
  renderWithProviders(<Top5List {...toTop5List({ ...raw, ...overrides })!} />);

describe('Top5List', () => {
  it('shows never more than five items, even when the CMS sends more', async () => {
    const { container } = render();
    const list = within(screen.getByRole('region', { name: 'Top 5 things to do in Banff' })).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Place 1',
      'Place 2',
      'Place 3',
      'Place 4',
      'Place 5',
    ]);
    expect(screen.queryByText('Place 6')).not.toBeInTheDocument();
    expect(toTop5List(raw)!.items).toHaveLength(5);
    await expectNoAxeViolations(container);
  });

  it('numbers the items and shows their pictures with alternative text', () => {
    render();
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(items[0]).getByRole('img', { name: 'Photo of place 1' })).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent('/uploads/place-1.jpg')),
    );
    expect(within(items[1]).queryByRole('img')).not.toBeInTheDocument();
    expect(within(items[1]).getByText('Why place 2 is great.')).toBeInTheDocument();
  });

  it('drops empty items before keeping five', () => {
    const view = toTop5List({
      ...raw,
      Items: [item(1, { Title: ' ', Body: null }), item(2), item(3), item(4), item(5), item(6), item(7)],
    })!;
    expect(view.items.map((entry) => entry.title)).toEqual(['Place 2', 'Place 3', 'Place 4', 'Place 5', 'Place 6']);
    expect(toTop5List({ ...raw, Items: [null, item(1, { Title: '', Body: '  ' })] })).toBeNull();
    expect(toTop5List({ ...raw, Items: null })).toBeNull();
  });

  it('shows CMS text as text, never as markup', () => {
    render({ Items: [item(1, { Title: '<script>alert(1)</script>', Body: '[x](javascript:alert(1))', Image: null })] });
    expect(screen.getByRole('heading', { level: 3, name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(screen.getByText('[x](javascript:alert(1))')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Top5List in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksTop5List',
    Items: raw.Items!.map(
      (entry) =>
        entry && {
          ...entry,
          __typename: 'ComponentSharedTop5Item',
          Image: entry.Image && { __typename: 'UploadFile', ...entry.Image },
        },
    ),
  });

  it('marks each item’s title, text and picture with its field, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<Top5List {...toTop5List(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Top 5 things to do in Banff',
        'Blocks.0.Items.0.Title=Place 1',
        'Blocks.0.Items.0.Body=Why place 1 is great.',
        'Blocks.0.Items.0.Image=place-1.jpg',
        // Addressed by their place in the document, empty entries included.
        'Blocks.0.Items.2.Title=Place 2',
        'Blocks.0.Items.2.Body=Why place 2 is great.',
        'Blocks.0.Items.5.Title=Place 5',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<Top5List {...toTop5List(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
