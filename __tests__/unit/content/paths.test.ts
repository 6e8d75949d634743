import { normalisePath, replaceCountryCode } from '../../../lib/content/paths';

describe('replaceCountryCode (docs/content-rules.md §2.7)', () => {
  it.each<[string, string, string, string]>([
    ['replaces the 00 segment with the code', '/00/experiences/camp/usa/', 'gb', '/gb/experiences/camp/usa/'],
    ['lower-cases an upper-case code', '/00/experiences/', 'GB', '/gb/experiences/'],
    ['lower-cases a mixed-case code', '/00/experiences/', 'uS', '/us/experiences/'],
    ['trims the code', '/00/x/', ' IE ', '/ie/x/'],
    ['replaces 00 as a later segment', '/experiences/00/camp/', 'au', '/experiences/au/camp/'],
    ['replaces 00 as the last segment without trailing slash', '/experiences/00', 'nz', '/experiences/nz'],
    ['replaces only the first 00 segment', '/00/experiences/00/', 'gb', '/gb/experiences/00/'],
    ['leaves 100 alone', '/100/experiences/', 'gb', '/100/experiences/'],
    ['leaves /2001/ alone', '/archive/2001/', 'gb', '/archive/2001/'],
    ['leaves 00 inside a word alone', '/the-00s/experiences/', 'gb', '/the-00s/experiences/'],
    ['leaves 000 alone', '/000/x/', 'gb', '/000/x/'],
    ['leaves a path without placeholder unchanged', '/experiences/camp/', 'gb', '/experiences/camp/'],
    [
      'works for an absolute URL (path only)',
      'https://www.site00.example/00/experiences/',
      'GB',
      'https://www.site00.example/gb/experiences/',
    ],
    ['works for an absolute URL with a port', 'http://localhost:3000/00/x/', 'us', 'http://localhost:3000/us/x/'],
    ['does not touch the host of an absolute URL called 00', 'https://00/x/', 'gb', 'https://00/x/'],
    ['does not touch a 00 in the query string', '/x/?c=00&d=/00/', 'gb', '/x/?c=00&d=/00/'],
    ['does not touch a 00 in the hash', '/x/#/00/', 'gb', '/x/#/00/'],
    ['replaces before a query string', '/00?x=1', 'gb', '/gb?x=1'],
    ['works on a relative path', '00/experiences/', 'gb', 'gb/experiences/'],
    ['a blank code leaves the path unchanged', '/00/experiences/', '  ', '/00/experiences/'],
    ['an empty path stays empty', '', 'gb', ''],
    ['mailto: URIs are unchanged', 'mailto:00@example.com', 'gb', 'mailto:00@example.com'],
  ])('%s', (_rule, path, code, expected) => {
    expect(replaceCountryCode(path, code)).toBe(expected);
  });
});

type Options = Parameters<typeof normalisePath>[1];

describe('normalisePath (docs/content-rules.md §2.8)', () => {
  it.each<[string, string, Options, string]>([
    // leading and trailing slash
    ['adds a leading and a trailing slash', 'experiences/camp', {}, '/experiences/camp/'],
    ['keeps an already normal path', '/experiences/camp/', {}, '/experiences/camp/'],
    ['collapses duplicate slashes', '//experiences///camp//', {}, '/experiences/camp/'],
    ['trims surrounding whitespace', '  /experiences/camp  ', {}, '/experiences/camp/'],
    ['the root stays /', '/', {}, '/'],
    ['an empty path becomes /', '', {}, '/'],
    ['only slashes become /', '///', {}, '/'],
    ['a null brand name behaves like other brands', '/x', { brandName: null }, '/x/'],
    // BUNAC
    ['BUNAC has no trailing slash', '/work-in-canada', { brandName: 'BUNAC' }, '/work-in-canada'],
    ['BUNAC strips a trailing slash', '/work-in-canada/', { brandName: 'BUNAC' }, '/work-in-canada'],
    ['BUNAC strips several trailing slashes', 'work-in-canada///', { brandName: 'BUNAC' }, '/work-in-canada'],
    ['BUNAC brand name is matched after trimming', '/x/', { brandName: ' BUNAC ' }, '/x'],
    ['brand name is case-sensitive: Bunac keeps the trailing slash', '/x', { brandName: 'Bunac' }, '/x/'],
    ['BUNAC root stays /', '/', { brandName: 'BUNAC' }, '/'],
    [
      'BUNAC with a country prefix ensured',
      '/work-in-canada/',
      { brandName: 'BUNAC', countryCode: 'GB' },
      '/gb/work-in-canada',
    ],
    [
      'BUNAC with an existing country prefix removed',
      '/us/work-in-canada/',
      { brandName: 'BUNAC', removeCountryCode: true },
      '/work-in-canada',
    ],
    ['BUNAC with only a country code is /{cc} without slash', '/', { brandName: 'BUNAC', countryCode: 'us' }, '/us'],
    // country code ensured
    ['adds the country code as first segment', '/experiences/camp/', { countryCode: 'gb' }, '/gb/experiences/camp/'],
    ['lower-cases an upper-case country code', '/experiences/', { countryCode: 'GB' }, '/gb/experiences/'],
    ['does not double a code already present', '/gb/experiences/', { countryCode: 'gb' }, '/gb/experiences/'],
    [
      'does not double a code present in another case, lower-cases it',
      '/GB/experiences/',
      { countryCode: 'gb' },
      '/gb/experiences/',
    ],
    ['mixed-case code and mixed-case segment', '/Gb/experiences/', { countryCode: 'gB' }, '/gb/experiences/'],
    [
      'replaces the 00 placeholder with the code',
      '/00/experiences/camp/',
      { countryCode: 'US' },
      '/us/experiences/camp/',
    ],
    [
      'prepends when the first segment is another country code',
      '/us/experiences/',
      { countryCode: 'gb' },
      '/gb/us/experiences/',
    ],
    ['the root with a code becomes /{cc}/', '/', { countryCode: 'ie' }, '/ie/'],
    ['a code only matching part of a segment is still added', '/gbx/', { countryCode: 'gb' }, '/gb/gbx/'],
    ['a blank country code is ignored', '/x', { countryCode: '  ' }, '/x/'],
    ['an empty country code is ignored', '/00/x', { countryCode: '' }, '/00/x/'],
    // country code removed
    ['removes a leading two-letter segment', '/gb/experiences/', { removeCountryCode: true }, '/experiences/'],
    ['removes an upper-case two-letter segment', '/GB/experiences/', { removeCountryCode: true }, '/experiences/'],
    ['removes a mixed-case two-letter segment', '/uS/experiences', { removeCountryCode: true }, '/experiences/'],
    ['removing the only segment leaves the root', '/gb/', { removeCountryCode: true }, '/'],
    ['keeps a three-letter first segment', '/gbr/experiences/', { removeCountryCode: true }, '/gbr/experiences/'],
    ['keeps a one-letter first segment', '/g/experiences/', { removeCountryCode: true }, '/g/experiences/'],
    ['keeps the 00 placeholder (not letters)', '/00/experiences/', { removeCountryCode: true }, '/00/experiences/'],
    ['keeps a two-character segment with a digit', '/g1/experiences/', { removeCountryCode: true }, '/g1/experiences/'],
    [
      'keeps a two-letter segment that is not first',
      '/experiences/gb/',
      { removeCountryCode: true },
      '/experiences/gb/',
    ],
    ['removes only one leading segment', '/gb/us/x/', { removeCountryCode: true }, '/us/x/'],
    ['removeCountryCode false keeps the code', '/gb/x/', { removeCountryCode: false }, '/gb/x/'],
    ['removal then ensure switches country', '/US/x/', { removeCountryCode: true, countryCode: 'gb' }, '/gb/x/'],
    // query string and hash
    [
      'the trailing slash goes before the query string',
      '/experiences/camp?utm_source=x',
      {},
      '/experiences/camp/?utm_source=x',
    ],
    ['the trailing slash goes before the hash', '/experiences/camp#faq', {}, '/experiences/camp/#faq'],
    [
      'query string and hash are kept intact (slashes included)',
      '//a//b?next=//c//d#/e//f',
      {},
      '/a/b/?next=//c//d#/e//f',
    ],
    ['an existing slash before the query is not doubled', '/a/?x=1', {}, '/a/?x=1'],
    ['BUNAC strips the slash before the query string', '/a/?x=1', { brandName: 'BUNAC' }, '/a?x=1'],
    ['country code added before a query string on the root', '?x=1', { countryCode: 'gb' }, '/gb/?x=1'],
    ['a query on the root keeps the root slash', '?x=1', {}, '/?x=1'],
    ['a hash containing ? stays whole', '/a#b?c', {}, '/a/#b?c'],
    // absolute URLs
    [
      'an absolute URL gets only its path normalised',
      'https://www.site.example//experiences//camp',
      {},
      'https://www.site.example/experiences/camp/',
    ],
    ['an absolute URL without path gets /', 'https://www.site.example', {}, 'https://www.site.example/'],
    ['an absolute URL with query and no path', 'https://site.example?x=1', {}, 'https://site.example/?x=1'],
    [
      'an absolute URL gets the country code in its path',
      'https://site.example/00/x',
      { countryCode: 'GB' },
      'https://site.example/gb/x/',
    ],
    [
      'an absolute URL host is never taken as country code',
      'https://gb/experiences/',
      { removeCountryCode: true },
      'https://gb/experiences/',
    ],
    [
      'an absolute URL loses its leading two-letter path segment',
      'https://site.example/GB/x',
      { removeCountryCode: true },
      'https://site.example/x/',
    ],
    [
      'an absolute BUNAC URL loses its trailing slash',
      'https://bunac.example/work/',
      { brandName: 'BUNAC' },
      'https://bunac.example/work',
    ],
    [
      'a mailto: URI is returned unchanged',
      'mailto:team@site.example',
      { countryCode: 'gb' },
      'mailto:team@site.example',
    ],
    ['unicode segments are kept', '/séjours//café', {}, '/séjours/café/'],
  ])('%s', (_rule, path, options, expected) => {
    expect(normalisePath(path, options)).toBe(expected);
  });

  it('is idempotent on its own output', () => {
    const once = normalisePath('//US//x?y=1', { countryCode: 'us' });
    expect(once).toBe('/us/x/?y=1');
    expect(normalisePath(once, { countryCode: 'us' })).toBe(once);
  });
});
