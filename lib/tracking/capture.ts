/** docs/content-rules.md §4, §9: UTM capture into localStorage, with the visitor's consent. */
import { NO_REFERRER, TRACKING_STORAGE_KEY, type TrackingRecord } from './record';

export { NO_REFERRER, TRACKING_STORAGE_KEY, UTM_PARAMETERS, type TrackingRecord } from './record';

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

/** Removes the saved record; storage that is missing or forbidden never breaks the page. */
export function clearTrackingRecord(storage: Pick<Storage, 'removeItem'> | null | undefined): void {
  try {
    storage?.removeItem(TRACKING_STORAGE_KEY);
  } catch {
    // nothing was kept then
  }
}

/**
 * An arrival's campaign waits for the visitor's cookie choice (the brands' cookie policies list
 * campaign data as its own category): held here, in this page's memory, until they choose.
 */
let heldArrival: TrackingRecord | null = null;

/**
 * Records an arrival as the visitor's choice allows: stored at once where they accepted; held in
 * memory while they have not chosen, with nothing of an earlier visit kept meanwhile; dropped
 * where they rejected, and anything stored before with it.
 */
export function recordArrival(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null | undefined,
  record: TrackingRecord | null,
  choice: 'granted' | 'denied' | null,
): void {
  if (choice === 'granted') {
    if (record) saveTrackingRecord(storage, record);
    return;
  }
  clearTrackingRecord(storage);
  heldArrival = choice === null ? (record ?? heldArrival) : null;
}

/** The visitor chose: on accept the held arrival is stored; on reject it is dropped and what was stored is removed. */
export function applyTrackingChoice(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null | undefined,
  choice: 'granted' | 'denied',
): void {
  if (choice === 'granted') {
    if (heldArrival) saveTrackingRecord(storage, heldArrival);
  } else clearTrackingRecord(storage);
  heldArrival = null;
}

/**
 * The campaign this visit came with, for this page's own events (the page_view): the stored
 * record, or the arrival held in memory while the visitor has not chosen. Nothing is stored for it.
 */
export function currentTrackingRecord(storage: Pick<Storage, 'getItem'> | null | undefined): TrackingRecord | null {
  return readTrackingRecord(storage) ?? heldArrival;
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
