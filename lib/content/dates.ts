/**
 * Dates (docs/content-rules.md §9 "Date format", §3 "Article grouping: by month name of datePublished").
 *
 * Pure functions: no React, no I/O, no dependencies. Never depends on the machine's time zone.
 * Grouping by month is in ./months.ts: only the blog lists need it (and its month names).
 */

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `YYYY-MM-DD`, optionally followed by `T`/space, `hh:mm[:ss[.fff…]]` and `Z` or `±hh[:]mm`. */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Parses an ISO 8601 date or date-time into a UTC timestamp, or `null` when it is not one. Strict on purpose:
 * `Date.parse` rolls `2026-02-30` over to March 2 and reads date-times without an offset in local time.
 * Here a date-time without an offset is read as UTC, and impossible dates/times are rejected.
 */
export function parseIso(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;

  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMins = digits.length > 2 ? Number(digits.slice(2)) : 0;
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }

  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  date.setUTCHours(hour, minute - offsetMinutes, second, Number(fraction.slice(0, 3).padEnd(3, '0')));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Formats an ISO 8601 date as `Mon D YYYY` in UTC with English three-letter months (docs/content-rules.md §9 "Date format"):
 * `2026-03-05` → `Mar 5 2026`; `2026-12-31T23:30:00-02:00` → `Jan 1 2027` (the instant, shown in UTC).
 *
 * Accepted input: `YYYY-MM-DD`, optionally with a time (`T` or a space, `hh:mm`, optional seconds and
 * fraction) and an offset (`Z`, `±hh:mm`, `±hhmm`, `±hh`); a date-time without an offset is read as UTC.
 * Anything else — including impossible dates such as `2026-02-30`, or non-ISO text such as `March 5, 2026` —
 * gives '' (it never throws).
 */
export function formatDate(iso: string): string {
  const date = parseIso(iso);
  if (date === null) return '';
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${date.getUTCFullYear()}`;
}
