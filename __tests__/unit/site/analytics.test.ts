/** Which page type analytics reports (lib/analytics/page-view.ts) and the consent record (consent.ts). */
import { CONSENT_CHOSEN_ATTRIBUTE, CONSENT_CHOSEN_SCRIPT, consentState, readConsent } from '@/lib/analytics/consent';
import { pageTypeOf, pageViewEvent } from '@/lib/analytics/page-view';

describe('pageTypeOf', () => {
  it.each([
    ['/', {}, 'home'],
    ['/blog/[slug]', {}, 'blog_post'],
    ['/experiences/[experienceSlug]/[slug]', {}, 'product'],
    ['/[segment]/experiences/[experienceSlug]/[slug]', {}, 'product'],
    ['/[segment]', { kind: 'static' }, 'static_page'],
    ['/[segment]', { kind: 'v2' }, 'product'],
    ['/destinations/[slug]', { errorStatus: 404 }, 'error'],
    ['/404', {}, 'error'],
  ])('%s %j is %s', (route, props, type) => {
    expect(pageTypeOf(route, props)).toBe(type);
  });
});

describe('pageViewEvent', () => {
  it('carries no campaign without a stored record', () => {
    expect(pageViewEvent({ path: '/', brand: 'BUNAC', pageType: 'home', country: null }, null)).toEqual({
      event: 'page_view',
      page_path: '/',
      brand: 'BUNAC',
      page_type: 'home',
      country: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_id: null,
      referrer: null,
    });
  });
});

describe('readConsent', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it('reads granted, denied and the older accepted; anything else is no choice', () => {
    expect(readConsent(storage('granted'))).toBe('granted');
    expect(readConsent(storage('accepted'))).toBe('granted');
    expect(readConsent(storage('denied'))).toBe('denied');
    expect(readConsent(storage('yes'))).toBeNull();
    expect(readConsent(storage(null))).toBeNull();
    expect(
      readConsent({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeNull();
  });

  it('sets all four Consent Mode v2 types', () => {
    expect(Object.keys(consentState('denied')).sort()).toEqual([
      'ad_personalization',
      'ad_storage',
      'ad_user_data',
      'analytics_storage',
    ]);
  });
});

describe('CONSENT_CHOSEN_SCRIPT', () => {
  /** Runs the inline script as <head> would, against a storage answering `stored` (or throwing). */
  function run(stored: string | null | Error) {
    const attributes = new Map<string, string>();
    const localStorage = {
      getItem: () => {
        if (stored instanceof Error) throw stored;
        return stored;
      },
    };
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    };
    new Function('localStorage', 'document', CONSENT_CHOSEN_SCRIPT)(localStorage, document);
    return attributes.has(CONSENT_CHOSEN_ATTRIBUTE);
  }

  it.each(['granted', 'accepted', 'denied'])(
    'marks <html> when the stored choice is %s, as readConsent reads it',
    (value) => {
      expect(run(value)).toBe(true);
      expect(readConsent({ getItem: () => value })).not.toBeNull();
    },
  );

  it.each([null, '', 'yes', '<script>'])(
    'leaves <html> alone for %p, which readConsent reads as no choice',
    (value) => {
      expect(run(value)).toBe(false);
      expect(readConsent({ getItem: () => value })).toBeNull();
    },
  );

  it('does not throw where storage is forbidden (the notice then shows, as readConsent decides)', () => {
    expect(run(new Error('SecurityError'))).toBe(false);
  });
});
