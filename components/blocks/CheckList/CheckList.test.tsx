import { screen, within } from '@testing-library/react';
import type { CheckListFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBlockContext } from '@/__tests__/support/render';
import CheckList from './CheckList';
import { toCheckList } from './toCheckList';

const raw: CheckListFragment = {
  id: '1',
  rank: 5,
  Title: ' Are you eligible? ',
  IntroText: 'You can apply if all of these are true:',
  Items: [
    { id: 'c', Text: 'You hold a UK or Irish passport', Rank: 3 },
    { id: 'a', Text: 'You are 18 or over by 1 June', Rank: 1 },
    null,
    { id: 'x', Text: '   ', Rank: 0 },
    { id: 'b', Text: 'You are free from June to August', Rank: 2 },
    { id: 'd', Text: 'You love the outdoors', Rank: null },
  ],
};

describe('CheckList', () => {
  it('lists the points in ascending rank under its title and intro', () => {
    renderWithProviders(<CheckList {...toCheckList(raw, testBlockContext())!} />);
    const section = screen.getByRole('region', { name: 'Are you eligible?' });
    expect(within(section).getByText('You can apply if all of these are true:')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You are 18 or over by 1 June',
      'You are free from June to August',
      'You hold a UK or Irish passport',
      'You love the outdoors',
    ]);
  });

  it('is skipped without items, and shows the list without a title or intro', () => {
    expect(toCheckList({ ...raw, Items: [null, { id: 'x', Text: null, Rank: 1 }] }, testBlockContext())).toBeNull();
    expect(toCheckList({ ...raw, Items: null }, testBlockContext())).toBeNull();
    renderWithProviders(<CheckList {...toCheckList({ ...raw, Title: null, IntroText: ' ' }, testBlockContext())!} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('CheckList in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksCheckList',
    Items: raw.Items!.map((item) => item && { __typename: 'ComponentSharedListItem', ...item }),
  });

  it('marks the intro and each point with its field, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<CheckList {...toCheckList(placed, testBlockContext())!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Are you eligible?',
        'Blocks.0.IntroText=You can apply if all of these are true:',
        // Shown in rank order, addressed by their place in the document.
        'Blocks.0.Items.1.Text=You are 18 or over by 1 June',
        'Blocks.0.Items.0.Text=You hold a UK or Irish passport',
        'Blocks.0.Items.5.Text=You love the outdoors',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<CheckList {...toCheckList(answer(), testBlockContext())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
