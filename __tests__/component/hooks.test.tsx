// usePreviewRefresh has its own file (usePreviewRefresh.test.tsx), with frames as a browser reports them.
import { renderHook } from '@testing-library/react';
import nextRouter from 'next/router';
import { NO_REFERRER, TRACKING_STORAGE_KEY } from '@/lib/tracking/capture';
import { useUtmCapture } from '@/lib/tracking/useUtmCapture';

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
  router.query = {};
  router.isReady = true;
  router.asPath = '/experiences/summer-camp/';
  router.replace.mockClear();
  arriveAt('');
});

describe('useUtmCapture', () => {
  it('saves the campaign and an external referrer under trackingParams', () => {
    arriveAt('?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_id=7');
    setReferrer('https://mail.example.com/');
    renderHook(() => useUtmCapture());
    expect(saved()).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_id: '7',
      referrer: 'https://mail.example.com/',
    });
  });

  it('saves Direct_link_or_Blocked when there is no referrer', () => {
    arriveAt('?utm_source=poster');
    setReferrer('');
    renderHook(() => useUtmCapture());
    expect(saved()).toMatchObject({ utm_source: 'poster', referrer: NO_REFERRER });
  });

  it('saves nothing for a referrer from the site’s own hostname', () => {
    arriveAt('?utm_source=newsletter');
    setReferrer(`http://${window.location.hostname}/blog/`);
    renderHook(() => useUtmCapture());
    expect(saved()).toBeNull();
  });

  it('reads the campaign from the address bar, not from the router (the page may come from the page cache)', () => {
    arriveAt('?utm_source=newsletter&utm_campaign=spring');
    router.query = { utm_source: 'stale-from-another-visit' };
    setReferrer('https://mail.example.com/');
    renderHook(() => useUtmCapture());
    expect(saved()).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'spring', utm_medium: null });
  });

  it('waits for the router to be ready, then records once', () => {
    router.isReady = false;
    setReferrer('https://www.google.com/');
    const { rerender } = renderHook(() => useUtmCapture());
    expect(saved()).toBeNull();
    router.isReady = true;
    rerender();
    expect(saved()).toMatchObject({ referrer: 'https://www.google.com/', utm_source: null });
    window.localStorage.clear();
    rerender();
    expect(saved()).toBeNull();
  });

  it('does not break the page when storage throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    setReferrer('https://www.google.com/');
    expect(() => renderHook(() => useUtmCapture())).not.toThrow();
    setItem.mockRestore();
  });
});
