import { useEffect } from 'react';
import { safeLocalStorage } from '@/lib/browser-storage';
import { readTrackingRecord } from './capture';

/** Every way a visitor follows or copies a link: press, click, middle click, keyboard, context menu. */
const EVENTS = ['pointerdown', 'click', 'auxclick', 'keydown', 'contextmenu'] as const;

/**
 * Links to the brand's booking sites carry the visitor's campaign (lib/tracking/booking-links.ts),
 * whichever part of the page they are in (a block's button, a product's booking list, the header's
 * "My booking", a link in rich text). The address is completed as the visitor reaches for the link,
 * as analytics linkers do, so the server's HTML stays the same for every visitor (the page cache
 * serves one copy) and a campaign stored after the page loaded still counts. Only with consent
 * (`choice` reads it: lib/analytics/consent's readConsent).
 *
 * The code that completes links loads after the page, out of its first-load JavaScript (the light
 * pages budget): a visitor reaches for a link well after that.
 */
export function useBookingLinkCampaign(
  bookingHosts: readonly string[],
  choice: (storage: Storage | null) => 'granted' | 'denied' | null,
) {
  useEffect(() => {
    if (bookingHosts.length === 0) return undefined;
    let complete: ((event: Event) => void) | null = null;
    let gone = false;
    void import('./booking-links').then(({ withCampaign }) => {
      if (gone) return;
      complete = (event: Event) => {
        const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
        if (!(anchor instanceof HTMLAnchorElement)) return;
        const storage = safeLocalStorage();
        const record = choice(storage) === 'granted' ? readTrackingRecord(storage) : null;
        const href = withCampaign(anchor.href, record, bookingHosts);
        if (href !== anchor.href) anchor.href = href;
      };
      for (const name of EVENTS) document.addEventListener(name, complete, true);
    });
    return () => {
      gone = true;
      if (complete) for (const name of EVENTS) document.removeEventListener(name, complete, true);
    };
  }, [bookingHosts, choice]);
}
