import { sortByRank } from '../../../lib/content/sort';

interface Block {
  id: string;
  rank?: unknown;
  Rank?: unknown;
}

const b = (id: string, rank?: unknown): Block => (rank === undefined ? { id } : { id, rank });
const order = (items: Block[]) => items.map((item) => item.id);

describe('sortByRank (docs/content-rules.md §2 "ascending order of their numeric rank", §9 sorts)', () => {
  it.each<[string, Block[], string[]]>([
    ['an empty list stays empty', [], []],
    ['ascending numeric rank', [b('c', 3), b('a', 1), b('b', 2)], ['a', 'b', 'c']],
    ['numeric order, not string order (10 after 9)', [b('ten', 10), b('nine', 9), b('one', 1)], ['one', 'nine', 'ten']],
    ['negative and zero ranks', [b('z', 0), b('p', 5), b('n', -2)], ['n', 'z', 'p']],
    ['fractional ranks', [b('x', 1.5), b('y', 1.25), b('w', 1)], ['w', 'y', 'x']],
    [
      'stable: equal ranks keep input order',
      [b('a1', 1), b('b2', 2), b('a2', 1), b('b1', 2), b('a3', 1)],
      ['a1', 'a2', 'a3', 'b2', 'b1'],
    ],
    ['numeric strings count as numbers', [b('s10', '10'), b('n2', 2), b('s1', ' 1 ')], ['s1', 'n2', 's10']],
    ['a numeric string equal to a number keeps input order', [b('str', '2'), b('num', 2)], ['str', 'num']],
    ['exponent notation is numeric', [b('e', '1e2'), b('n', 50)], ['n', 'e']],
    ['missing rank goes last', [b('none'), b('r2', 2), b('r1', 1)], ['r1', 'r2', 'none']],
    ['null rank goes last', [b('null', null), b('r', 7)], ['r', 'null']],
    ['NaN rank goes last', [b('nan', Number.NaN), b('r', 7)], ['r', 'nan']],
    ['a non-numeric string goes last', [b('text', 'first'), b('r', 7)], ['r', 'text']],
    ['a blank string goes last (not 0)', [b('blank', '  '), b('r', 7)], ['r', 'blank']],
    ['a hex string goes last (decimal only)', [b('hex', '0x1'), b('r', 7)], ['r', 'hex']],
    ['a boolean goes last', [b('bool', true), b('r', 7)], ['r', 'bool']],
    ['an object goes last', [b('obj', { value: 1 }), b('r', 7)], ['r', 'obj']],
    [
      'unranked items keep input order at the end',
      [b('u1'), b('r3', 3), b('u2', null), b('r1', 1), b('u3', 'x'), b('u4', Number.NaN)],
      ['r1', 'r3', 'u1', 'u2', 'u3', 'u4'],
    ],
    [
      'Infinity is a number: after finite ranks, before unranked',
      [b('u'), b('inf', Infinity), b('r', 1e9)],
      ['r', 'inf', 'u'],
    ],
    ['-Infinity sorts first', [b('r', -1e9), b('ninf', -Infinity)], ['ninf', 'r']],
  ])('%s', (_rule, items, expected) => {
    expect(order(sortByRank(items))).toEqual(expected);
  });

  it('uses another key when given (Rank for inclusions and travel essentials)', () => {
    const items: Block[] = [
      { id: 'b', Rank: 2, rank: 1 },
      { id: 'a', Rank: 1, rank: 2 },
      { id: 'none', rank: 0 },
    ];
    expect(order(sortByRank(items, 'Rank'))).toEqual(['a', 'b', 'none']);
    expect(order(sortByRank(items))).toEqual(['none', 'b', 'a']);
  });

  it('does not mutate the input and returns a new array', () => {
    const items = [b('c', 3), b('u'), b('a', 1)];
    const before = [...items];
    const result = sortByRank(items);
    expect(result).not.toBe(items);
    expect(items).toEqual(before);
    items.forEach((item, index) => expect(item).toBe(before[index]));
    expect(result[0]).toBe(items[2]);
  });

  it('treats non-object items as unranked', () => {
    const items = [null, { id: 'r', rank: 1 }, 5, 'x'] as unknown as Block[];
    expect(sortByRank(items)).toEqual([{ id: 'r', rank: 1 }, null, 5, 'x']);
  });

  it('gives [] for a value that is not a list', () => {
    expect(sortByRank(null as unknown as Block[])).toEqual([]);
  });
});
