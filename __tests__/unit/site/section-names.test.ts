import { SECTION_NAMES, toBookingHosts, toBrandWords, toSectionNames } from '@/lib/brand/words';

describe('a brand’s section names (brand site settings, Section names)', () => {
  it('takes each one the brand gives, trimmed, and keeps the site’s word for the others', () => {
    expect(
      toSectionNames({ TravelGuides: ' Our camps ', InfoHub: 'Staff resources', Blog: '   ', Jobs: null }),
    ).toEqual({
      ...SECTION_NAMES,
      travelGuides: 'Our camps',
      infoHub: 'Staff resources',
    });
  });

  it('is the site’s words for a brand that names none', () => {
    expect(toSectionNames(null)).toEqual(SECTION_NAMES);
    expect(SECTION_NAMES.infoHub).toBe('Info hub');
  });
});

describe('a brand’s booking sites (brand site settings, Booking sites)', () => {
  it.each<[string, string | null, string[]]>([
    ['one host per line', 'booking.example.com\napply.example.com', ['booking.example.com', 'apply.example.com']],
    [
      'commas and spaces, upper case',
      'Booking.Example.com, APPLY.example.com',
      ['booking.example.com', 'apply.example.com'],
    ],
    [
      'a pasted address keeps its host (and port)',
      'https://booking.example.com:8443/account?x=1',
      ['booking.example.com:8443'],
    ],
    ['nothing', null, []],
    ['words that are no host', 'none yet', []],
  ])('%s', (_case, value, hosts) => {
    expect(toBookingHosts(value)).toEqual(hosts);
  });
});

describe('the brand’s words as the page loader hands them to a page', () => {
  it('are the site’s words and no booking site when the brand has no settings', () => {
    expect(toBrandWords({ brandSettings: [] })).toEqual({ sectionNames: SECTION_NAMES, bookingHosts: [] });
  });
});
