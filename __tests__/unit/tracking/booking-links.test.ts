import { isBookingLink, withCampaign } from '@/lib/tracking/booking-links';
import { NO_REFERRER, type TrackingRecord } from '@/lib/tracking/capture';

const HOSTS = ['booking.wayfarercollective.com', 'apply.wayfarercollective.com:8443'];

const record = (overrides: Partial<TrackingRecord> = {}): TrackingRecord => ({
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring sale',
  utm_id: null,
  referrer: 'https://mail.example.com/inbox',
  ...overrides,
});

describe('the campaign on links to the brand’s booking sites (docs/content-rules.md §4)', () => {
  it.each<[string, string, TrackingRecord | null, string]>([
    [
      'a booking link gets the campaign, built by the tracking-link helper',
      'https://booking.wayfarercollective.com/apply/camp',
      record(),
      'https://booking.wayfarercollective.com/apply/camp?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale',
    ],
    [
      'the link’s own parameters and fragment stay',
      'https://booking.wayfarercollective.com/apply?product=camp#start',
      record({ utm_medium: null, utm_campaign: null, utm_id: '42' }),
      'https://booking.wayfarercollective.com/apply?product=camp&utm_source=newsletter&utm_id=42#start',
    ],
    [
      'no source: the referring site is the source',
      'https://booking.wayfarercollective.com/',
      record({ utm_source: null, utm_medium: null, utm_campaign: 'autumn' }),
      'https://booking.wayfarercollective.com/?utm_source=mail.example.com&utm_campaign=autumn',
    ],
    [
      'a visit from another site without a campaign carries that site as the source',
      'https://booking.wayfarercollective.com/',
      record({ utm_source: null, utm_medium: null, utm_campaign: null, referrer: 'https://www.google.com/' }),
      'https://booking.wayfarercollective.com/?utm_source=www.google.com',
    ],
    [
      'a campaign without a referrer falls back to Direct_link_or_Blocked',
      'https://booking.wayfarercollective.com/',
      record({ utm_source: null, utm_medium: null, referrer: NO_REFERRER }),
      'https://booking.wayfarercollective.com/?utm_source=Direct_link_or_Blocked&utm_campaign=spring%20sale',
    ],
    [
      'a typed visit with no campaign adds nothing',
      'https://booking.wayfarercollective.com/',
      record({ utm_source: null, utm_medium: null, utm_campaign: null, referrer: NO_REFERRER }),
      'https://booking.wayfarercollective.com/',
    ],
    [
      'an editor’s own campaign on the link wins',
      'https://booking.wayfarercollective.com/?utm_source=partner',
      record(),
      'https://booking.wayfarercollective.com/?utm_source=partner',
    ],
    [
      'no record (no consent, or nothing stored): the link as it was',
      'https://booking.wayfarercollective.com/',
      null,
      'https://booking.wayfarercollective.com/',
    ],
    ['a link to another site gets nothing', 'https://www.example.org/book', record(), 'https://www.example.org/book'],
    [
      'a lookalike host gets nothing',
      'https://booking.wayfarercollective.com.evil.example/',
      record(),
      'https://booking.wayfarercollective.com.evil.example/',
    ],
    ['a page of the site itself gets nothing', '/experiences/summer-camp/', record(), '/experiences/summer-camp/'],
    [
      'a host with its port is matched with it',
      'https://apply.wayfarercollective.com:8443/form',
      record({ utm_medium: null, utm_campaign: null }),
      'https://apply.wayfarercollective.com:8443/form?utm_source=newsletter',
    ],
  ])('%s', (_rule, href, stored, expected) => {
    expect(withCampaign(href, stored, HOSTS)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['https://booking.wayfarercollective.com/x', true],
    ['http://BOOKING.wayfarercollective.com/x', true],
    ['https://apply.wayfarercollective.com/x', false],
    ['javascript:alert(1)', false],
    ['mailto:hello@wayfarercollective.com', false],
    ['not a url', false],
  ])('isBookingLink(%s) → %s', (href, expected) => {
    expect(isBookingLink(href, HOSTS)).toBe(expected);
  });
});
