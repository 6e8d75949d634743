import { useEffect } from 'react';
import { safeLocalStorage } from '@/lib/browser-storage';
import { loadCapture } from './load-capture';

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
  /** Hosts of the brand's booking sites (PageSite.bookingHosts). */
  bookingHosts: readonly string[],
  choice: (storage: Storage | null) => 'granted' | 'denied' | null,
) {
  useEffect(() => {
    if (bookingHosts.length === 0) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    void loadCapture().then(({ completeBookingLinks }) => {
      if (!gone) stop = completeBookingLinks(bookingHosts, choice, safeLocalStorage);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [bookingHosts, choice]);
}
