/**
 * Article grouping (docs/content-rules.md §3 "Article grouping: by month name of datePublished"),
 * apart from ./dates.ts so that only the pages that group (the blog lists) carry it.
 *
 * Pure functions: no React, no I/O. Never depends on the machine's time zone.
 */
import { parseIso } from './dates';

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Groups items by the month of their date (docs/content-rules.md §3 "Article grouping: by month name of
 * datePublished"), headed by the full English month name and its year (`March 2026`), in UTC.
 *
 * - Groups come in order of first appearance; items keep their input order inside a group.
 * - The same month of different years is two groups: a heading "March" over posts of two years, or
 *   with no year at all, left readers guessing which March.
 * - Items whose date is missing or invalid (the same rules as `formatDate`) go to no group.
 * - The input is not mutated.
 */
export function groupByMonth<T>(items: T[], getDate: (item: T) => string): { month: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of Array.isArray(items) ? items : []) {
    const date = parseIso(getDate(item));
    if (date === null) continue;
    const month = `${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
    const group = groups.get(month);
    if (group) group.push(item);
    else groups.set(month, [item]);
  }
  return Array.from(groups, ([month, grouped]) => ({ month, items: grouped }));
}
