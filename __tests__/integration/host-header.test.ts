/**
 * A Host header is the only part of a request that shapes links (cross-brand origins on the local
 * demo) and picks the brand. Whatever a client sends there never reaches a link, a redirect or a
 * shared cache, and never costs a 5xx: proxy.ts answers 400 to anything that is not plainly a host,
 * and the page loader, called directly, serves the default brand uncached.
 */
import { NextRequest } from 'next/server';
import { http, HttpResponse } from 'msw';
import { BUNAC_HOST, CMS_URL, server, setCmsEnvironment, setupCmsServer, visit } from '../support/fixtures';

setCmsEnvironment();

import { cmsUploadUrl } from '@/lib/cms/media-proxy';
import { proxy } from '@/proxy';
import { getServerSideProps as blogIndexPage } from '@/pages/blog/index';
import { getServerSideProps as homePage } from '@/pages/index';

setupCmsServer();

const HOSTILE_HOSTS: [string, string][] = [
  ['userinfo (a browser would open evil.com)', 'timberline.localhost:3000@evil.com'],
  ['userinfo before the host', 'evil.com@timberline.localhost:3000'],
  ['a path', 'timberline.localhost:3000/evil.com'],
  ['a backslash', 'timberline.localhost:3000\\evil.com'],
  ['a query', 'timberline.localhost:3000?evil.com'],
  ['a fragment', 'timberline.localhost:3000#evil.com'],
  ['a space', 'timberline.localhost evil.com'],
  ['unicode', 'tïmberline.localhost:3000'],
  ['an encoded character', 'timberline%2Elocalhost:3000'],
  ['overlong', `${'a'.repeat(63)}.`.repeat(5) + 'evil.com'],
  ['several ports', 'timberline.localhost:3000:4000'],
  ['a port that is not a number', 'timberline.localhost:evil'],
  ['a quote (markup)', 'timberline.localhost"><script>evil.com'],
  ['a scheme', 'https://evil.com'],
];

describe('proxy: a Host header that is not a host name and port is refused', () => {
  it.each(HOSTILE_HOSTS)('400 for %s, not cached, not echoed', async (_label, host) => {
    const response = await proxy(new NextRequest('http://localhost/blog/', { headers: { host } }));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('location')).toBeNull();
    const body = await response.text();
    expect(body).not.toContain('evil');
    expect(body).not.toContain(host);
  });

  it.each([
    ['a brand domain', 'www.bunac.org'],
    ['the local demo host and port', 'timberline.localhost:3000'],
    ['a fully qualified name (trailing dot)', 'timberline.localhost.:3000'],
    ['plain localhost', 'localhost:3000'],
  ])('passes %s on, with the security headers', async (_label, host) => {
    const response = await proxy(new NextRequest('http://localhost/blog/', { headers: { host } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self' /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the CMS’s uploads from the site’s origin, with only the headers an image needs', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${CMS_URL}/uploads/:file`, ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return new HttpResponse(new Uint8Array([1, 2, 3]), {
          headers: {
            'content-type': 'image/jpeg',
            'cache-control': 'public, max-age=31536000',
            'set-cookie': 'cms=1',
            'x-powered-by': 'Strapi',
          },
        });
      }),
    );
    const upload = await proxy(
      new NextRequest('http://localhost/uploads/lake_1234.jpg', { headers: { host: 'www.bunac.org' } }),
    );
    expect(upload.status).toBe(200);
    expect(upload.headers.get('content-type')).toBe('image/jpeg');
    expect(upload.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(upload.headers.get('set-cookie')).toBeNull();
    expect(upload.headers.get('x-powered-by')).toBeNull();
    expect([...new Uint8Array(await upload.arrayBuffer())]).toEqual([1, 2, 3]);
    // Next's image optimiser asks for local images without any Host header.
    expect((await proxy(new NextRequest('http://localhost/uploads/lake_1234.jpg'))).status).toBe(200);
    expect(seen).toEqual(['/uploads/lake_1234.jpg', '/uploads/lake_1234.jpg']);
  });

  it('asks the CMS nothing outside its uploads folder, and nothing but GET or HEAD', async () => {
    const seen: string[] = [];
    server.use(http.all(`${CMS_URL}/*`, ({ request }) => (seen.push(request.url), new HttpResponse('secret'))));
    // A dot segment is resolved before the proxy sees the path: /admin is a page path of the site.
    const escape = await proxy(
      new NextRequest('http://localhost/uploads/%2e%2e/admin', { headers: { host: 'www.bunac.org' } }),
    );
    expect(escape.headers.get('x-middleware-next')).toBe('1');
    expect(cmsUploadUrl('/uploads/%2e%2e/admin')).toBeNull();
    expect(cmsUploadUrl('/uploads/../admin')).toBeNull();
    expect(cmsUploadUrl('/uploads/a/../b.jpg')?.pathname).toBe('/uploads/b.jpg');
    // A media store with a path (a path-style bucket URL) keeps it, and is not left either.
    process.env.CMS_MEDIA_URL = 'https://store.example.com/travel-media/';
    try {
      expect(cmsUploadUrl('/uploads/lake.jpg')?.href).toBe('https://store.example.com/travel-media/uploads/lake.jpg');
      expect(cmsUploadUrl('/uploads/%2e%2e/other-bucket.jpg')).toBeNull();
    } finally {
      delete process.env.CMS_MEDIA_URL;
    }
    expect(
      (
        await proxy(
          new NextRequest('http://localhost/uploads/lake_1234.jpg', {
            method: 'POST',
            headers: { host: 'www.bunac.org' },
          }),
        )
      ).status,
    ).toBe(404);
    expect(seen).toEqual([]);
  });

  it('retries once when the connection to the CMS fails, then answers 502; a CMS error is 502, a missing file 404', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(`${CMS_URL}/uploads/flaky.jpg`, () =>
        ++calls === 1 ? HttpResponse.error() : new HttpResponse('ok', { headers: { 'content-type': 'image/jpeg' } }),
      ),
    );
    expect((await proxy(new NextRequest('http://localhost/uploads/flaky.jpg'))).status).toBe(200);
    expect(calls).toBe(2);
    server.use(http.get(`${CMS_URL}/uploads/down.jpg`, () => HttpResponse.error()));
    expect((await proxy(new NextRequest('http://localhost/uploads/down.jpg'))).status).toBe(502);
    server.use(http.get(`${CMS_URL}/uploads/broken.jpg`, () => new HttpResponse('boom', { status: 500 })));
    expect((await proxy(new NextRequest('http://localhost/uploads/broken.jpg'))).status).toBe(502);
    server.use(http.get(`${CMS_URL}/uploads/missing.jpg`, () => new HttpResponse('not found', { status: 404 })));
    expect((await proxy(new NextRequest('http://localhost/uploads/missing.jpg'))).status).toBe(404);
  });
});

describe('pages called with a hostile Host (past any proxy)', () => {
  const pages: [string, Parameters<typeof visit>[0], string][] = [
    ['home', homePage, '/'],
    ['blog index, asked for without its slash (a redirect)', blogIndexPage, '/blog'],
  ];

  for (const [name, getServerSideProps, url] of pages) {
    it.each(HOSTILE_HOSTS)(`${name}: %s never reaches a link, a redirect or a shared cache`, async (_label, host) => {
      const answer = await visit(getServerSideProps, { host, url });
      expect(answer.status).toBeLessThan(500);
      if (answer.redirect) expect(answer.redirect.destination).toMatch(/^\/[^/\\]/);
      const props = JSON.stringify(answer.props ?? {});
      expect(props).not.toContain('evil');
      expect(props).not.toContain('@');
      if (answer.props) {
        // The default brand, with cross-brand links on the brands' own domains.
        expect(answer.props.site.brand.name).toBe('Wayfarer Collective');
        for (const origin of Object.values<string>(answer.props.site.brandOrigins))
          expect(origin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
        expect(answer.cacheControl).toBe('private, no-store');
      }
    });
  }

  it('a trailing dot serves the brand of the name without it, cacheable as usual', async () => {
    const answer = await visit(homePage, { host: `${BUNAC_HOST}.`, url: '/' });
    expect(answer.props?.site.brand.name).toBe('BUNAC');
    expect(answer.cacheControl).toMatch(/^public, s-maxage=/);
  });

  it('a visitor’s page carries no CMS address: media are paths of the site, no preview origin', async () => {
    const answer = await visit(homePage, { host: BUNAC_HOST, url: '/' });
    const props = JSON.stringify(answer.props);
    expect(props).not.toContain('cms.test');
    expect(props).not.toContain('mediaBaseUrl');
    expect(answer.props?.site.previewOrigins).toEqual([]);
  });
});
