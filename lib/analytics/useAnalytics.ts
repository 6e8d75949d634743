import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { safeLocalStorage } from '@/lib/browser-storage';
import { loadCapture } from '@/lib/tracking/load-capture';
import { pushConsentDefaults, readConsent } from './consent';
import { pushEvent } from './data-layer';
import { whenIdle } from './idle';
import { pageViewEvent, type PageViewInfo } from './page-view';
import { watchWebVitals } from './web-vitals';

let started: string | null = null;

/**
 * Google Tag Manager with Consent Mode, only when the server says so: the id arrives in page props
 * only in the production environment mode with GTM_ID set (read at request time, never built in).
 *
 * In order, once per page load: Consent Mode defaults (all denied, then the visitor's stored
 * choice), the first `page_view`; then, when the browser is idle after hydration, the container
 * (react-gtm-module, imported on demand), so nothing from GTM delays the first paint or the
 * hydration. Each client navigation pushes one more `page_view`. With the visitor's consent (stored,
 * or given on this page), the load's web vitals (./web-vitals).
 *
 * Never in a preview: the server sends no container id to a draft page, and `draft` (the site
 * props') turns analytics off here too.
 */
export function useAnalytics(
  containerId: string | null | undefined,
  page: Omit<PageViewInfo, 'path'> & { draft?: boolean },
) {
  const gtmId = page.draft ? null : containerId;
  const { asPath } = useRouter();
  const path = asPath.split(/[?#]/)[0];
  // One view per address: a fragment (an anchor on the page) is not a new view, a query is.
  const address = asPath.split('#')[0];
  const lastView = useRef<string | null>(null);
  const { brand, pageType, country } = page;
  // The page loaded, which the load's web vitals belong to (not a later client navigation).
  const loaded = useRef({ path, pageType });

  useEffect(() => {
    if (!gtmId || started === gtmId) return;
    started = gtmId;
    pushConsentDefaults(readConsent(safeLocalStorage()));
    // After the first page_view, which waits for the capture (the campaign it carries).
    whenIdle(
      () =>
        void Promise.all([import('./container'), loadCapture()]).then(([{ insertContainer }]) =>
          insertContainer(gtmId),
        ),
    );
  }, [gtmId]);

  useEffect(() => {
    if (!gtmId) return;
    return watchWebVitals(gtmId, loaded.current, readConsent(safeLocalStorage()));
  }, [gtmId]);

  useEffect(() => {
    if (!gtmId || lastView.current === address) return;
    lastView.current = address;
    // After the arrival is recorded (useUtmCapture asked for the capture first): its campaign counts.
    void loadCapture().then(({ currentTrackingRecord }) =>
      pushEvent(pageViewEvent({ path, brand, pageType, country }, currentTrackingRecord(safeLocalStorage()))),
    );
  }, [gtmId, address, path, brand, pageType, country]);
}
