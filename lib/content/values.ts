/**
 * Empty values and lists (docs/content-rules.md §5 "Validation rules" 3–4).
 *
 * Pure functions: no React, no I/O, no dependencies.
 */

/** True for `{}` made by an object literal / `Object.create(null)`, i.e. not a Date, Map, class instance… */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Turns an empty value into `null` (docs/content-rules.md §5.3 "Empty values and empty objects count as null").
 *
 * Empty: `null`, `undefined`, a string that is empty or whitespace-only, an empty array `[]`, and a plain
 * object with no own keys `{}` (own keys as given by `Reflect.ownKeys`, so symbol and non-enumerable keys
 * count as keys). NOT empty: `0`, `NaN`, `false`, Date objects (even invalid ones), empty Maps/Sets and
 * other non-plain objects, functions. Non-empty values are returned unchanged (strings are not trimmed).
 */
export function nullIfEmpty<T>(value: T): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) return value.length === 0 ? null : value;
  if (typeof value === 'object' && isPlainObject(value) && Reflect.ownKeys(value).length === 0) return null;
  return value;
}

/**
 * Reads a value as a list (docs/content-rules.md §5.4 "A non-list value yields an empty list").
 *
 * An array is returned as is — the same array, items not filtered (null items stay). Anything else
 * (`null`, `undefined`, an object, a string, an array-like or a typed array) gives a new empty array.
 */
export function toList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** A text field from the CMS, trimmed; null when empty (docs/content-rules.md §5.3). */
export function text(value: string | null | undefined): string | null {
  return nullIfEmpty(value?.trim()) ?? null;
}

/**
 * The items of a CMS list, without the null entries a repeatable component or a relation may hold
 * (an unpublished target); a non-list gives an empty list (docs/content-rules.md §5.4).
 */
export function compact<T>(items: readonly (T | null | undefined)[] | null | undefined): T[] {
  return toList<T | null | undefined>(items).filter((item): item is T => item != null);
}

/** A country code field (ISO 3166-1 alpha-2), upper case; null when it is not two letters. */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
