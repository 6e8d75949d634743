/**
 * Rank ordering (docs/content-rules.md §2 "Content blocks are shown in ascending order of their numeric rank", §9 "Sorts").
 *
 * Pure functions: no React, no I/O, no dependencies.
 */

/** Decimal number notation only (`3`, `-1.5`, `.5`, `1e2`); no hex/binary/octal, no blank string. */
const NUMERIC_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** The item's numeric rank, or `null` when it has none. */
function rankOf(item: unknown, key: string): number | null {
  if (typeof item !== 'object' || item === null) return null;
  const value = (item as Record<string, unknown>)[key];
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'string' && NUMERIC_STRING.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Sorts items by ascending numeric rank (docs/content-rules.md §2 "Content blocks are shown in ascending order of their
 * numeric rank"; §9 "destinations, products and logo slides by rank ascending; travel essentials and
 * inclusions by Rank ascending" — hence the `key` parameter, default `rank`).
 *
 * - Returns a new array; the input is not mutated.
 * - Stable: items with equal ranks keep their input order.
 * - A rank is a number (±Infinity included, NaN excluded) or a numeric string in decimal notation
 *   (`"2"`, `" 1.5 "`, `"1e2"`; not `"0x10"`, not blank).
 * - Items without a numeric rank (missing, null, NaN, booleans, other strings, objects, or the item itself
 *   not being an object) come last, in input order.
 * - A value that is not an array gives [].
 */
export function sortByRank<T>(items: T[], key: string = 'rank'): T[] {
  if (!Array.isArray(items)) return [];
  return items
    .map((item, index) => ({ item, index, rank: rankOf(item, key) }))
    .sort((a, b) => {
      if (a.rank === null || b.rank === null) {
        if (a.rank !== b.rank) return a.rank === null ? 1 : -1;
        return a.index - b.index;
      }
      if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}
