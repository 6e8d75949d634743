/**
 * The tracking record's names (docs/content-rules.md §4, §9): small enough for any module to
 * import. What captures and stores the record (./capture.ts) loads after the page, as the page
 * needs it only once it has loaded (lib/tracking/load-capture.ts).
 */
export const TRACKING_STORAGE_KEY = 'trackingParams';
export const NO_REFERRER = 'Direct_link_or_Blocked';
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_id'] as const;

export type TrackingRecord = Record<(typeof UTM_PARAMETERS)[number], string | null> & { referrer: string };
