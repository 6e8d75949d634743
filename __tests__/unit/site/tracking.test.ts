import {
  buildTrackingRecord,
  NO_REFERRER,
  readTrackingRecord,
  saveTrackingRecord,
  TRACKING_STORAGE_KEY,
} from '@/lib/tracking/capture';

const own = 'wayfarer.localhost';

describe('buildTrackingRecord (docs/content-rules.md §4)', () => {
  it('records the campaign parameters and an external referrer', () => {
    expect(
      buildTrackingRecord({
        query: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-sale', utm_id: '42', page: '2' },
        referrer: 'https://mail.example.com/inbox',
        ownHostname: own,
      }),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-sale',
      utm_id: '42',
      referrer: 'https://mail.example.com/inbox',
    });
  });

  it('records Direct_link_or_Blocked when there is no referrer', () => {
    expect(buildTrackingRecord({ query: { utm_source: 'qr' }, referrer: '', ownHostname: own })).toMatchObject({
      utm_source: 'qr',
      referrer: NO_REFERRER,
    });
  });

  it('records nothing when the visitor comes from the site itself', () => {
    expect(
      buildTrackingRecord({
        query: { utm_source: 'x' },
        referrer: 'http://wayfarer.localhost:3000/blog/',
        ownHostname: own,
      }),
    ).toBeNull();
  });

  it('records the referrer with empty campaign fields when there are no utm parameters', () => {
    expect(buildTrackingRecord({ query: {}, referrer: 'https://www.google.com/', ownHostname: own })).toEqual({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_id: null,
      referrer: 'https://www.google.com/',
    });
  });

  it('takes the first of repeated parameters, trims them and caps their length', () => {
    const record = buildTrackingRecord({
      query: { utm_source: ['  first ', 'second'], utm_campaign: 'x'.repeat(500) },
      referrer: '',
      ownHostname: own,
    });
    expect(record?.utm_source).toBe('first');
    expect(record?.utm_campaign).toHaveLength(200);
  });
});

describe('storage never breaks the page', () => {
  it('saves under trackingParams and reads it back', () => {
    const store = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void store.set(key, value),
      getItem: (key: string) => store.get(key) ?? null,
    };
    const record = buildTrackingRecord({ query: { utm_source: 'a' }, referrer: '', ownHostname: own })!;
    expect(saveTrackingRecord(storage, record)).toBe(true);
    expect(JSON.parse(store.get(TRACKING_STORAGE_KEY)!)).toEqual(record);
    expect(readTrackingRecord(storage)).toEqual(record);
  });

  it('survives storage that throws, is missing, or holds bad JSON', () => {
    const throwing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    const record = buildTrackingRecord({ query: {}, referrer: '', ownHostname: own })!;
    expect(saveTrackingRecord(throwing, record)).toBe(false);
    expect(saveTrackingRecord(null, record)).toBe(false);
    expect(readTrackingRecord(throwing)).toBeNull();
    expect(readTrackingRecord({ getItem: () => '{not json' })).toBeNull();
    expect(readTrackingRecord({ getItem: () => '"a string"' })).toBeNull();
  });
});
