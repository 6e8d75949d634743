import { buildTrackingQuery } from '@/lib/content/tracking';
import { readTrackingRecord } from './capture';
import { NO_REFERRER, UTM_PARAMETERS, type TrackingRecord } from './record';

/**
 * The campaign on the way to the booking site (docs/content-rules.md §4 "Campaign to the booking
 * site"): a link to one of the brand's booking or application hosts (brand site settings, Booking
 * sites) carries the campaign that brought the visitor, built with the tracking-link helper. Only
 * with consent: the record is stored only then (lib/tracking/capture.ts), and the caller checks the
 * choice too.
 *
 * Loaded after the page (lib/tracking/useBookingLinkCampaign.ts): none of it is first-load code.
 */

/** The host (with its port, when it has one) of an absolute http(s) address, lower case; null otherwise. */
function hostOf(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Whether an address is on one of the booking hosts (exactly: a lookalike host is not). */
export function isBookingLink(href: string, bookingHosts: readonly string[]): boolean {
  const host = hostOf(href);
  return host !== null && bookingHosts.includes(host);
}

/** The source when the campaign named none: the site the visitor came from, or Direct_link_or_Blocked. */
function fallbackSource(record: TrackingRecord): string {
  if (record.referrer === NO_REFERRER) return NO_REFERRER;
  try {
    return new URL(record.referrer).hostname || NO_REFERRER;
  } catch {
    return NO_REFERRER;
  }
}

/**
 * The link with the visitor's campaign added, when it goes to a booking host and there is a
 * campaign or a referring site to carry; otherwise the link as it was. Parameters the link already
 * has (an editor's own utm_source) are kept; the rest of the address (path, other parameters,
 * fragment) is untouched.
 */
export function withCampaign(href: string, record: TrackingRecord | null, bookingHosts: readonly string[]): string {
  if (!record || !isBookingLink(href, bookingHosts)) return href;
  const hasCampaign = UTM_PARAMETERS.some((name) => record[name]);
  if (!hasCampaign && record.referrer === NO_REFERRER) return href;
  const url = new URL(href);
  if (UTM_PARAMETERS.some((name) => url.searchParams.has(name))) return href;
  const query = buildTrackingQuery(
    { source: record.utm_source, medium: record.utm_medium, campaign: record.utm_campaign, id: record.utm_id },
    fallbackSource(record),
  );
  url.search = url.search ? `${url.search}&${query}` : `?${query}`;
  return url.toString();
}

/** Every way a visitor follows or copies a link: press, click, middle click, keyboard, context menu. */
const EVENTS = ['pointerdown', 'click', 'auxclick', 'keydown', 'contextmenu'] as const;

/**
 * Completes links to the booking hosts as the visitor reaches for them, on the whole document; `choice` reads the cookie choice. Returns what stops it.
 */
export function completeBookingLinks(
  bookingHosts: readonly string[],
  choice: (storage: Storage | null) => 'granted' | 'denied' | null,
  /** The browser's storage, when it may be used (lib/browser-storage's safeLocalStorage). */
  storageOf: () => Storage | null,
): () => void {
  const complete = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const storage = storageOf();
    const record = choice(storage) === 'granted' ? readTrackingRecord(storage) : null;
    const href = withCampaign(anchor.href, record, bookingHosts);
    if (href !== anchor.href) anchor.href = href;
  };
  for (const name of EVENTS) document.addEventListener(name, complete, true);
  return () => {
    for (const name of EVENTS) document.removeEventListener(name, complete, true);
  };
}
