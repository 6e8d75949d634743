import { screen, within } from '@testing-library/react';
import type { CheckListFragment } from '@/graphql/generated/graphql';
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
