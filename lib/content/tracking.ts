/**
 * Tracking-link helper (docs/content-rules.md §2 "Tracking-link helper"; parameter names in §9).
 *
 * Pure functions: no React, no I/O, no dependencies.
 */

/** Trims a value; anything that is not a string counts as empty. */
function clean(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Builds the campaign query string of a tracking link (docs/content-rules.md §2 "Tracking-link helper", §9
 * "Tracking parameters: utm_source, utm_medium, utm_campaign, utm_id").
 *
 * - `utm_source` is always present: the trimmed `source`, or the trimmed `fallbackSource` when `source`
 *   is missing, empty or whitespace (when the fallback is blank too, `utm_source=` is still written);
 * - then `utm_medium`, `utm_campaign`, `utm_id`, in that order, each only when non-empty after trimming;
 * - values are trimmed and encoded with `encodeURIComponent`; pairs are joined with `&`; no leading `?`.
 */
export function buildTrackingQuery(
  params: { source?: string | null; medium?: string | null; campaign?: string | null; id?: string | null },
  fallbackSource: string,
): string {
  const source = clean(params.source) || clean(fallbackSource);
  const pairs: [string, string][] = [['utm_source', source]];
  const optional: [string, string][] = [
    ['utm_medium', clean(params.medium)],
    ['utm_campaign', clean(params.campaign)],
    ['utm_id', clean(params.id)],
  ];
  for (const [name, value] of optional) if (value !== '') pairs.push([name, value]);
  return pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}
