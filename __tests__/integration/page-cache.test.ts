/**
 * The page cache of `npm start` (server.js), in front of a stand-in for Next's handler that
 * renders pages the way the page loader marks them (Cache-Control, the reads it hangs on the
 * request) and counts its renders, with stand-in edge services (which brand a Host names, who is an
 * editor).
 */
import http from 'http';
import type { AddressInfo } from 'net';
import zlib from 'zlib';
import { createPageCacheHandler } from '@/lib/page-cache/handler';
import { PageCache } from '@/lib/page-cache/page-cache';
import { SURROGATE_KEYS, type EdgeServices } from '@/lib/page-cache/process-hooks';
import { RenderPool } from '@/lib/page-cache/render-pool';

const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

interface Rendered {
  status?: number;
  cacheControl?: string;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** The content-cache answers the render read (ids, the hash of each: 'h1' unless given), and their surrogate keys. */
  reads?: { entries: string[]; tags: string[]; hashes?: Record<string, string> } | null;
}

let now = 1_000_000;
let server: http.Server;
let cache: PageCache;
let renders: { url: string; headers: http.IncomingHttpHeaders }[];
let next: (req: http.IncomingMessage) => Rendered;
let pool: RenderPool;
let resolveHost: EdgeServices['resolveHost'];

/** Hosts as the site resolves them: a brand's name in any spelling, anything else the default brand. */
const standInResolve: EdgeServices['resolveHost'] = (host) => {
  if (!host || !/^[a-z0-9.:-]+$/i.test(host)) return null;
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  const brand = name.startsWith('timberline') ? 'timberline' : 'wayfarer';
  return {
    brand,
    brandName: brand === 'timberline' ? 'Timberline <Camps>' : 'Wayfarer',
    renderHost: `${brand}.localhost:3000`,
  };
};

async function startServer(options: { pool?: RenderPool } = {}) {
  pool = options.pool ?? new RenderPool({ concurrency: 2, queueLimit: 32, now: () => now });
  cache = new PageCache({ maxBytes: 1024 * 1024, now: () => now });
  server = http.createServer();
  const handler = createPageCacheHandler({
    cache,
    pool,
    services: () => ({
      resolveHost: (host, port) => resolveHost(host, port),
      isEditor: (cookie, brand) => String(cookie).includes(`__preview_session=valid-for-${brand}`),
    }),
    log: () => undefined,
    handle: async (req, res) => {
      renders.push({ url: req.url ?? '', headers: { ...req.headers } });
      const page = next(req);
      if (page.reads !== null) {
        const reads = page.reads ?? { entries: ['brands', `page:${req.url}`], tags: ['t:brand'] };
        (req as unknown as Record<symbol, unknown>)[SURROGATE_KEYS] = {
          entries: new Set(reads.entries),
          tags: new Set(reads.tags),
          hashes: Object.fromEntries(reads.entries.map((id) => [id, reads.hashes?.[id] ?? 'h1'])),
          uncached: false,
        };
      }
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
}

beforeEach(async () => {
  now = 1_000_000;
  renders = [];
  resolveHost = standInResolve;
  next = (req) => ({ body: `<html><body>page ${req.url} on ${req.headers.host} ${'x'.repeat(2000)}</body></html>` });
  await startServer();
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

  it('keeps brands apart, and is one page for every spelling of a brand’s host', async () => {
    await get('/', { host: 'wayfarer.localhost:3000' });
    const other = await get('/', { host: 'timberline.localhost:3000' });
    expect(other.headers['x-page-cache']).toBe('MISS');
    expect(other.body).toContain('timberline.localhost');
    for (const host of [
      'WAYFARER.localhost:3000',
      'wayfarer.localhost:9999',
      'www.wayfarer.localhost.',
      'wayfarer.localhost',
    ])
      expect((await get('/', { host })).headers['x-page-cache']).toBe('HIT');
    expect(renders).toHaveLength(2);
  });

  it('renders for the brand’s own host, never the spelling a visitor sent', async () => {
    await get('/events/', { host: 'WWW.wayfarer.LOCALHOST.:4444' });
    expect(renders[0].headers.host).toBe('wayfarer.localhost:3000');
  });

  it('is split only by the parameters a route reads: others never reach the render', async () => {
    await get('/blog/?utm_source=newsletter&utm_medium=email');
    for (const query of ['utm_source=facebook&UTM_ID=3', 'gclid=abc', 'fbclid=1', 'z=42', 'a=%zz', '&&', ''])
      expect((await get(`/blog/?${query}`)).headers['x-page-cache']).toBe('HIT');
    expect(renders.map((render) => render.url)).toEqual(['/blog/']);
    const news = await get('/news/?gclid=1&experience=Summer%20Camp&utm_source=x');
    expect(news.headers['x-page-cache']).toBe('MISS');
    expect((await get('/news/?experience=Summer+Camp')).headers['x-page-cache']).toBe('HIT');
    expect(renders.map((render) => render.url)).toEqual(['/blog/', '/news/?experience=Summer%20Camp']);
  });

  it('puts what the render did not get back on a redirect, in the order the visitor sent it, also from memory', async () => {
    next = () => ({ status: 308, headers: { location: '/blog/' } });
    const first = await get('/blog?utm_source=newsletter&gclid=1&utm_campaign=spring');
    expect([first.status, first.headers.location]).toEqual([
      308,
      '/blog/?utm_source=newsletter&gclid=1&utm_campaign=spring',
    ]);
    const again = await get('/blog?fbclid=2');
    expect([again.headers['x-page-cache'], again.headers.location]).toEqual(['HIT', '/blog/?fbclid=2']);
    expect(renders).toHaveLength(1);
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
    await get('/');
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
    ['a response setting a cookie', { headers: { 'set-cookie': 'a=b' } }],
    ['a public page without s-maxage', { cacheControl: 'public, max-age=60' }],
    ['a temporary redirect', { status: 307, headers: { location: '/x/' } }],
  ])('never keeps %s', async (_label, page) => {
    next = () => page;
    await get('/x/');
    expect((await get('/x/')).headers['x-page-cache']).toBe('MISS');
    expect(renders).toHaveLength(2);
  });

  it('keeps a not-found page for the short while it allows', async () => {
    next = () => ({ status: 404, cacheControl: 'public, s-maxage=30', body: 'not here' });
    await get('/blog/nope/');
    expect((await get('/blog/nope/')).headers['x-page-cache']).toBe('HIT');
    now += 31_000;
    expect((await get('/blog/nope/')).headers['x-page-cache']).toBe('MISS');
  });

  it('an editor with a verified preview session for this brand skips it; any other cookie is a visitor’s', async () => {
    await get('/blog/');
    for (const cookie of [
      '__prerender_bypass=1',
      '__preview_session=abc',
      '__prerender_bypass=1; __preview_session=valid-for-timberline',
      'a=1; __preview_session=forged',
    ])
      expect((await get('/blog/', { cookie })).headers['x-page-cache']).toBe('HIT');
    const editor = await get('/blog/', { cookie: 'x=1; __preview_session=valid-for-wayfarer' });
    expect(editor.headers['x-page-cache']).toBe('BYPASS');
    expect(renders).toHaveLength(2);
    expect(renders[1].headers.cookie).toBe('x=1; __preview_session=valid-for-wayfarer');
  });

  it('renders from nothing of the visitor’s request but the page’s address', async () => {
    await get('/', {
      cookie: 'analytics=1',
      'accept-encoding': 'gzip',
      'if-none-match': 'W/"mine"',
      'if-modified-since': new Date().toUTCString(),
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-page-cache-render': 'guess',
      'x-nonce': 'forged',
      'accept-language': 'fr',
      'user-agent': 'curious',
      expect: '100-continue',
    });
    expect(Object.keys(renders[0].headers).sort()).toEqual(['accept', 'host', 'user-agent']);
    expect(renders[0].headers['user-agent']).toBe('travel-site-page-cache');
  });

  it('renders a client-side navigation’s data request as one, and keeps it apart from the page', async () => {
    await get('/blog/');
    await get('/blog/', { 'x-nextjs-data': '1' });
    expect(renders.map((render) => Boolean(render.headers['x-nextjs-data']))).toEqual([false, true]);
  });

  it('leaves a link’s prefetch (x-middleware-prefetch) to Next: never the cached data, never a render of its own', async () => {
    await get('/blog/', { 'x-nextjs-data': '1' });
    const prefetch = { 'x-nextjs-data': '1', 'x-middleware-prefetch': '1' };
    await get('/blog/', prefetch);
    await get('/blog/', prefetch);
    expect(renders.map((render) => render.headers['x-middleware-prefetch'] ?? null)).toEqual([null, '1', '1']);
    // Nor does a prefetch's answer stand in for the data a navigation asks for.
    await get('/blog/', { 'x-nextjs-data': '1' });
    expect(renders).toHaveLength(3);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'refuses %s on a page with 405 (Next would render it for each, past the cache)',
    async (method) => {
      const answer = await get('/blog/', {}, method);
      expect([answer.status, answer.headers.allow]).toEqual([405, 'GET, HEAD']);
      expect(renders).toHaveLength(0);
    },
  );

  it('leaves other methods on API routes to Next', async () => {
    await get('/api/newsletter', {}, 'POST');
    expect(renders).toHaveLength(1);
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

  it('leaves a request whose Host is not a host name to Next (which refuses it)', async () => {
    await get('/', { host: 'wayfarer.localhost@evil' });
    await get('/', { host: 'wayfarer.localhost@evil' });
    expect(renders).toHaveLength(2);
    expect(renders[0].headers.host).toBe('wayfarer.localhost@evil');
  });

  it('answers 503 with Retry-After, rendering nothing, while no brand can be known (the CMS down at start)', async () => {
    resolveHost = () => Promise.reject(new Error('CMS unavailable'));
    const answer = await get('/');
    expect([answer.status, answer.headers['retry-after'], answer.headers['cache-control']]).toEqual([
      503,
      '5',
      'no-store',
    ]);
    expect(renders).toHaveLength(0);
  });

  it('compresses for clients that accept gzip, and only for them', async () => {
    await get('/');
    const gzip = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding, x-nextjs-data');
    expect(gzip.raw.length).toBeLessThan(gzip.body.length);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(gzip.body);
  });

  it('says a page’s answer varies with x-nextjs-data: a cache in front never serves the props for the page, or the page for its props', async () => {
    const page = await get('/blog/');
    const props = await get('/blog/', { 'x-nextjs-data': '1' });
    for (const answer of [page, props]) expect(String(answer.headers.vary).split(', ')).toContain('x-nextjs-data');
    const revalidated = await get('/blog/', { 'if-none-match': String(page.headers.etag) });
    expect([revalidated.status, String(revalidated.headers.vary).split(', ')]).toEqual([
      304,
      ['Accept-Encoding', 'x-nextjs-data'],
    ]);
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
    const changed = await get('/blog/first-week/', { 'if-none-match': 'W/"an-older-copy"' });
    expect([changed.status, changed.body]).toEqual([200, first.body]);
  });

  it('never lets one browser’s revalidation shape the render others wait for', async () => {
    next = (req) => ({ body: `<html>page ${req.url} ${'x'.repeat(2000)}</html>`, delayMs: 50 });
    const [conditional, plain] = await Promise.all([
      get('/blog/first-week/', { 'if-none-match': 'W/"a-copy-of-its-own"' }),
      get('/blog/first-week/'),
    ]);
    expect(renders).toHaveLength(1);
    expect(plain.status).toBe(200);
    expect([conditional.status, conditional.body]).toEqual([200, plain.body]);
  });

  it('answers HEAD from the cache without a body', async () => {
    await get('/');
    const head = await get('/', {}, 'HEAD');
    expect([head.status, head.headers['x-page-cache'], head.body]).toEqual([200, 'HIT', '']);
  });

  it('counts what it served', async () => {
    await get('/');
    await get('/');
    expect(cache.stats()).toMatchObject({ entries: 1, hit: 1, miss: 1 });
  });
});

describe('a publish marks stale only the pages that showed what changed', () => {
  beforeEach(() => {
    next = (req) => ({
      body: `<html>${req.url} v${renders.length} ${'x'.repeat(1500)}</html>`,
      reads: {
        entries: ['brands', 'settings', req.url === '/blog/' ? 'blog-list' : `page:${req.url}`],
        tags: ['t:brand', req.url === '/blog/' ? 't:blog-post' : 'd:doc-of-' + req.url],
      },
    });
  });

  const refreshed = (entries: Record<string, string | null>) => new Map(Object.entries(entries));

  it('serves the marked pages stale while one background render each makes them anew; the others stay fresh', async () => {
    for (const path of ['/', '/blog/', '/events/']) await get(path);
    next = (req) => ({
      body: `<html>${req.url} new ${'x'.repeat(1500)}</html>`,
      delayMs: 40,
      reads: { entries: ['blog-list'], tags: ['t:blog-post'], hashes: { 'blog-list': 'h2' } },
    });
    const marked = cache.markStale({
      refreshed: refreshed({ 'blog-list': 'h2' }),
      tags: ['t:blog-post'],
      known: () => true,
    });
    expect(marked).toBe(1);
    const stale = await get('/blog/');
    expect([stale.headers['x-page-cache'], stale.body]).toEqual(['STALE', expect.stringContaining('/blog/ v2')]);
    expect((await get('/events/')).headers['x-page-cache']).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, 80));
    const fresh = await get('/blog/');
    expect([fresh.headers['x-page-cache'], fresh.body]).toEqual(['HIT', expect.stringContaining('/blog/ new')]);
    expect(renders.map((render) => render.url)).toEqual(['/', '/blog/', '/events/', '/blog/']);
  });

  it('marks nothing when an answer asked again is the copy the pages were made from', async () => {
    for (const path of ['/', '/blog/']) await get(path);
    expect(
      cache.markStale({ refreshed: refreshed({ 'blog-list': 'h1' }), tags: ['t:blog-post'], known: () => true }),
    ).toBe(0);
  });

  it('marks a page made from an older copy than the one the cache now holds, though the answer did not change again', async () => {
    next = (req) => ({
      body: `page ${req.url}`,
      reads: { entries: ['blog-list'], tags: [], hashes: { 'blog-list': 'h0' } },
    });
    await get('/blog/');
    expect(
      cache.markStale({ refreshed: refreshed({ 'blog-list': 'h1' }), tags: ['t:blog-post'], known: () => true }),
    ).toBe(1);
  });

  it('marks a page whose answer could not be asked again (the CMS failing)', async () => {
    await get('/blog/');
    expect(
      cache.markStale({ refreshed: refreshed({ 'blog-list': null }), tags: ['t:blog-post'], known: () => true }),
    ).toBe(1);
  });

  it('marks a page that showed a changed key through an answer the content cache no longer holds', async () => {
    await get('/events/');
    await get('/');
    const marked = cache.markStale({
      refreshed: new Map(),
      tags: ['d:doc-of-/events/'],
      known: (id) => id !== 'page:/events/',
    });
    expect(marked).toBe(1);
    await settle();
    expect(renders.map((render) => render.url)).toEqual(['/events/', '/', '/events/']);
  });

  it('marks a page whose reads are unknown on any publish; when it cannot tell, marks every page, made anew when next viewed', async () => {
    next = (req) => ({ body: `page ${req.url}`, reads: req.url === '/jobs/' ? null : undefined });
    for (const path of ['/', '/jobs/', '/events/']) await get(path);
    expect(cache.markStale({ refreshed: new Map(), tags: ['d:other'], known: () => true })).toBe(1);
    await settle();
    expect(renders.map((render) => render.url)).toEqual(['/', '/jobs/', '/events/', '/jobs/']);
    expect(cache.markStale({ refreshed: new Map(), tags: null, known: () => true })).toBe(3);
    await settle();
    // Nothing rendered yet: each page is made anew when a visitor asks for it.
    expect(renders).toHaveLength(4);
    expect((await get('/events/')).headers['x-page-cache']).toBe('STALE');
    await settle();
    expect(renders.map((render) => render.url).slice(4)).toEqual(['/events/']);
  });

  it('a visitor asking for a page a publish marked moves it ahead of the publish’s other renders', async () => {
    await new Promise((resolve) => server.close(resolve));
    await startServer();
    for (const path of ['/a/', '/b/', '/c/', '/d/']) await get(path);
    next = (req) => ({ body: `new ${req.url}`, delayMs: 30 });
    renders = [];
    cache.markStale({ refreshed: new Map(), tags: ['t:brand'], known: () => false });
    await get('/a/');
    await new Promise((resolve) => setTimeout(resolve, 400));
    // /d/ was viewed most recently, so its render went first; /a/, asked for, came next.
    expect(renders.map((render) => render.url).slice(0, 2)).toEqual(['/d/', '/a/']);
  });

  it('makes the changed document’s own page anew before the lists a publish marked', async () => {
    for (const path of ['/a/', '/b/', '/c/', '/post/']) await get(path);
    next = (req) => ({ body: `new ${req.url}`, delayMs: 30 });
    renders = [];
    // The lists first (a publish's second round), then the document's own page (`soon`).
    cache.markStale({
      refreshed: new Map([
        ['page:/a/', 'h2'],
        ['page:/b/', 'h2'],
        ['page:/c/', 'h2'],
      ]),
      tags: ['t:x'],
      known: () => true,
    });
    cache.markStale({ refreshed: new Map([['page:/post/', 'h2']]), tags: ['d:post'], known: () => true, soon: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    // One list page was already under way; the post's page went next.
    expect(renders.map((render) => render.url).slice(0, 2)).toEqual(['/c/', '/post/']);
  });

  it('stores a render that began before the publish marked stale, so it is made again', async () => {
    next = (req) => ({
      body: `${req.url} v${renders.length}`,
      delayMs: 60,
      reads: { entries: ['blog-list'], tags: [] },
    });
    const pending = get('/blog/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.markStale({ refreshed: refreshed({ 'blog-list': 'h2' }), tags: ['t:blog-post'], known: () => true });
    expect((await pending).headers['x-page-cache']).toBe('MISS');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(renders).toHaveLength(2);
  });

  it('keeps serving a marked page when its new render fails (the CMS down after the publish)', async () => {
    const good = await get('/blog/');
    cache.markStale({ refreshed: new Map(), tags: null, known: () => true });
    next = () => ({ status: 503, cacheControl: 'no-store', body: 'CMS down' });
    for (let view = 0; view < 3; view += 1) {
      const answer = await get('/blog/');
      expect([answer.status, answer.body]).toEqual([200, good.body]);
      await settle();
    }
    // One failed render, then a pause before the next try: the CMS is not hammered.
    expect(renders).toHaveLength(2);
  });
});

describe('bounded renders', () => {
  it('beyond the renders at once and the queue, a page nobody has yet answers 503 with Retry-After at once', async () => {
    await new Promise((resolve) => server.close(resolve));
    await startServer({ pool: new RenderPool({ concurrency: 1, queueLimit: 1, now: () => now }) });
    next = (req) => ({ body: `page ${req.url}`, delayMs: 80 });
    const answers = await Promise.all(
      ['/a/', '/b/', '/c/', '/d/'].map((path) => get(path, { host: 'timberline.localhost' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 503, 503]);
    expect(answers[2].headers['retry-after']).toBe('5');
    // The brand's name, escaped: nothing of the request is reflected.
    expect(answers[2].body).toContain('Timberline &#60;Camps&#62;');
    expect(renders).toHaveLength(2);
  });

  it('serves a stale copy instead of a 503 when it has one', async () => {
    await new Promise((resolve) => server.close(resolve));
    await startServer({ pool: new RenderPool({ concurrency: 1, queueLimit: 0, now: () => now }) });
    await get('/old/');
    now += 60_000 + 300_000 + 1;
    next = (req) => ({ body: `page ${req.url}`, delayMs: 80 });
    const [, old] = await Promise.all([get('/busy/'), get('/old/')]);
    expect([old.status, old.headers['x-page-cache']]).toEqual([200, 'STALE-IF-BUSY']);
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

  it.each<[string, Record<string, string>, string | undefined]>([
    ['plain', {}, undefined],
    ['gzip', { 'accept-encoding': 'gzip' }, 'gzip'],
  ])(
    'gives every response served from memory a nonce of its own, the same in the policy and the page (%s)',
    async (_label, headers, encoding) => {
      const views = [await get('/events/', headers), await get('/events/', headers), await get('/events/', headers)];
      expect(views.map((view) => view.headers['x-page-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
      expect(renders).toHaveLength(1);
      const nonces = views.map((view) => policyNonce(view.headers));
      expect(new Set(nonces).size).toBe(3);
      views.forEach((view, n) => {
        expect(nonces[n]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(view.body.split(`nonce="${nonces[n]}"`)).toHaveLength(4);
        expect(view.body.split(nonces[n]!).join('N')).toBe(views[0].body.split(nonces[0]!).join('N'));
      });
      // Each view as the client asked for it: the nonces are rewritten in the gzip copy too.
      expect(views.map((view) => view.headers['content-encoding'])).toEqual([encoding, encoding, encoding]);
    },
  );

  it('answers a revalidation with 304 and no policy, so the browser keeps its copy and that copy’s nonce', async () => {
    const first = await get('/events/');
    const again = await get('/events/', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });
});
