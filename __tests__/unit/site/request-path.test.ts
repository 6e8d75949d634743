import { requestPath } from '@/lib/page-cache/request-path';

/**
 * One spelling per path (lib/page-cache/request-path.js): what Next would resolve to the same path
 * is sent there, so no spelling is a page of its own, and no path passes for another kind.
 */
describe('requestPath', () => {
  it.each([
    ['/blog/', '/blog/'],
    ['/', '/'],
    ['/news/?experience=Summer%20Camp', '/news/'],
    ['/caf%C3%A9/', '/caf%C3%A9/'],
    ['/_next/static/chunks/[turbopack]_runtime.js', '/_next/static/chunks/[turbopack]_runtime.js'],
    ['/uploads/a%20b.png', '/uploads/a%20b.png'],
  ])('%s is already in its one spelling', (url, path) => {
    expect(requestPath(url)).toMatchObject({ canonical: true, path });
  });

  it.each([
    ['dot segments', '/q1/../blog/', '/blog/'],
    ['an escaped dot segment', '/blog/%2e/', '/blog/'],
    ['escaped dot-dot', '/blog/x/%2E%2E/', '/blog/'],
    ['a path that starts like an API route', '/api/../blog/', '/blog/'],
    ['a path that starts like the uploads', '/uploads/%2e%2e/blog/', '/blog/'],
    ['an escaped unreserved letter', '/bl%6fg/', '/blog/'],
    ['escapes in lower case', '/x%5bY%5d', '/x%5BY%5D'],
    ['a backslash', '/blog\\tags/', '/blog/tags/'],
    ['a space', '/a b', '/a%20b'],
  ])('%s: not its spelling, sent to it', (_label, url, path) => {
    expect(requestPath(url)).toMatchObject({ canonical: false, path });
  });

  it('keeps the query as it came (the route decides which parameters count)', () => {
    expect(requestPath('/%62log/?utm_source=x&a=%2e')).toEqual({
      canonical: false,
      path: '/blog/',
      query: '?utm_source=x&a=%2e',
    });
  });

  it.each(['http://evil.example/blog/', '//evil.example/blog/', '/\\evil.example/', '*', '/blog/#top', ''])(
    '%j is not a path at all',
    (url) => {
      expect(requestPath(url)).toBeNull();
    },
  );

  // Each resolves to `//evil.example/`: sent there as the one spelling, a redirect would leave the site.
  it.each([
    '/.//evil.example/',
    '/%2e//evil.example/',
    '/%2E//evil.example/?x=1',
    '/x/..//evil.example/',
    '/x/%2e%2e//evil.example/',
    '/.\\/evil.example/',
    '/./\\evil.example/',
    '/.///evil.example/',
  ])('%j resolves to a scheme-relative address: refused, never redirected', (url) => {
    expect(requestPath(url)).toBeNull();
  });
});
