import { buildContentLink, type ContentItem, type ContentItemBrand } from '../../../lib/content/links';

const brand = (name: string, seoDetails?: ContentItemBrand['seoDetails']): ContentItemBrand => ({ name, seoDetails });
const multi = brand('Camp America', { singleCountryBrand: false, domain: 'campamerica.example' });
const single = brand('Snow Works', { singleCountryBrand: true, domain: 'https://snowworks.example/' });
const bunac = brand('BUNAC', { singleCountryBrand: false, domain: 'www.bunac.example' });
const noDomain = brand('Quiet Brand', { singleCountryBrand: false, domain: null });

const item = (overrides: Partial<ContentItem> = {}): ContentItem => ({
  slug: 'ski-instructor',
  experienceSlug: 'work-abroad',
  ...overrides,
});

describe('buildContentLink (docs/content-rules.md §2 link shapes 1–6)', () => {
  it.each<[string, ContentItem, string | null, string]>([
    // §2.3 information hub beats everything
    [
      'an info-hub page links to /infohub/{slug}',
      item({ isInfoHubPage: true, brands: [multi] }),
      'Camp America',
      '/infohub/ski-instructor',
    ],
    ['an info-hub page beats "no brand"', item({ isInfoHubPage: true }), null, '/infohub/ski-instructor'],
    [
      'an info-hub page beats BUNAC (summer-camps/ kept)',
      item({ slug: 'summer-camps/usa', isInfoHubPage: true, brands: [bunac] }),
      'BUNAC',
      '/infohub/summer-camps/usa',
    ],
    [
      'an info-hub page beats the cross-brand domain prefix',
      item({ isInfoHubPage: true, brands: [multi] }),
      'Snow Works',
      '/infohub/ski-instructor',
    ],
    [
      'isInfoHubPage false is not an info-hub page',
      item({ isInfoHubPage: false, brands: [single] }),
      'Snow Works',
      '/experiences/work-abroad/ski-instructor/',
    ],
    [
      'isInfoHubPage null is not an info-hub page',
      item({ isInfoHubPage: null }),
      null,
      '/experiences/work-abroad/ski-instructor/',
    ],
    // §2.4 no brand
    [
      'missing brands link to /experiences/{experienceSlug}/{slug}/',
      item(),
      'Camp America',
      '/experiences/work-abroad/ski-instructor/',
    ],
    [
      'null brands link to /experiences/{experienceSlug}/{slug}/',
      item({ brands: null }),
      'Camp America',
      '/experiences/work-abroad/ski-instructor/',
    ],
    [
      'an empty brand list links to /experiences/{experienceSlug}/{slug}/',
      item({ brands: [] }),
      null,
      '/experiences/work-abroad/ski-instructor/',
    ],
    [
      'no brand never gets a domain prefix even with a current brand',
      item({ brands: [] }),
      'BUNAC',
      '/experiences/work-abroad/ski-instructor/',
    ],
    // §2.1 single-country brand
    [
      'a single-country brand links without a country segment',
      item({ brands: [single] }),
      'Snow Works',
      '/experiences/work-abroad/ski-instructor/',
    ],
    // §2.2 otherwise
    [
      'a multi-country brand links with the 00 placeholder',
      item({ brands: [multi] }),
      'Camp America',
      '/00/experiences/work-abroad/ski-instructor/',
    ],
    [
      'singleCountryBrand null counts as multi-country',
      item({ brands: [brand('Camp America', { singleCountryBrand: null })] }),
      'Camp America',
      '/00/experiences/work-abroad/ski-instructor/',
    ],
    [
      'a brand without seoDetails counts as multi-country',
      item({ brands: [brand('Camp America')] }),
      'Camp America',
      '/00/experiences/work-abroad/ski-instructor/',
    ],
    // §2.5 BUNAC
    ['BUNAC links to /{slug}', item({ slug: 'work-in-canada', brands: [bunac] }), 'BUNAC', '/work-in-canada'],
    [
      'BUNAC removes a leading summer-camps/ segment',
      item({ slug: 'summer-camps/usa', brands: [bunac] }),
      'BUNAC',
      '/usa',
    ],
    [
      'BUNAC removes summer-camps/ only at the start',
      item({ slug: 'usa/summer-camps/faq', brands: [bunac] }),
      'BUNAC',
      '/usa/summer-camps/faq',
    ],
    [
      'BUNAC keeps a segment that merely starts with summer-camps',
      item({ slug: 'summer-camps-usa/apply', brands: [bunac] }),
      'BUNAC',
      '/summer-camps-usa/apply',
    ],
    [
      'BUNAC keeps a bare summer-camps slug (no segment after it)',
      item({ slug: 'summer-camps', brands: [bunac] }),
      'BUNAC',
      '/summer-camps',
    ],
    [
      'BUNAC removes summer-camps/ from a slug written with a leading slash',
      item({ slug: '/summer-camps/usa', brands: [bunac] }),
      'BUNAC',
      '/usa',
    ],
    [
      'BUNAC wins over singleCountryBrand',
      item({ slug: 'x', brands: [brand('BUNAC', { singleCountryBrand: true })] }),
      'BUNAC',
      '/x',
    ],
    ['BUNAC name matches after trimming', item({ slug: 'x', brands: [brand('  BUNAC ')] }), ' BUNAC', '/x'],
    [
      'brand names are case-sensitive: Bunac is not BUNAC',
      item({ slug: 'x', brands: [brand('Bunac')] }),
      'Bunac',
      '/00/experiences/work-abroad/x/',
    ],
    // the link's brand: current brand when the item has it, else the first brand
    [
      'the current brand is used when the item has it (not the first brand)',
      item({ brands: [multi, single] }),
      'Snow Works',
      '/experiences/work-abroad/ski-instructor/',
    ],
    [
      'the current brand BUNAC is used when it is the second brand',
      item({ slug: 'summer-camps/usa', brands: [multi, bunac] }),
      'BUNAC',
      '/usa',
    ],
    [
      'the current brand matches item brands after trimming',
      item({ brands: [multi, brand(' Snow Works ', { singleCountryBrand: true })] }),
      'Snow Works  ',
      '/experiences/work-abroad/ski-instructor/',
    ],
    // §2.6 cross-brand domain prefix
    [
      'another brand gets its domain with https:// added',
      item({ brands: [multi] }),
      'Snow Works',
      'https://campamerica.example/00/experiences/work-abroad/ski-instructor/',
    ],
    [
      'another brand whose domain has a scheme and trailing slash: no double slash',
      item({ brands: [single] }),
      'Camp America',
      'https://snowworks.example/experiences/work-abroad/ski-instructor/',
    ],
    [
      'an http:// domain keeps its scheme',
      item({ brands: [brand('Other', { singleCountryBrand: true, domain: 'http://other.example' })] }),
      'Camp America',
      'http://other.example/experiences/work-abroad/ski-instructor/',
    ],
    [
      'a domain without scheme but with trailing slashes',
      item({ brands: [brand('Other', { singleCountryBrand: true, domain: 'other.example//' })] }),
      'Camp America',
      'https://other.example/experiences/work-abroad/ski-instructor/',
    ],
    [
      'a protocol-relative domain gets https:',
      item({ brands: [brand('Other', { singleCountryBrand: true, domain: '//other.example' })] }),
      'Camp America',
      'https://other.example/experiences/work-abroad/ski-instructor/',
    ],
    [
      'a domain is trimmed',
      item({ brands: [brand('Other', { singleCountryBrand: true, domain: '  other.example ' })] }),
      'Camp America',
      'https://other.example/experiences/work-abroad/ski-instructor/',
    ],
    [
      'the FIRST item brand gives the domain when the current brand is absent',
      item({ brands: [multi, single] }),
      'BUNAC',
      'https://campamerica.example/00/experiences/work-abroad/ski-instructor/',
    ],
    [
      'cross-brand BUNAC: its domain, /{slug}, summer-camps/ removed',
      item({ slug: 'summer-camps/usa', brands: [bunac] }),
      'Camp America',
      'https://www.bunac.example/usa',
    ],
    [
      'another brand without a domain gives no prefix',
      item({ brands: [noDomain] }),
      'Camp America',
      '/00/experiences/work-abroad/ski-instructor/',
    ],
    [
      'another brand with a blank domain gives no prefix',
      item({ brands: [brand('Other', { domain: '   ' })] }),
      'Camp America',
      '/00/experiences/work-abroad/ski-instructor/',
    ],
    [
      'another brand without seoDetails gives no prefix',
      item({ brands: [brand('Other', null)] }),
      'Camp America',
      '/00/experiences/work-abroad/ski-instructor/',
    ],
    [
      'brand comparison is case-sensitive: "camp america" is another brand',
      item({ brands: [multi] }),
      'camp america',
      'https://campamerica.example/00/experiences/work-abroad/ski-instructor/',
    ],
    [
      'no current brand (null): no prefix, first brand rules',
      item({ brands: [multi] }),
      null,
      '/00/experiences/work-abroad/ski-instructor/',
    ],
    [
      'a blank current brand counts as none: no prefix',
      item({ slug: 'summer-camps/usa', brands: [bunac] }),
      '  ',
      '/usa',
    ],
    // slugs
    [
      'a missing experienceSlug leaves its segment out',
      item({ experienceSlug: null, brands: [multi] }),
      'Camp America',
      '/00/experiences/ski-instructor/',
    ],
    [
      'slashes around slugs are not doubled',
      item({ slug: '/ski-instructor/', experienceSlug: '/work-abroad/' }),
      null,
      '/experiences/work-abroad/ski-instructor/',
    ],
    [
      'unicode slugs are kept as they are',
      item({ slug: 'café-crème', experienceSlug: 'séjours' }),
      null,
      '/experiences/séjours/café-crème/',
    ],
  ])('%s', (_rule, contentItem, currentBrand, expected) => {
    expect(buildContentLink(contentItem, currentBrand)).toBe(expected);
  });

  it('ignores null entries in the brand list (GraphQL data)', () => {
    const brands = [null, single] as unknown as ContentItemBrand[];
    expect(buildContentLink(item({ brands }), 'Snow Works')).toBe('/experiences/work-abroad/ski-instructor/');
    expect(buildContentLink(item({ brands: [null] as unknown as ContentItemBrand[] }), 'Snow Works')).toBe(
      '/experiences/work-abroad/ski-instructor/',
    );
  });

  it('does not mutate the item', () => {
    const contentItem = item({ slug: 'summer-camps/usa', brands: [bunac, multi] });
    const copy = JSON.parse(JSON.stringify(contentItem)) as ContentItem;
    buildContentLink(contentItem, 'Snow Works');
    expect(contentItem).toEqual(copy);
  });
});
