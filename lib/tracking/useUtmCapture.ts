import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { buildTrackingRecord, saveTrackingRecord } from './capture';

const safeLocalStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * On the first load of a page, once the router is ready, records where the visitor came from
 * (SPEC.md §4). Client-side navigations inside the site record nothing.
 */
export function useUtmCapture() {
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (!router.isReady || done.current) return;
    done.current = true;
    const record = buildTrackingRecord({ query: router.query, referrer: document.referrer, ownHostname: window.location.hostname });
    if (record) saveTrackingRecord(safeLocalStorage(), record);
  }, [router.isReady, router.query]);
}
