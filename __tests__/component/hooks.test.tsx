// usePreviewRefresh has its own file (usePreviewRefresh.test.tsx), with frames as a browser reports them.
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import nextRouter from 'next/router';
import { CONSENT_STORAGE_KEY, readConsent } from '@/lib/analytics/consent';
import { applyTrackingChoice, NO_REFERRER, TRACKING_STORAGE_KEY } from '@/lib/tracking/capture';
import { useUtmCapture } from '@/lib/tracking/useUtmCapture';
import { useBookingLinkCampaign } from '@/lib/tracking/useBookingLinkCampaign';

// The stubbed router (jest-setup-dom.ts) is one object: the tests set its state.
const router = nextRouter as unknown as {
  query: Record<string, string>;
  isReady: boolean;
  asPath: string;
  replace: jest.Mock;
};

const setReferrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true });
const saved = () => JSON.parse(window.localStorage.getItem(TRACKING_STORAGE_KEY) ?? 'null');
/** The address the visitor arrived at (what the browser shows). */
const arriveAt = (search: string) => window.history.replaceState(null, '', `/experiences/summer-camp/${search}`);

beforeEach(() => {
  window.localStorage.clear();
  // A visitor who accepted cookies on an earlier visit (the tests below of no choice, or a reject, clear it).
  window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
  router.query = {};
  router.isReady = true;
  router.asPath = '/experiences/summer-camp/';
  router.replace.mockClear();
  arriveAt('');
});

/** The capture loads after the page (lib/tracking/load-capture.ts): let it arrive and run. */
const settle = () =>
  act(async () => {
    await import('@/lib/tracking/after-load');
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });

describe('useUtmCapture', () => {
  it('saves the campaign and an external referrer under trackingParams', async () => {
    arriveAt('?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_id=7');
    setReferrer('https://mail.example.com/');
    renderHook(() => useUtmCapture(readConsent));
    await settle();
    expect(saved()).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_id: '7',
      referrer: 'https://mail.example.com/',
    });
  });

  it('saves Direct_link_or_Blocked when there is no referrer', async () => {
    arriveAt('?utm_source=poster');
    setReferrer('');
    renderHook(() => useUtmCapture(readConsent));
    await settle();
    expect(saved()).toMatchObject({ utm_source: 'poster', referrer: NO_REFERRER });
  });

  it('saves nothing for a referrer from the site’s own hostname', async () => {
    arriveAt('?utm_source=newsletter');
    setReferrer(`http://${window.location.hostname}/blog/`);
    renderHook(() => useUtmCapture(readConsent));
    await settle();
    expect(saved()).toBeNull();
  });

  it('reads the campaign from the address bar, not from the router (the page may come from the page cache)', async () => {
    arriveAt('?utm_source=newsletter&utm_campaign=spring');
    router.query = { utm_source: 'stale-from-another-visit' };
    setReferrer('https://mail.example.com/');
    renderHook(() => useUtmCapture(readConsent));
    await settle();
    expect(saved()).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'spring', utm_medium: null });
  });

  it('waits for the router to be ready, then records once', async () => {
    router.isReady = false;
    setReferrer('https://www.google.com/');
    const { rerender } = renderHook(() => useUtmCapture(readConsent));
    await settle();
    expect(saved()).toBeNull();
    router.isReady = true;
    rerender();
    await settle();
    expect(saved()).toMatchObject({ referrer: 'https://www.google.com/', utm_source: null });
    window.localStorage.removeItem(TRACKING_STORAGE_KEY);
    rerender();
    await settle();
    expect(saved()).toBeNull();
  });

  it('keeps nothing before the visitor chooses, and the arrival’s campaign once they accept', async () => {
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    window.localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ utm_source: 'written-before-a-choice' }));
    arriveAt('?utm_source=newsletter&utm_campaign=spring');
    setReferrer('https://mail.example.com/');
    renderHook(() => useUtmCapture(readConsent));
    await settle();
    expect(saved()).toBeNull(); // held in memory only; what an earlier page wrote is gone too
    applyTrackingChoice(window.localStorage, 'granted'); // the notice's Accept
    expect(saved()).toMatchObject({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      referrer: 'https://mail.example.com/',
    });
  });

  it('keeps nothing once the visitor rejects, and drops what was kept before', async () => {
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    arriveAt('?utm_source=newsletter');
    setReferrer('https://mail.example.com/');
    renderHook(() => useUtmCapture(readConsent));
    await settle();
    applyTrackingChoice(window.localStorage, 'denied'); // the notice's Reject
    expect(saved()).toBeNull();
    applyTrackingChoice(window.localStorage, 'granted'); // a later Accept: the dropped arrival stays dropped
    expect(saved()).toBeNull();
  });

  it('on a later visit after a reject, stores no new campaign and clears an old one', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    window.localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ utm_source: 'kept-after-reject' }));
    arriveAt('?utm_source=retargeting');
    setReferrer('https://ads.example.com/');
    renderHook(() => useUtmCapture(readConsent));
    await settle();
    expect(saved()).toBeNull();
  });

  it('does not break the page when storage throws', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    setReferrer('https://www.google.com/');
    expect(() => renderHook(() => useUtmCapture(readConsent))).not.toThrow();
    await expect(settle()).resolves.toBeUndefined();
    setItem.mockRestore();
  });
});

describe('useBookingLinkCampaign', () => {
  const HOSTS = ['booking.wayfarercollective.com'];
  const CAMPAIGN = {
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
    utm_id: null,
    referrer: 'https://mail.example.com/',
  };

  function Links() {
    useBookingLinkCampaign(HOSTS, readConsent);
    return (
      <>
        <a href="https://booking.wayfarercollective.com/apply">Start your application</a>
        <a href="https://www.example.org/">Elsewhere</a>
      </>
    );
  }

  /** The completing code loads after the page (a dynamic import): let it arrive. */
  const loaded = settle;

  it('adds the stored campaign to a booking link as the visitor follows it, and to no other link', async () => {
    window.localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(CAMPAIGN));
    render(<Links />);
    await loaded();
    const booking = screen.getByRole('link', { name: 'Start your application' });
    const other = screen.getByRole('link', { name: 'Elsewhere' });
    booking.addEventListener('click', (event) => event.preventDefault());
    other.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(booking);
    fireEvent.click(other);
    expect(booking).toHaveAttribute(
      'href',
      'https://booking.wayfarercollective.com/apply?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    );
    expect(other).toHaveAttribute('href', 'https://www.example.org/');
    fireEvent.click(booking);
    expect(booking.getAttribute('href')!.match(/utm_source/g)).toHaveLength(1);
  });

  it('adds nothing without consent', async () => {
    window.localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(CAMPAIGN));
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    render(<Links />);
    await loaded();
    const booking = screen.getByRole('link', { name: 'Start your application' });
    booking.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(booking);
    expect(booking).toHaveAttribute('href', 'https://booking.wayfarercollective.com/apply');
  });

  it('adds the campaign for a middle click or the context menu (a new tab) too', async () => {
    window.localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(CAMPAIGN));
    render(<Links />);
    await loaded();
    const booking = screen.getByRole('link', { name: 'Start your application' });
    fireEvent.contextMenu(booking);
    expect(booking.getAttribute('href')).toContain('utm_campaign=spring');
  });
});
