/** Links editors type into the CMS, as the visitor's page renders them (lib/links editorHref). */
import { editorHref, type LinkContext } from '@/lib/links';
import { testBrand } from '../../support/render';

const wayfarer = (countryCode: string | null): LinkContext => ({
  brand: testBrand(),
  brandOrigins: {},
  countryCode,
});
const bunac: LinkContext = {
  brand: testBrand({ name: 'BUNAC', slug: 'bunac', singleCountryBrand: true, countries: ['gb'] }),
  brandOrigins: {},
  countryCode: null,
};
const timberline: LinkContext = {
  brand: testBrand({ name: 'Timberline Camps', slug: 'timberline', singleCountryBrand: true, countries: ['us'] }),
  brandOrigins: {},
  countryCode: null,
};

describe('editorHref', () => {
  it.each([
    // A UK visitor stays on the UK site, whatever country the editor typed.
    [
      '/us/experiences/summer-camp-america/camp-counsellor-usa/',
      'gb',
      '/gb/experiences/summer-camp-america/camp-counsellor-usa/',
    ],
    [
      '/gb/experiences/summer-camp-america/camp-counsellor-usa/',
      'us',
      '/us/experiences/summer-camp-america/camp-counsellor-usa/',
    ],
    [
      '/00/experiences/working-holidays/working-holiday-ireland',
      'ie',
      '/ie/experiences/working-holidays/working-holiday-ireland/',
    ],
    ['/GB/experiences/a/b/?ref=banner#apply', 'au', '/au/experiences/a/b/?ref=banner#apply'],
  ])('%s on a %s product page → %s', (href, country, expected) => {
    expect(editorHref(href, wayfarer(country))).toBe(expected);
  });

  it('fills the placeholder with the brand’s first country on a page without one, and keeps a typed country', () => {
    expect(editorHref('/00/experiences/a/b/', wayfarer(null))).toBe('/us/experiences/a/b/');
    expect(editorHref('/gb/experiences/a/b/', wayfarer(null))).toBe('/gb/experiences/a/b/');
  });

  it('gives paths of the site the brand’s trailing-slash form, so a click never redirects', () => {
    expect(editorHref('/infohub/visa-guide-usa', wayfarer(null))).toBe('/infohub/visa-guide-usa/');
    expect(editorHref('/infohub/j1-visa-explained?x=1', timberline)).toBe('/infohub/j1-visa-explained/?x=1');
    expect(editorHref('/destinations/canada/', bunac)).toBe('/destinations/canada');
    expect(editorHref('/', bunac)).toBe('/');
  });

  it('leaves countries alone on single-country brands, and pages that are not products', () => {
    expect(editorHref('/experiences/camp-counselor/general-counselor-program/', timberline)).toBe(
      '/experiences/camp-counselor/general-counselor-program/',
    );
    expect(editorHref('/gb/about-us', wayfarer('us'))).toBe('/gb/about-us/');
  });

  it.each([
    'https://booking.example.com/apply/camp-counsellor-usa',
    'mailto:hello@example.com',
    'tel:+441234567890',
    '#apply',
    '?tab=costs',
    '//evil.example.com/x',
    '/uploads/brochure.pdf',
    '/api/newsletter',
    '/files/terms.pdf',
  ])('leaves %s as typed', (href) => {
    expect(editorHref(href, wayfarer('gb'))).toBe(href);
  });
});
