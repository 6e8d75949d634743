/**
 * The page cache of `npm start` (server.js), in front of a stand-in for Next's handler that
 * renders pages the way the page loader marks them (Cache-Control) and counts its renders.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import zlib from 'zlib';
import { createPageCacheHandler } from '@/lib/page-cache/handler';
import { PageCache } from '@/lib/page-cache/page-cache';

const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

interface Rendered {
  status?: number;
  cacheControl?: string;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

let now = 1_000_000;
let server: http.Server;
let cache: PageCache;
let renders: { url: string; headers: http.IncomingHttpHeaders }[];
let next: (req: http.IncomingMessage) => Rendered;

beforeEach(async () => {
  now = 1_000_000;
  renders = [];
  next = (req) => ({ body: `<html><body>page ${req.url} on ${req.headers.host} ${'x'.repeat(2000)}</body></html>` });
  cache = new PageCache({ maxBytes: 1024 * 1024, now: () => now });
  server = http.createServer();
  const handler = createPageCacheHandler({
    cache,
    address: () => ({ host: '127.0.0.1', port: (server.address() as AddressInfo).port }),
    handle: async (req, res) => {
      renders.push({ url: req.url ?? '', headers: { ...req.headers } });
      const page = next(req);
      if (page.delayMs) await new Promise((resolve) => setTimeout(resolve, page.delayMs));
      res.statusCode = page.status ?? 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', page.cacheControl ?? PUBLIC);
      for (const [name, value] of Object.entries(page.headers ?? {})) res.setHeader(name, value);
      res.end(page.body ?? '');
    },
  });
  server.on('request', (req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterEach(() => new Promise((resolve) => server.close(resolve)));

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; raw: Buffer }>(
    (resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, method, headers: { host: 'wayfarer.localhost:3000', ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body =
              response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw).toString() : raw.toString();
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body, raw });
          });
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('page cache', () => {
  it('renders a public page once, then serves it from memory', async () => {
    const first = await get('/blog/first-week/');
    const second = await get('/blog/first-week/');
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(PUBLIC);
    expect(renders).toHaveLength(1);
  });

  it('keeps brands apart: the host is part of the key', async () => {
    await get('/', { host: 'wayfarer.localhost:3000' });
    const other = await get('/', { host: 'timberline.localhost:3000' });
    expect(other.headers['x-page-cache']).toBe('MISS');
    expect(other.body).toContain('timberline.localhost');
    expect(renders).toHaveLength(2);
  });

  it('is not split by campaign parameters, which never reach the render, and keeps other parameters apart', async () => {
    await get('/blog/?utm_source=newsletter&utm_medium=email');
    const other = await get('/blog/?utm_source=facebook&utm_campaign=spring&UTM_ID=3');
    expect(other.headers['x-page-cache']).toBe('HIT');
    expect(renders.map((render) => render.url)).toEqual(['/blog/']);
    const news = await get('/news/?experience=Summer%20Camp&utm_source=x');
    expect(news.headers['x-page-cache']).toBe('MISS');
    expect(renders.map((render) => render.url)).toEqual(['/blog/', '/news/?experience=Summer%20Camp']);
  });

  it('puts the campaign parameters back on a redirect', async () => {
    next = () => ({ status: 308, cacheControl: 'no-store', headers: { location: '/blog/' } });
    const answer = await get('/blog?utm_source=newsletter&utm_campaign=spring');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/blog/?utm_source=newsletter&utm_campaign=spring');
  });

  it('renders once for many simultaneous views of a page not yet cached', async () => {
    next = (req) => ({ body: `page ${req.url}`, delayMs: 50 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/destinations/canada/')));
    expect(answers.every((answer) => answer.status === 200 && answer.body === 'page /destinations/canada/')).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it('serves a stale page at once and re-renders it once in the background', async () => {
    await get('/');
    now += 61_000;
    next = () => ({ body: 'new version' });
    const stale = await get('/');
    expect(stale.headers['x-page-cache']).toBe('STALE');
    expect(stale.body).not.toBe('new version');
    await settle();
    expect(renders).toHaveLength(2);
    expect((await get('/')).body).toBe('new version');
  });

  it('serves the last good page when re-rendering fails (stale-if-error), for as long as the page allows', async () => {
    const good = await get('/');
    now += 60_000 + 300_000 + 1;
    next = () => ({ status: 503, cacheControl: 'no-store', body: 'CMS down' });
    const answer = await get('/');
    expect([answer.status, answer.headers['x-page-cache'], answer.body]).toEqual([200, 'STALE-IF-ERROR', good.body]);
    now += 86_400_000;
    expect((await get('/')).status).toBe(503);
  });

  it.each([
    ['a draft (private, no-store)', { cacheControl: 'private, no-store' }],
    ['an error page', { status: 503, cacheControl: 'no-store' }],
    ['a not-found page', { status: 404, cacheControl: 'public, s-maxage=30' }],
    ['a response setting a cookie', { headers: { 'set-cookie': 'a=b' } }],
    ['a public page without s-maxage', { cacheControl: 'public, max-age=60' }],
  ])('never keeps %s', async (_label, page) => {
    next = () => page;
    await get('/x/');
    expect((await get('/x/')).headers['x-page-cache']).toBe('MISS');
    expect(renders).toHaveLength(2);
  });

  it.each([['__prerender_bypass=1'], ['__preview_session=abc'], ['a=1; __preview_session=abc']])(
    'an editor in preview (%s) neither reads nor fills it',
    async (cookie) => {
      await get('/blog/');
      const draft = await get('/blog/', { cookie });
      expect(draft.headers['x-page-cache']).toBeUndefined();
      expect(renders).toHaveLength(2);
      expect(renders[1].headers.cookie).toBe(cookie);
    },
  );

  it('renders pages for the cache without the visitor’s cookies or compression', async () => {
    await get('/', { cookie: 'analytics=1', 'accept-encoding': 'gzip' });
    expect(renders[0].headers.cookie).toBeUndefined();
    expect(renders[0].headers['accept-encoding']).toBeUndefined();
  });

  it.each([
    '/api/newsletter',
    '/_next/static/chunks/app.js',
    '/_next/image?url=%2Fuploads%2Fx.png&w=64&q=75',
    '/uploads/x.png',
  ])('leaves %s to Next', async (path) => {
    await get(path);
    await get(path);
    expect(renders).toHaveLength(2);
  });

  it('compresses for clients that accept gzip, and only for them', async () => {
    await get('/');
    const gzip = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.raw.length).toBeLessThan(gzip.body.length);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(gzip.body);
  });

  it('gives a stored page a validator and answers a browser’s revalidation from memory with 304', async () => {
    const first = await get('/blog/first-week/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/blog/first-week/', { 'if-none-match': etag });
    expect([again.status, again.body, again.headers['cache-control'], again.headers.etag]).toEqual([
      304,
      '',
      PUBLIC,
      etag,
    ]);
    expect(renders).toHaveLength(1);
    // Another copy (the page changed) gets the page itself.
    const changed = await get('/blog/first-week/', { 'if-none-match': 'W/"an-older-copy"' });
    expect([changed.status, changed.body]).toEqual([200, first.body]);
  });

  it('never lets one browser’s revalidation shape the render others wait for', async () => {
    next = (req) => ({ body: `<html>page ${req.url} ${'x'.repeat(2000)}</html>`, delayMs: 50 });
    const [conditional, plain] = await Promise.all([
      get('/blog/first-week/', {
        'if-none-match': 'W/"a-copy-of-its-own"',
        'if-modified-since': new Date().toUTCString(),
      }),
      get('/blog/first-week/'),
    ]);
    expect(renders).toHaveLength(1);
    expect(renders[0].headers['if-none-match']).toBeUndefined();
    expect(renders[0].headers['if-modified-since']).toBeUndefined();
    expect(plain.status).toBe(200);
    expect(plain.body).toContain('page /blog/first-week/');
    expect([conditional.status, conditional.body]).toEqual([200, plain.body]);
  });

  it('answers HEAD from the cache without a body', async () => {
    await get('/');
    const head = await get('/', {}, 'HEAD');
    expect([head.status, head.headers['x-page-cache'], head.body]).toEqual([200, 'HIT', '']);
  });

  it('forgets every page on purge', async () => {
    await get('/');
    cache.purge();
    expect((await get('/')).headers['x-page-cache']).toBe('MISS');
  });

  it('a client cannot pass for the cache’s own render request', async () => {
    await get('/');
    const forged = await get('/', { 'x-page-cache-render': 'guess' });
    expect(forged.headers['x-page-cache']).toBe('HIT');
    expect(renders).toHaveLength(1);
    expect(renders[0].headers['x-page-cache-render']).toBeUndefined();
  });

  it('counts what it served', async () => {
    await get('/');
    await get('/');
    expect(cache.stats()).toMatchObject({ entries: 1, hit: 1, miss: 1 });
  });
});

describe('page cache and the CSP nonce', () => {
  const policyNonce = (headers: http.IncomingHttpHeaders) =>
    /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

  beforeEach(() => {
    // Like proxy.ts and _document: a fresh nonce per render, in the policy and on every script and style.
    next = (req) => {
      const nonce = Buffer.from(`render ${renders.length} ${req.url}`.padEnd(16).slice(0, 16)).toString('base64');
      return {
        headers: {
          'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src-elem 'nonce-${nonce}'`,
        },
        body: `<html><head><style nonce="${nonce}">a{}</style></head><body>${'x'.repeat(3000)}<script nonce="${nonce}" src="/a.js"></script><script nonce="${nonce}">1</script></body></html>`,
      };
    };
  });

  it.each<[string, Record<string, string>]>([
    ['plain', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ])(
    'gives every response served from memory a nonce of its own, the same in the policy and the page (%s)',
    async (_label, headers) => {
      const views = [await get('/events/', headers), await get('/events/', headers), await get('/events/', headers)];
      expect(views.map((view) => view.headers['x-page-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
      expect(renders).toHaveLength(1);
      const nonces = views.map((view) => policyNonce(view.headers));
      expect(new Set(nonces).size).toBe(3);
      views.forEach((view, n) => {
        expect(nonces[n]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(view.body.split(`nonce="${nonces[n]}"`)).toHaveLength(4);
        // Otherwise the page is the stored one, byte for byte.
        expect(view.body.split(nonces[n]!).join('N')).toBe(views[0].body.split(nonces[0]!).join('N'));
      });
      if (headers['accept-encoding']) expect(views[1].headers['content-encoding']).toBe('gzip');
    },
  );

  it('answers a revalidation with 304 and no policy, so the browser keeps its copy and that copy’s nonce', async () => {
    const first = await get('/events/');
    const again = await get('/events/', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });
});
