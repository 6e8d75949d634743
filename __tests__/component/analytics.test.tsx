/**
 * Analytics as GTM sees it (lib/analytics/useAnalytics.ts): what is in window.dataLayer, in which
 * order, and when the container is asked for.
 */
import { renderHook, waitFor } from '@testing-library/react';
import nextRouter from 'next/router';
import { CONSENT_STORAGE_KEY } from '@/lib/analytics/consent';
import { useAnalytics } from '@/lib/analytics/useAnalytics';
import { applyTrackingChoice, recordArrival, TRACKING_STORAGE_KEY } from '@/lib/tracking/capture';

/** The container snippet react-gtm-module builds, once it is in the page (jsdom never runs it). */
const containerSnippet = () =>
  [...document.head.querySelectorAll('script')].find((script) =>
    script.innerHTML.includes('googletagmanager.com/gtm.js'),
  );
const NONCE = 'bm9uY2Utb2YtdGhpcy1wYWdl';

const router = nextRouter as unknown as { asPath: string };

/** The data layer as GTM reads it: gtag() commands (Arguments objects) as arrays, events as objects. */
const dataLayer = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
const pageViews = () =>
  dataLayer().filter((entry) => (entry as { event?: string }).event === 'page_view') as Record<string, unknown>[];

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

// Each test is a new page load: a new container id stands for it (the hook starts GTM once per load).
let load = 0;
const newLoad = () => `GTM-TEST${++load}`;

beforeEach(async () => {
  await settle(); // the previous test's container load, scheduled when idle
  window.localStorage.clear();
  delete window.dataLayer;
  document.head.innerHTML = `<script nonce="${NONCE}" src="/_next/static/chunks/main.js"></script>`;
  router.asPath = '/experiences/summer-camp/';
});

const page: { brand: string; pageType: string; country: string | null } = {
  brand: 'Wayfarer Collective',
  pageType: 'experience',
  country: null,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('useAnalytics', () => {
  it('sets Consent Mode defaults, then the first page_view, and loads the container only afterwards', async () => {
    window.localStorage.setItem(
      TRACKING_STORAGE_KEY,
      JSON.stringify({
        utm_source: 'mail',
        utm_medium: 'email',
        utm_campaign: 'spring',
        utm_id: null,
        referrer: 'https://mail.example/',
      }),
    );
    const gtmId = newLoad();
    renderHook(() => useAnalytics(gtmId, page));
    expect(containerSnippet()).toBeUndefined();
    // The page view waits for the capture (it loads after the page), the container for the view.
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(dataLayer().slice(0, 2)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      {
        event: 'page_view',
        page_path: '/experiences/summer-camp/',
        brand: 'Wayfarer Collective',
        page_type: 'experience',
        country: null,
        utm_source: 'mail',
        utm_medium: 'email',
        utm_campaign: 'spring',
        utm_id: null,
        referrer: 'https://mail.example/',
      },
    ]);
    // Then, when the browser is idle, the container snippet for this id, with the page's CSP nonce.
    await waitFor(() => expect(containerSnippet()?.innerHTML).toContain(`gtm.js?id='+i`));
    expect(dataLayer().slice(2)).not.toContainEqual(expect.objectContaining({ event: 'page_view' }));
    expect(containerSnippet()?.innerHTML).toContain(`'dataLayer','${gtmId}'`);
    expect(containerSnippet()?.getAttribute('nonce') ?? containerSnippet()?.nonce).toBe(NONCE);
  });

  it('counts the page view with the campaign the visitor arrived with before they chose, storing none of it', async () => {
    const arrival = { utm_source: 'mail', utm_medium: 'email', utm_campaign: 'spring', utm_id: null, referrer: 'x' };
    recordArrival(window.localStorage, arrival, null); // no cookie choice yet: held in memory
    renderHook(() => useAnalytics(newLoad(), page));
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ utm_source: 'mail', utm_medium: 'email', utm_campaign: 'spring' });
    expect(window.localStorage.getItem(TRACKING_STORAGE_KEY)).toBeNull();
    applyTrackingChoice(window.localStorage, 'denied'); // and after a reject, nothing is kept
  });

  it('applies a stored choice right after the defaults, before any page view', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    renderHook(() => useAnalytics(newLoad(), page));
    expect(dataLayer().slice(0, 2)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
    ]);
    await waitFor(() => expect(pageViews()).toHaveLength(1));
  });

  it('pushes one page_view per client navigation, none for a re-render or an anchor on the same page', async () => {
    const gtmId = newLoad();
    const { rerender } = renderHook((props: typeof page) => useAnalytics(gtmId, props), { initialProps: page });
    rerender(page);
    router.asPath = '/experiences/summer-camp/#faq';
    rerender(page);
    await settle();
    expect(pageViews()).toHaveLength(1);
    router.asPath = '/gb/experiences/summer-camp/camp-counsellor/?utm_source=x';
    rerender({ ...page, pageType: 'product', country: 'gb' });
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toMatchObject({
      page_path: '/gb/experiences/summer-camp/camp-counsellor/',
      page_type: 'product',
      country: 'gb',
    });
    expect(dataLayer().filter((entry) => Array.isArray(entry) && entry[1] === 'default')).toHaveLength(1);
  });

  it('does nothing without a container id (not production, or no GTM_ID)', async () => {
    renderHook(() => useAnalytics(null, page));
    await settle();
    expect(window.dataLayer).toBeUndefined();
    expect(containerSnippet()).toBeUndefined();
  });
});
