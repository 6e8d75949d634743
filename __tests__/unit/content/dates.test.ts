import { formatDate } from '../../../lib/content/dates';
import { groupByMonth } from '../../../lib/content/months';

describe('formatDate (docs/content-rules.md §9 "Mon D YYYY in UTC")', () => {
  it.each<[string, string, string]>([
    ['a date', '2026-03-05', 'Mar 5 2026'],
    ['the day has no leading zero', '2026-01-09', 'Jan 9 2026'],
    ['a two-digit day', '2026-11-30', 'Nov 30 2026'],
    ['a UTC date-time', '2026-03-05T10:20:30Z', 'Mar 5 2026'],
    ['a date-time with milliseconds', '2026-03-05T10:20:30.123Z', 'Mar 5 2026'],
    ['a negative offset that crosses into the next year in UTC', '2026-12-31T23:30:00-02:00', 'Jan 1 2027'],
    ['a positive offset that goes back a day in UTC', '2026-03-05T01:00:00+02:00', 'Mar 4 2026'],
    ['an offset without colon', '2026-03-05T23:00:00-0130', 'Mar 6 2026'],
    ['an hour-only offset', '2026-03-05T23:00:00-03', 'Mar 6 2026'],
    ['a date-time without offset is read as UTC', '2026-03-05T23:59:59', 'Mar 5 2026'],
    ['a date-time without seconds', '2026-03-05T23:59', 'Mar 5 2026'],
    ['a space instead of T', '2026-03-05 12:00:00', 'Mar 5 2026'],
    ['surrounding whitespace is ignored', '  2026-03-05  ', 'Mar 5 2026'],
    ['a lower-case t and z', '2026-03-05t10:00:00z', 'Mar 5 2026'],
    ['a leap day', '2024-02-29', 'Feb 29 2024'],
    ['every three-letter month: May', '2026-05-01', 'May 1 2026'],
    ['every three-letter month: Sep', '2026-09-15', 'Sep 15 2026'],
    ['every three-letter month: Dec', '2026-12-25', 'Dec 25 2026'],
    ['a year before 100 is not read as 19xx', '0099-06-01', 'Jun 1 99'],
  ])('%s: %s → %s', (_rule, iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['an empty string', ''],
    ['text', 'not a date'],
    ['a non-ISO English date', 'March 5, 2026'],
    ['a day that does not exist (no roll-over)', '2026-02-30'],
    ['February 29 of a non-leap year', '2026-02-29'],
    ['month 13', '2026-13-01'],
    ['month 00', '2026-00-10'],
    ['day 00', '2026-03-00'],
    ['hour 24', '2026-03-05T24:00:00Z'],
    ['minute 60', '2026-03-05T10:60:00Z'],
    ['second 60', '2026-03-05T10:00:60Z'],
    ['an impossible offset', '2026-03-05T10:00:00+25:00'],
    ['a date without dashes', '20260305'],
    ['a year and month only', '2026-03'],
    ['one-digit month and day', '2026-3-5'],
    ['trailing garbage', '2026-03-05x'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 1772668800000],
    ['a Date object', new Date('2026-03-05T00:00:00Z')],
  ])('%s gives an empty string and does not throw', (_rule, value) => {
    expect(() => formatDate(value as string)).not.toThrow();
    expect(formatDate(value as string)).toBe('');
  });
});

interface Post {
  id: string;
  datePublished: string;
}

const post = (id: string, datePublished: string): Post => ({ id, datePublished });
const ids = (groups: { month: string; items: Post[] }[]) => groups.map((g) => [g.month, g.items.map((p) => p.id)]);

describe('groupByMonth (docs/content-rules.md §3 "Article grouping: by month name of datePublished", with its year)', () => {
  it.each<[string, Post[], (string | string[])[][]]>([
    ['no items give no groups', [], []],
    ['one item gives one group with the full month name', [post('a', '2026-03-05')], [['March 2026', ['a']]]],
    [
      'groups come in order of first appearance (not calendar order)',
      [post('a', '2026-05-01'), post('b', '2026-03-01'), post('c', '2026-05-20')],
      [
        ['May 2026', ['a', 'c']],
        ['March 2026', ['b']],
      ],
    ],
    [
      'items keep input order inside a group (not sorted by date)',
      [post('late', '2026-03-30'), post('early', '2026-03-01'), post('mid', '2026-03-15')],
      [['March 2026', ['late', 'early', 'mid']]],
    ],
    [
      'the same month of different years is two groups, each headed with its year',
      [post('a', '2026-03-05'), post('b', '2025-04-01'), post('c', '2025-03-10'), post('d', '2026-03-20')],
      [
        ['March 2026', ['a', 'd']],
        ['April 2025', ['b']],
        ['March 2025', ['c']],
      ],
    ],
    [
      'the month is taken in UTC',
      [post('a', '2026-12-31T23:30:00-02:00'), post('b', '2026-04-01T00:30:00+01:00')],
      [
        ['January 2027', ['a']],
        ['March 2026', ['b']],
      ],
    ],
    [
      'items with an invalid date go to no group',
      [
        post('bad', 'soon'),
        post('a', '2026-07-04'),
        post('empty', ''),
        post('rollover', '2026-02-30'),
        post('b', '2026-07-14'),
      ],
      [['July 2026', ['a', 'b']]],
    ],
    ['only invalid dates give no groups', [post('x', ''), post('y', 'nope')], []],
    [
      'all twelve full English month names',
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => post(m, `2026-${m}-15`)),
      [
        ['January 2026', ['01']],
        ['February 2026', ['02']],
        ['March 2026', ['03']],
        ['April 2026', ['04']],
        ['May 2026', ['05']],
        ['June 2026', ['06']],
        ['July 2026', ['07']],
        ['August 2026', ['08']],
        ['September 2026', ['09']],
        ['October 2026', ['10']],
        ['November 2026', ['11']],
        ['December 2026', ['12']],
      ],
    ],
  ])('%s', (_rule, posts, expected) => {
    expect(ids(groupByMonth(posts, (p) => p.datePublished))).toEqual(expected);
  });

  it('skips items whose date getter returns a missing value', () => {
    const items = [{ d: undefined }, { d: '2026-08-01' }, { d: null }] as { d?: string | null }[];
    const groups = groupByMonth(items, (i) => i.d as string);
    expect(groups).toEqual([{ month: 'August 2026', items: [items[1]] }]);
    expect(groups[0].items[0]).toBe(items[1]);
  });

  it('does not mutate the input', () => {
    const posts = [post('b', '2026-05-01'), post('a', '2026-03-01')];
    const before = [...posts];
    groupByMonth(posts, (p) => p.datePublished);
    expect(posts).toEqual(before);
    expect(posts[0]).toBe(before[0]);
  });
});
