/**
 * Path rules (docs/content-rules.md §2 "Content link shapes", rules 7 and 8).
 *
 * Pure functions: no React, no I/O, no dependencies.
 */

/** The country-code placeholder segment written in links (docs/content-rules.md §2.2, §2.7). */
const PLACEHOLDER = '00';

/** The brand whose paths have no trailing slash (docs/content-rules.md §2.8). Compared after trimming, case-sensitively. */
const BUNAC = 'BUNAC';

interface SplitUrl {
  /** `scheme://authority` of an absolute URL, '' for a path. */
  origin: string;
  /** The path, without query string or hash. */
  path: string;
  /** The query string and/or hash, starting with `?` or `#`, or ''. */
  suffix: string;
}

/** Splits `https://host/a/b?x#y` into origin, path and suffix; a plain path has an empty origin. */
function splitUrl(value: string): SplitUrl {
  const absolute = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/is.exec(value);
  const origin = absolute ? absolute[1] : '';
  const rest = absolute ? absolute[2] : value;
  const cut = rest.search(/[?#]/);
  return cut === -1
    ? { origin, path: rest, suffix: '' }
    : { origin, path: rest.slice(0, cut), suffix: rest.slice(cut) };
}

/** True for a scheme without an authority (`mailto:`, `tel:`, `javascript:`), which has no path to change. */
function isOpaqueUri(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value);
}

/**
 * Replaces the country-code placeholder in a path by the lower-cased country code (docs/content-rules.md §2.7).
 *
 * - Only a whole `00` path segment is replaced (`/00/x` → `/gb/x`); `00` inside a segment (`/100/`,
 *   `/2001/`, `/00s/`) is left alone, and so are the query string and hash.
 * - Only the first `00` segment is replaced: the placeholder stands for the single country segment of a
 *   link (§2.2); a later `00` segment is content (for example a slug).
 * - Absolute URLs (`https://host/00/x`) are supported: only their path is changed.
 * - The code is trimmed and lower-cased (country codes are matched case-insensitively, §3 "Country");
 *   a blank code leaves the path unchanged rather than producing an empty segment.
 */
export function replaceCountryCode(path: string, countryCode: string): string {
  const code = typeof countryCode === 'string' ? countryCode.trim().toLowerCase() : '';
  if (typeof path !== 'string' || code === '' || isOpaqueUri(path)) return path;
  const { origin, path: pathname, suffix } = splitUrl(path);
  const segments = pathname.split('/');
  const index = segments.indexOf(PLACEHOLDER);
  if (index === -1) return path;
  segments[index] = code;
  return `${origin}${segments.join('/')}${suffix}`;
}

/**
 * Normalises a path (docs/content-rules.md §2.8):
 *
 * - it starts with a slash; duplicate slashes are collapsed (a leading `//` in a path is collapsed too:
 *   only URLs with a scheme are treated as absolute);
 * - it ends with a slash, except for the BUNAC brand (brand name compared exactly after trimming), whose
 *   trailing slash is stripped; the root path stays `/` for every brand;
 * - `removeCountryCode`: a leading two-letter segment (letters only, any case) is removed; the `00`
 *   placeholder is not letters and is kept;
 * - `countryCode`: `/{cc}/` (lower-cased, trimmed) is ensured as the first segment — if the first segment
 *   already equals the code case-insensitively it is lower-cased, if it is the `00` placeholder it is
 *   replaced, otherwise the code is prepended (another two-letter segment is not guessed to be a country;
 *   combine with `removeCountryCode` to switch country: removal runs first, then the code is ensured);
 *   a blank code is ignored;
 * - a query string / hash is kept intact at the end, the trailing slash going before `?` / `#`;
 * - absolute URLs (`scheme://authority…`) keep their origin and get only their path normalised (an empty
 *   path becomes `/`); URIs with a scheme but no authority (`mailto:`, `tel:`) are returned unchanged.
 */
export function normalisePath(
  path: string,
  options: { brandName?: string | null; countryCode?: string; removeCountryCode?: boolean },
): string {
  const value = typeof path === 'string' ? path.trim() : '';
  if (isOpaqueUri(value)) return value;
  const { origin, path: pathname, suffix } = splitUrl(value);
  const segments = pathname.split('/').filter((segment) => segment !== '');

  if (options.removeCountryCode === true && segments.length > 0 && /^[a-z]{2}$/i.test(segments[0])) {
    segments.shift();
  }

  const code = typeof options.countryCode === 'string' ? options.countryCode.trim().toLowerCase() : '';
  if (code !== '') {
    const first = segments[0];
    if (first !== undefined && (first.toLowerCase() === code || first === PLACEHOLDER)) segments[0] = code;
    else segments.unshift(code);
  }

  const isBunac = typeof options.brandName === 'string' && options.brandName.trim() === BUNAC;
  const normalised = segments.length === 0 ? '/' : `/${segments.join('/')}${isBunac ? '' : '/'}`;
  return `${origin}${normalised}${suffix}`;
}
