import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { safeLocalStorage } from '@/lib/browser-storage';
import { loadCapture } from './load-capture';

/**
 * On the first load of a page, once the router is ready, records where the visitor came from
 * (docs/content-rules.md §4), as their cookie choice allows (recordArrival: kept with consent,
 * held until they choose, dropped on reject; `choice` reads it: lib/analytics/consent's readConsent). Client-side navigations inside the site record nothing. The campaign parameters
 * are read from the address bar: the page itself is the same for every campaign (the page cache
 * renders it without them, so the router's query does not carry them).
 */
export function useUtmCapture(choice: (storage: Storage | null) => 'granted' | 'denied' | null) {
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (!router.isReady || done.current) return;
    done.current = true;
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    const arrival = { query, referrer: document.referrer, ownHostname: window.location.hostname };
    void loadCapture().then(({ buildTrackingRecord, recordArrival }) => {
      const storage = safeLocalStorage();
      recordArrival(storage, buildTrackingRecord(arrival), choice(storage));
    });
  }, [router.isReady, choice]);
}
