import { keptUrl, requestKey, routeOf } from '@/lib/page-cache/request-key';

const BRAND = { brand: 'camp', renderHost: 'camp.localhost' };
const key = (url: string, data = false, resolved = BRAND) => requestKey(url, resolved, data).key;

describe('routeOf: the route a path belongs to', () => {
  it.each([
    ['/', '/'],
    ['/news', '/news'],
    ['/news/', '/news'],
    ['/news//', '/news'],
    ['/blog/a-post/', '/blog/a-post'],
    ['/_next/data/BUILD_1/news.json', '/news'],
    ['/_next/data/BUILD_1/blog/a-post.json', '/blog/a-post'],
    ['/_next/data/BUILD_1/news/index.json', '/news'],
  ])('%s → %s', (pathname, route) => {
    expect(routeOf(pathname)).toBe(route);
  });

  it('takes the home page’s data route (/_next/data/<build>/index.json) as the home page', () => {
    expect(routeOf('/_next/data/BUILD_1/index.json')).toBe('/');
  });
});

describe('keptUrl and requestKey: what a visitor adds that no route reads', () => {
  it.each([
    [
      'campaign parameters',
      '?utm_source=mail&utm_medium=email&utm_campaign=spring',
      'utm_source=mail&utm_medium=email&utm_campaign=spring',
    ],
    ['a Google click id', '?gclid=EAIaIQobChMI', 'gclid=EAIaIQobChMI'],
    ['a Facebook click id', '?fbclid=IwAR0abc', 'fbclid=IwAR0abc'],
    ['a random cache-buster', '?z=12345', 'z=12345'],
    ['a malformed escape in a name', '?%zz=1', '%zz=1'],
    ['a malformed escape alone', '?%', '%'],
    ['an empty pair between two', '?a=1&&b', 'a=1&b'],
    ['a lone question mark', '?', ''],
    ['only separators', '?&&&', ''],
    ['a value without a name', '?=x', '=x'],
    ['the news filter on another route', '?experience=surf', 'experience=surf'],
    ['another spelling of the news filter’s name', '?Experience=surf', 'Experience=surf'],
  ])('%s: the path renders bare, the key is the bare page’s, and they come back in extra', (_name, query, extra) => {
    for (const pathname of ['/blog/a-post/', '/', '/_next/data/BUILD_1/blog/a-post.json']) {
      const url = `${pathname}${query}`;
      expect(keptUrl(url)).toEqual({ path: pathname, extra });
      expect(key(url)).toBe(key(pathname));
      expect(requestKey(url, BRAND, true).key).toBe(key(pathname, true));
    }
  });

  it('gives back what it left out in the order it came, kept ones taken out', () => {
    expect(keptUrl('/news/?z=3&experience=surf&utm_source=s&a=1&gclid=g')).toEqual({
      path: '/news/?experience=surf',
      extra: 'z=3&utm_source=s&a=1&gclid=g',
    });
  });

  it('keeps a URL without a query as it is', () => {
    expect(keptUrl('/blog/a-post/')).toEqual({ path: '/blog/a-post/', extra: '' });
  });
});

describe('the news route’s experience filter', () => {
  it.each([
    ['/news/', '/news/?experience=surf'],
    ['/news', '/news?experience=surf'],
    ['/_next/data/BUILD_1/news.json', '/_next/data/BUILD_1/news.json?experience=surf'],
  ])('is kept on %s, and only it', (pathname, path) => {
    const url = `${pathname}?utm_source=x&experience=surf&fbclid=y`;
    expect(keptUrl(url)).toEqual({ path, extra: 'utm_source=x&fbclid=y' });
    expect(key(url)).toBe(key(path));
    expect(key(url)).not.toBe(key(pathname));
  });

  it('splits the key by its value', () => {
    expect(key('/news/?experience=surf')).not.toBe(key('/news/?experience=ski'));
  });

  it('counts the first value only, as the page reads it: what follows neither splits the key nor reaches the render', () => {
    expect(keptUrl('/news/?experience=surf&gclid=1&experience=ski')).toEqual({
      path: '/news/?experience=surf',
      extra: 'gclid=1&experience=ski',
    });
    for (let n = 0; n < 50; n += 1)
      expect(key(`/news/?experience=surf&experience=~${n}`)).toBe(key('/news/?experience=surf'));
    // The page shows the first one: two orders are two pages, not one key for both.
    expect(key('/news/?experience=surf&experience=ski')).not.toBe(key('/news/?experience=ski&experience=surf'));
  });

  it('counts the value trimmed, as the page reads it: padding is no new key', () => {
    const spellings = [
      'experience=Surf%20Camp',
      'experience=%20Surf%20Camp',
      'experience=Surf+Camp++',
      'experience=%09Surf%20Camp%0A',
      `experience=${'%20'.repeat(40)}Surf%20Camp`,
    ];
    expect(new Set(spellings.map((pair) => keptUrl(`/news/?${pair}`).path))).toEqual(
      new Set(['/news/?experience=Surf%20Camp']),
    );
  });

  it('gives 1,000 spellings of one kept value one key', () => {
    const keys = new Set<string>();
    for (let n = 0; n < 1000; n += 1) {
      const padding = '%20'.repeat(n % 37);
      const tail = n % 3 === 0 ? `&experience=~${n}` : n % 3 === 1 ? `&utm_source=${n}` : '';
      keys.add(key(`/news/?${n % 2 ? '%65xperience' : 'experience'}=${padding}Surf+Camp${padding}${tail}`));
    }
    expect(keys.size).toBe(1);
  });

  it.each([
    ['an escaped letter', '%65xperience=surf', 'experience=surf'],
    ['escaped capitals', '%65%78perience=surf', 'experience=surf'],
    ['a value in another spelling', 'experience=Surf+Camp', 'experience=Surf%20Camp'],
  ])('counts %s as it, in one spelling', (_name, pair, spelled) => {
    expect(keptUrl(`/news/?utm_source=x&${pair}`)).toEqual({ path: `/news/?${spelled}`, extra: 'utm_source=x' });
  });

  it.each([
    ['no value', 'experience'],
    ['an empty value', 'experience='],
    ['a value of spaces', 'experience=%20%20+'],
  ])('counts %s as no filter, as the page does: the list’s own key', (_name, pair) => {
    expect(keptUrl(`/news/?utm_source=x&${pair}`)).toEqual({ path: '/news/', extra: 'utm_source=x' });
  });

  it('does not count a name that only contains it', () => {
    expect(keptUrl('/news/?experiences=a&xexperience=b&experience%3Dsurf=1').path).toBe('/news/');
  });
});

describe('requestKey: what splits the cache', () => {
  it('gives the same page of the same brand one key', () => {
    expect(key('/blog/a-post/')).toBe(key('/blog/a-post/'));
  });

  it.each<[string, () => string, () => string]>([
    ['another brand', () => key('/blog/'), () => key('/blog/', false, { brand: 'ski', renderHost: 'ski.localhost' })],
    [
      'another brand on the same render host',
      () => key('/blog/'),
      () => key('/blog/', false, { ...BRAND, brand: 'ski' }),
    ],
    ['a data request and its page', () => key('/news/'), () => key('/news/', true)],
    ['another path', () => key('/blog/a/'), () => key('/blog/b/')],
  ])('keeps %s apart', (_name, one, other) => {
    expect(one()).not.toBe(other());
  });

  it('answers the path to render and what to carry on a redirect', () => {
    expect(requestKey('/news/?gclid=1&experience=surf', BRAND, false)).toEqual({
      key: expect.any(String),
      path: '/news/?experience=surf',
      extra: 'gclid=1',
    });
  });
});
