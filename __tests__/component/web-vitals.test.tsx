/**
 * The web vitals of real visits as GTM sees them (lib/analytics/web-vitals.ts, started by
 * useAnalytics): `web_vitals` events in window.dataLayer, only with the visitor's consent, never in
 * a preview. web-vitals itself is mocked: each test reports the metrics its callbacks would.
 */
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nextRouter from 'next/router';
import { onCLS, onINP, onLCP, type MetricType } from 'web-vitals';
import { renderWithProviders } from '@/__tests__/support/render';
import CookieNotice from '@/components/layout/CookieNotice';
import { CONSENT_STORAGE_KEY, pushConsentUpdate } from '@/lib/analytics/consent';
import { useAnalytics } from '@/lib/analytics/useAnalytics';
import { webVitalsEvent } from '@/lib/analytics/web-vitals';
import { toSiteSettings } from '@/lib/brand/site-settings';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const router = nextRouter as unknown as { asPath: string };
const metrics = { LCP: jest.mocked(onLCP), INP: jest.mocked(onINP), CLS: jest.mocked(onCLS) };

/** What web-vitals hands its callback (the fields the event reads; the rest as web-vitals fills them). */
const metric = (name: 'LCP' | 'INP' | 'CLS', value: number, rating: MetricType['rating'], id: string) =>
  ({ name, value, rating, id, delta: value, entries: [], navigationType: 'navigate', navigationId: 1 }) as MetricType;

/** Reports a metric as web-vitals would: through the callback useAnalytics gave it. */
const report = (value: MetricType) => {
  const calls = metrics[value.name as keyof typeof metrics].mock.calls;
  expect(calls).toHaveLength(1);
  (calls[0][0] as (metric: MetricType) => void)(value);
};

/** The data layer's events, gtag() commands (Arguments objects) as arrays. */
const dataLayer = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
const vitals = () =>
  dataLayer().filter((entry) => (entry as { event?: string }).event === 'web_vitals') as Record<string, unknown>[];

// Each test is a new page load: a new container id stands for it (GTM and the measuring start once per load).
let load = 0;
const newLoad = () => `GTM-VITALS${++load}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** web-vitals is loaded on demand, when the browser is idle after hydration. */
const measuring = () => waitFor(() => expect(metrics.LCP).toHaveBeenCalledTimes(1));

const page = { brand: 'Wayfarer Collective', pageType: 'experience', country: null };

beforeEach(async () => {
  await settle(); // the previous test's idle work
  window.localStorage.clear();
  delete window.dataLayer;
  document.head.innerHTML = '';
  router.asPath = '/experiences/summer-camp/';
  Object.values(metrics).forEach((mock) => mock.mockClear());
});

describe('web vitals', () => {
  it('with consent stored, pushes one web_vitals event per metric: rounded value, rating, id and the page', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    renderHook(() => useAnalytics(newLoad(), page));
    await measuring();
    expect(metrics.INP).toHaveBeenCalledTimes(1);
    expect(metrics.CLS).toHaveBeenCalledTimes(1);

    report(metric('LCP', 2345.6, 'good', 'v5-1-LCP'));
    report(metric('INP', 184.4, 'good', 'v5-1-INP'));
    report(metric('CLS', 0.123456, 'needs-improvement', 'v5-1-CLS'));
    const where = { page_type: 'experience', page_path: '/experiences/summer-camp/' };
    expect(vitals()).toEqual([
      {
        event: 'web_vitals',
        metric_name: 'LCP',
        metric_value: 2346,
        metric_rating: 'good',
        metric_id: 'v5-1-LCP',
        ...where,
      },
      {
        event: 'web_vitals',
        metric_name: 'INP',
        metric_value: 184,
        metric_rating: 'good',
        metric_id: 'v5-1-INP',
        ...where,
      },
      {
        event: 'web_vitals',
        metric_name: 'CLS',
        metric_value: 0.1235,
        metric_rating: 'needs-improvement',
        metric_id: 'v5-1-CLS',
        ...where,
      },
    ]);

    // A later report of the same metric (CLS grew after the page was shown again): not pushed again.
    report(metric('CLS', 0.3, 'poor', 'v5-1-CLS'));
    expect(vitals()).toHaveLength(3);
  });

  it('reports for the page loaded, not a later client navigation', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const gtmId = newLoad();
    const { rerender } = renderHook((props: typeof page) => useAnalytics(gtmId, props), { initialProps: page });
    await measuring();
    router.asPath = '/destinations/iceland/';
    rerender({ ...page, pageType: 'destination' });
    report(metric('CLS', 0, 'good', 'v5-2-CLS'));
    expect(vitals()).toEqual([
      expect.objectContaining({ page_path: '/experiences/summer-camp/', page_type: 'experience' }),
    ]);
    expect(metrics.LCP).toHaveBeenCalledTimes(1); // measured once per page load
  });

  it.each([
    ['denied', 'denied'],
    ['no choice', null],
  ])('with %s stored, never loads web-vitals and pushes nothing', async (_, stored) => {
    if (stored) window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    renderHook(() => useAnalytics(newLoad(), page));
    await settle();
    expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'page_view' })); // analytics runs
    Object.values(metrics).forEach((mock) => expect(mock).not.toHaveBeenCalled());
    expect(vitals()).toEqual([]);
  });

  it('never in a preview: nothing without a container id (the server sends none to a draft page), nor with draft set', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    renderHook(() => useAnalytics(null, page));
    renderHook(() => useAnalytics(newLoad(), { ...page, draft: true }));
    await settle();
    Object.values(metrics).forEach((mock) => expect(mock).not.toHaveBeenCalled());
    expect(window.dataLayer).toBeUndefined();
  });

  it('starts when the visitor accepts cookies on this page, after GTM has been told', async () => {
    const settings = toSiteSettings({
      documentId: 'settings',
      Appearance: null,
      Navigation: null,
      Newsletter: null,
      CookiePolicyNotification: {
        Text: 'We use cookies.',
        AcceptButtonText: 'Accept cookies',
        RejectButtonText: 'Reject cookies',
      },
      ChatWidget: null,
      Embeds: null,
    });
    const gtmId = newLoad();
    function Shell() {
      useAnalytics(gtmId, page);
      return <CookieNotice {...settings.cookieNotice!} />;
    }
    renderWithProviders(<Shell />, { settings });
    await settle();
    expect(metrics.LCP).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Accept cookies' }));
    await measuring();
    report(metric('LCP', 1200, 'good', 'v5-3-LCP'));
    const layer = dataLayer();
    const update = layer.findIndex((entry) => Array.isArray(entry) && entry[1] === 'update' && entry[2]);
    const event = layer.findIndex((entry) => (entry as { event?: string }).event === 'web_vitals');
    expect(layer[update]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })]);
    expect(event).toBeGreaterThan(update);
    expect(vitals()).toEqual([expect.objectContaining({ metric_name: 'LCP', metric_value: 1200 })]);
  });

  it('a rejection on this page starts nothing', async () => {
    const gtmId = newLoad();
    renderHook(() => useAnalytics(gtmId, page));
    pushConsentUpdate('denied');
    await settle();
    expect(metrics.LCP).not.toHaveBeenCalled();
  });

  it('pushes nothing once analytics stops (the page no longer runs it) or consent is withdrawn', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const gtmId = newLoad();
    const { rerender, unmount } = renderHook((id: string | null) => useAnalytics(id, page), {
      initialProps: gtmId as string | null,
    });
    await measuring();
    pushConsentUpdate('denied');
    report(metric('LCP', 900, 'good', 'v5-4-LCP'));
    expect(vitals()).toEqual([]);
    pushConsentUpdate('granted');
    rerender(null);
    report(metric('CLS', 0.01, 'good', 'v5-4-CLS'));
    expect(vitals()).toEqual([]);
    unmount();
  });
});

describe('webVitalsEvent', () => {
  it('rounds LCP and INP to milliseconds and CLS to 4 decimals', () => {
    const at = { path: '/', pageType: 'home' };
    expect(webVitalsEvent(metric('LCP', 4000.5, 'needs-improvement', 'a'), at).metric_value).toBe(4001);
    expect(webVitalsEvent(metric('INP', 0.4, 'good', 'b'), at).metric_value).toBe(0);
    expect(webVitalsEvent(metric('CLS', 0.00004, 'good', 'c'), at).metric_value).toBe(0);
    expect(webVitalsEvent(metric('CLS', 0.25005, 'poor', 'd'), at).metric_value).toBe(0.2501);
  });
});
