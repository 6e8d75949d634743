/** docs/content-rules.md §4, §9: UTM capture into localStorage. */
export const TRACKING_STORAGE_KEY = 'trackingParams';
export const NO_REFERRER = 'Direct_link_or_Blocked';
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_id'] as const;

export type TrackingRecord = Record<(typeof UTM_PARAMETERS)[number], string | null> & { referrer: string };

/** Campaign values are short labels; anything longer is cut rather than stored whole. */
const MAX_VALUE_LENGTH = 200;

const firstValue = (value: string | string[] | undefined): string | null => {
  const raw = Array.isArray(value) ? value[0] : value;
  const trimmed = raw?.trim();
  return trimmed ? trimmed.slice(0, MAX_VALUE_LENGTH) : null;
};

const hostnameOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * The record to save for this page load, or null when the visitor came from the site itself
 * (moving between pages is not a new arrival). No referrer (typed URL, blocked referrer) records
 * Direct_link_or_Blocked.
 */
export function buildTrackingRecord(input: {
  query: Record<string, string | string[] | undefined>;
  referrer: string;
  ownHostname: string;
}): TrackingRecord | null {
  const referrer = input.referrer.trim();
  if (referrer && hostnameOf(referrer) === input.ownHostname.toLowerCase()) return null;
  return {
    utm_source: firstValue(input.query.utm_source),
    utm_medium: firstValue(input.query.utm_medium),
    utm_campaign: firstValue(input.query.utm_campaign),
    utm_id: firstValue(input.query.utm_id),
    referrer: referrer ? referrer.slice(0, MAX_VALUE_LENGTH * 5) : NO_REFERRER,
  };
}

/** Saves the record; storage that is missing, full or forbidden never breaks the page. */
export function saveTrackingRecord(
  storage: Pick<Storage, 'setItem'> | null | undefined,
  record: TrackingRecord,
): boolean {
  try {
    storage?.setItem(TRACKING_STORAGE_KEY, JSON.stringify(record));
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** Reads the saved record; missing, unreadable or malformed data gives null. */
export function readTrackingRecord(storage: Pick<Storage, 'getItem'> | null | undefined): TrackingRecord | null {
  try {
    const value = storage?.getItem(TRACKING_STORAGE_KEY);
    if (!value) return null;
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as TrackingRecord).referrer !== 'string')
      return null;
    return parsed as TrackingRecord;
  } catch {
    return null;
  }
}
