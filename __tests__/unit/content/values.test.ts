import { compact, nullIfEmpty, text, toList } from '../../../lib/content/values';

describe('nullIfEmpty (docs/content-rules.md §5.3)', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a whitespace-only string', ' \t\n '],
    ['an empty array', []],
    ['an empty plain object', {}],
    ['an object with a null prototype and no keys', Object.create(null)],
  ])('%s counts as null', (_kind, value) => {
    expect(nullIfEmpty(value)).toBeNull();
  });

  const date = new Date('2026-03-05T00:00:00Z');
  const invalidDate = new Date('not a date');
  const nonEnumerable = Object.defineProperty({}, 'hidden', { value: 1, enumerable: false });
  const withSymbol = { [Symbol('k')]: 1 };
  const sparse = new Array(3);
  const nullItems = [null];
  const emptyMap = new Map();
  const emptySet = new Set();
  class Empty {}
  const instance = new Empty();
  const fn = () => undefined;

  it.each<[string, unknown]>([
    ['0', 0],
    ['-0', -0],
    ['NaN', Number.NaN],
    ['false', false],
    ['a non-empty string', 'x'],
    ['a string with surrounding spaces (not trimmed)', '  x  '],
    ['the string "0"', '0'],
    ['a Date', date],
    ['an invalid Date', invalidDate],
    ['an object with a key', { a: undefined }],
    ['an object with a non-enumerable own key', nonEnumerable],
    ['an object with a symbol key', withSymbol],
    ['an array of nulls', nullItems],
    ['a sparse array of length 3', sparse],
    ['an empty Map', emptyMap],
    ['an empty Set', emptySet],
    ['a class instance without keys', instance],
    ['a function', fn],
  ])('%s is kept as the same value', (_kind, value) => {
    const result = nullIfEmpty(value);
    expect(result).not.toBeNull();
    expect(Object.is(result, value)).toBe(true);
  });
});

describe('toList (docs/content-rules.md §5.4)', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a string', 'abc'],
    ['a number', 3],
    ['false', false],
    ['a plain object', { a: 1 }],
    ['an empty object', {}],
    ['an array-like object', { length: 1, 0: 'a' }],
    ['a typed array', new Uint8Array([1, 2])],
    ['a Set', new Set([1])],
  ])('%s (not a list) gives []', (_kind, value) => {
    expect(toList(value)).toEqual([]);
  });

  it.each<[string, unknown[]]>([
    ['an empty list', []],
    ['a list of numbers', [1, 2, 3]],
    ['a list with null and empty items (not filtered)', [null, undefined, '', {}, 0]],
  ])('%s is returned as is (same array)', (_kind, list) => {
    const copy = [...list];
    const result = toList(list);
    expect(result).toBe(list);
    expect(result).toEqual(copy);
    expect(result).toHaveLength(copy.length);
  });

  it('gives a new empty list on each call for non-lists', () => {
    const a = toList<number>(null);
    const b = toList<number>(null);
    a.push(1);
    expect(b).toEqual([]);
  });
});

describe('text: a CMS text field as the page shows it', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['null', null, null],
    ['undefined', undefined, null],
    ['empty', '', null],
    ['whitespace only', ' \n\t ', null],
    ['padded', '  Camp America \n', 'Camp America'],
    ['inner spaces kept', 'Work  and travel', 'Work  and travel'],
  ])('%s', (_kind, value, expected) => {
    expect(text(value)).toBe(expected);
  });
});

describe('compact: the items of a CMS list', () => {
  it('drops null and undefined entries (unpublished relation targets), keeps falsy values', () => {
    expect(compact([null, 0, undefined, '', 'a', false])).toEqual([0, '', 'a', false]);
  });

  it.each([null, undefined])('gives an empty list for %s', (value) => {
    expect(compact(value)).toEqual([]);
  });
});
