/**
 * What an operator scrapes and reads (issue 30): `npm start`'s servers (lib/page-cache/site-server.js)
 * around the real page cache, in front of a stand-in for Next's handler, with the process's real
 * metrics registry and log. Known traffic goes in; /metrics and the log must say what happened, and
 * nothing a visitor sends may become a label.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { BrandSiteSettingsDocument } from '@/graphql/generated/documents/BrandSiteSettings';
import { createServerClient } from '@/lib/cms/client';
import { resetCmsState } from '@/lib/cms/process-state';
import { queryCms } from '@/lib/cms/query';
import { captureLog } from '@/lib/observability/log';
import { registerSources } from '@/lib/observability/metrics';
import { createPageCacheHandler } from '@/lib/page-cache/handler';
import { PageCache } from '@/lib/page-cache/page-cache';
import type { EdgeServices } from '@/lib/page-cache/process-hooks';
import { RenderPool } from '@/lib/page-cache/render-pool';
import { createMetricsServer, createSiteServer } from '@/lib/page-cache/site-server';
import revalidate from '@/pages/api/revalidate';
import { moved, samples, scrape as scrapeRegistry } from '../support/metrics';
import { apiRequest } from '../support/next-context';

const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
const TOKEN = 'scrape-token-for-the-tests-0123456789';

let site: http.Server;
/** The same site behind a trusted proxy (TRUSTED_PROXY_HOPS > 0): the proxy's X-Request-Id is kept. */
let behindProxy: http.Server;
let scrape: http.Server;
let renders: string[];
let logged: ReturnType<typeof captureLog>;

const services = (): EdgeServices => ({
  resolveHost: (host) =>
    host?.startsWith('timberline')
      ? { brand: 'timberline', brandName: 'Timberline', renderHost: 'timberline.localhost:3000' }
      : { brand: 'wayfarer', brandName: 'Wayfarer', renderHost: 'wayfarer.localhost:3000' },
  isEditor: (cookie, brand) => String(cookie).includes(`__preview_session=valid-for-${brand}`),
});

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  const cache = new PageCache({ maxBytes: 4 * 1024 * 1024 });
  const pool = new RenderPool({ concurrency: 2, queueLimit: 8 });
  registerSources({ pageCache: () => cache.stats(), renders: () => pool.stats() });
  const handler = createPageCacheHandler({
    cache,
    pool,
    services,
    handle: async (req, res) => {
      renders.push(req.url ?? '');
      const known = /^\/(blog\/|destinations\/[a-z-]+\/)?$/.test((req.url ?? '').split('?')[0]);
      res.statusCode = known ? 200 : 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', known ? PUBLIC : 'public, s-maxage=30');
      res.setHeader('etag', '"v1"');
      res.end(`<html><body>${req.url}</body></html>`);
    },
  });
  site = createSiteServer({ handler, metricsToken: TOKEN });
  behindProxy = createSiteServer({ handler, metricsToken: TOKEN, trustRequestId: true });
  scrape = createMetricsServer();
  await Promise.all([listen(site), listen(behindProxy), listen(scrape)]);
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => behindProxy.close(resolve));
  await new Promise((resolve) => scrape.close(resolve));
});
beforeEach(() => {
  renders = [];
  logged = captureLog('info');
});
afterEach(() => logged.restore());

function request(server: http.Server, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const sent = http.request(
      { host: '127.0.0.1', port, path, method, headers: { host: 'wayfarer.localhost:3000', ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}
const view = (path: string, headers?: Record<string, string>) => request(site, path, headers);
/** The log line of a request is written when its answer has ended: a moment after the client has it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function metrics() {
  const answer = await request(scrape, '/metrics');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: answer.body, samples: samples(answer.body) };
}
describe('/metrics after known traffic', () => {
  it('counts views by page type, brand and status, the page cache’s outcomes, the renders and the cache’s size', async () => {
    const before = (await metrics()).samples;
    await view('/blog/');
    await view('/blog/');
    await view('/blog/?utm_source=mail');
    await view('/destinations/peru/', { host: 'timberline.localhost:3000' });
    await view('/no-such-page/');
    await view('/blog/', { cookie: '__preview_session=valid-for-wayfarer' });
    await view('/_next/static/chunks/app.js');
    await view('/robots.txt');
    await settle();
    const after = (await metrics()).samples;

    const views = (labels: string) => moved(before, after, `site_page_views_total{${labels}}`);
    expect(views('page_type="blog_list",brand="wayfarer",status="200"')).toBe(4);
    expect(views('page_type="destination",brand="timberline",status="200"')).toBe(1);
    expect(views('page_type="static_page",brand="wayfarer",status="404"')).toBe(1);
    // The files the site makes from the CMS are one label, not a static page each.
    expect(views('page_type="file",brand="wayfarer",status="404"')).toBe(1);
    const outcome = (name: string) => moved(before, after, `site_page_cache_requests_total{outcome="${name}"}`);
    expect([outcome('miss'), outcome('hit'), outcome('bypass')]).toEqual([4, 2, 1]);
    // The static file is no view, and the editor's draft was no render for the cache.
    expect(moved(before, after, 'site_page_view_duration_seconds_count{cache="hit"}')).toBe(2);
    expect(moved(before, after, 'site_render_duration_seconds_count{trigger="visitor",result="ok"}')).toBe(4);
    expect(renders.filter((url) => !url.startsWith('/_next'))).toHaveLength(5);
    expect(after.get('site_page_cache_entries')).toBe(4);
    expect(after.get('site_page_cache_bytes')).toBeGreaterThan(0);
    expect(after.get('site_renders_in_flight')).toBe(0);
    expect(after.get('site_renders_queued{queue="visitor"}')).toBe(0);
  });

  it('counts a client-side navigation (a data request) as a view of its page, and neither a prefetch nor a scrape', async () => {
    const before = (await metrics()).samples;
    await view('/_next/data/build-1/blog.json', { 'x-nextjs-data': '1' });
    await view('/_next/data/build-1/blog.json', { 'x-nextjs-data': '1', 'x-middleware-prefetch': '1' });
    await view('/metrics', { authorization: `Bearer ${TOKEN}` });
    await settle();
    const after = (await metrics()).samples;
    const views = [...after.keys()]
      .filter((key) => key.startsWith('site_page_views_total{'))
      .reduce((sum, key) => sum + moved(before, after, key), 0);
    expect(views).toBe(1);
    expect(
      moved(before, after, 'site_page_views_total{page_type="blog_list",brand="wayfarer",status="200"}') +
        moved(before, after, 'site_page_views_total{page_type="blog_list",brand="wayfarer",status="404"}'),
    ).toBe(1);
    const lines = logged.lines.filter((line) => line.msg === 'request');
    expect(lines.map((line) => line.pageType)).toEqual(['blog_list', null, null]);
  });

  it('has the process’s own figures: CPU, resident memory, heap, event-loop lag, GC', async () => {
    const { text } = await metrics();
    for (const family of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
    ])
      expect(text).toContain(`# TYPE ${family} `);
  });

  it('times CMS requests by operation and outcome, and follows the circuit breaker', async () => {
    resetCmsState({ breaker: true });
    // The error link says each failure on the console (bridged to the log by server.js).
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The CMS as fetch sees it: first an answer, then a failing gateway.
    let cmsUp = true;
    const cmsFetch: typeof fetch = async () =>
      cmsUp
        ? Response.json({ data: { brandSettings: [] } })
        : Response.json({ errors: [{ message: 'down' }] }, { status: 502 });
    const client = () => createServerClient({ fetch: cmsFetch });
    const before = (await metrics()).samples;
    await queryCms(client(), BrandSiteSettingsDocument, { brandName: 'Wayfarer Collective' });
    cmsUp = false;
    for (let attempt = 0; attempt < 6; attempt += 1)
      await queryCms(client(), BrandSiteSettingsDocument, { brandName: `Brand ${attempt}` }).catch(() => undefined);
    const after = (await metrics()).samples;

    const requests = (outcome: string) =>
      moved(
        before,
        after,
        `site_cms_request_duration_seconds_count{operation="BrandSiteSettings",outcome="${outcome}"}`,
      );
    expect(requests('ok')).toBe(1);
    expect(requests('error')).toBe(5);
    expect(requests('circuit_open')).toBe(1);
    expect(after.get('site_cms_circuit_state{state="open"}')).toBe(1);
    expect(after.get('site_cms_circuit_state{state="closed"}')).toBe(0);
    expect(moved(before, after, 'site_cms_circuit_transitions_total{to="open"}')).toBe(1);
    expect(moved(before, after, 'site_content_cache_reads_total{outcome="miss"}')).toBeGreaterThanOrEqual(1);
    expect(logged.lines).toContainEqual(expect.objectContaining({ level: 'error', event: 'circuit', to: 'open' }));
    resetCmsState({ breaker: true });
    jest.restoreAllMocks();
  });
});

describe('the publish webhook in the metrics', () => {
  it('counts calls refused for their secret, drafts saved (ignored) and publishes (purged)', async () => {
    const secret = 'revalidate-secret-for-the-metrics-test-0123456789';
    process.env.REVALIDATE_SECRET = secret;
    const call = async (authorization: string, body: object) => {
      const { req, res, answer } = apiRequest({
        host: 'wayfarer.localhost:3000',
        url: '/api/revalidate',
        method: 'POST',
        headers: { authorization },
        body,
      });
      await revalidate(req, res);
      return answer().status;
    };
    const before = await scrapeRegistry();
    const statuses = [
      await call('Bearer wrong', { event: 'entry.publish', model: 'blog-post' }),
      await call(`Bearer ${secret}`, { event: 'entry.update', model: 'blog-post', entry: { publishedAt: null } }),
      await call(`Bearer ${secret}`, { event: 'entry.publish', model: 'blog-post', entry: { documentId: 'doc-1' } }),
    ];
    expect(statuses).toEqual([401, 200, 200]);
    const after = await scrapeRegistry();
    const webhook = (result: string) => moved(before, after, `site_webhook_purges_total{result="${result}"}`);
    expect([webhook('refused'), webhook('ignored'), webhook('purged')]).toEqual([1, 1, 1]);
    expect(logged.lines).toContainEqual(
      expect.objectContaining({ event: 'purge', from: 'webhook', cmsEvent: 'entry.publish', model: 'blog-post' }),
    );
    delete process.env.REVALIDATE_SECRET;
  });
});

describe('/metrics is not public', () => {
  it('on the site’s port, answers only the bearer of METRICS_TOKEN; without credentials it is an address like any other', async () => {
    const wrong = await view('/metrics', { authorization: 'Bearer nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).not.toContain('site_page_views_total');
    const right = await view('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(right.status).toBe(200);
    expect(right.body).toContain('# TYPE site_page_views_total counter');
    const visitor = await view('/metrics');
    expect(visitor.status).toBe(404);
    expect(visitor.body).not.toContain('site_page_views_total');
  });

  it('with METRICS_TOKEN, its own port asks for the token too', async () => {
    const guarded = createMetricsServer({ token: TOKEN });
    await listen(guarded);
    try {
      expect((await request(guarded, '/metrics')).status).toBe(401);
      expect((await request(guarded, '/metrics', { authorization: 'Bearer wrong' })).status).toBe(401);
      const answer = await request(guarded, '/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('# TYPE site_page_views_total counter');
    } finally {
      await new Promise((resolve) => guarded.close(resolve));
    }
  });

  it('its own port serves /metrics and nothing else', async () => {
    expect((await request(scrape, '/')).status).toBe(404);
    expect((await request(scrape, '/metrics', {}, 'POST')).status).toBe(405);
    expect((await request(scrape, '/metrics?x=1')).status).toBe(200);
  });
});

describe('labels never come from the request', () => {
  it('a flood of made-up paths, hosts, cookies, queries and ids adds no series and no value of theirs', async () => {
    const before = await metrics();
    const marker = (n: number) => `zq${n}x${Math.random().toString(36).slice(2, 8)}`;
    const markers: string[] = [];
    for (let n = 0; n < 120; n += 1) {
      const [a, b, c, d] = [marker(n), marker(n), marker(n), marker(n)];
      markers.push(a, b, c, d);
      await view(`/${a}/${b}/?${c}=${d}`, {
        host: `${c}.example:3000`,
        cookie: `__preview_session=${d}`,
        'user-agent': a,
        'x-request-id': `req-${b}`,
        referer: `https://${a}.example/`,
      });
    }
    await settle();
    const after = await metrics();
    for (const text of markers) expect(after.text).not.toContain(text);
    const series = (scraped: Map<string, number>) =>
      [...scraped.keys()].filter((key) => key.startsWith('site_')).map((key) => key.replace(/\{le="[^"]*"/, '{'));
    const added = [...new Set(series(after.samples))].filter((key) => !new Set(series(before.samples)).has(key));
    // 120 addresses nobody has: at most the few series of a new combination of fixed values.
    expect(added.length).toBeLessThanOrEqual(6);
    for (const key of added) expect(key).toMatch(/^site_[a-z_]+(\{([a-z_]+="[a-z0-9_-]+",?)*\})?$/);
  });
});

describe('the request log', () => {
  it('writes one JSON line per request with its id (sent back as X-Request-Id), and never its query, cookies or headers', async () => {
    const answer = await view('/blog/?utm_source=news&token=s3cr3t-in-query', {
      cookie: '__preview_session=c00kie-value',
      authorization: 'Bearer b3arer-value',
    });
    await settle();
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = logged.lines.filter((line) => line.reqId === id);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        method: 'GET',
        path: '/blog/',
        pageType: 'blog_list',
        brand: 'wayfarer',
        status: 200,
        cache: expect.stringMatching(/^(hit|miss)$/),
        ms: expect.any(Number),
      }),
    ]);
    const text = JSON.stringify(logged.lines);
    for (const secret of ['s3cr3t-in-query', 'utm_source', 'c00kie-value', 'b3arer-value'])
      expect(text).not.toContain(secret);
  });

  it('keeps a trusted proxy’s request id, replaces one that is not an id, and keeps it on a 304', async () => {
    const kept = await request(behindProxy, '/blog/', { 'x-request-id': 'lb-4f9a2c71e0' });
    expect(kept.headers['x-request-id']).toBe('lb-4f9a2c71e0');
    const replaced = await request(behindProxy, '/blog/', { 'x-request-id': 'not an id <script>' });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const etag = String(kept.headers.etag);
    const notModified = await request(behindProxy, '/blog/', {
      'if-none-match': etag,
      'x-request-id': 'lb-304-check-1',
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['x-request-id']).toBe('lb-304-check-1');
    await settle();
    expect(logged.lines.map((line) => line.reqId)).toEqual(
      expect.arrayContaining(['lb-4f9a2c71e0', replaced.headers['x-request-id'], 'lb-304-check-1']),
    );
    expect(JSON.stringify(logged.lines)).not.toContain('<script>');
  });

  it('takes no id from a visitor when no trusted proxy is in front: a new one, echoed and logged', async () => {
    const answer = await view('/blog/', { 'x-request-id': 'visitor-chosen-id-0042' });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await settle();
    expect(logged.lines.map((line) => line.reqId)).toContain(answer.headers['x-request-id']);
    expect(JSON.stringify(logged.lines)).not.toContain('visitor-chosen-id-0042');
  });
});
