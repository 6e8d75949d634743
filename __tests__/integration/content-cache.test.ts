/**
 * The content cache in the CMS seam, through real pages (getServerSideProps) against msw: what a
 * warm view costs the CMS, drafts kept out, stale-while-revalidate, stale-if-error, errors never
 * cached over good data, the circuit breaker, and the publish webhook (/api/revalidate).
 */
import { delay, graphql, http, HttpResponse } from 'msw';
import type { NextApiRequest, NextApiResponse } from 'next';
import { StaticPageV2Document } from '@/graphql/generated/documents/StaticPageV2';
import { homePage } from '../support/cms-mock';
import {
  BUNAC_HOST,
  CMS_URL,
  PREVIEW_TOKEN,
  requests,
  server,
  setCmsEnvironment,
  setupCmsServer,
  visit,
} from '../support/fixtures';
import { apiRequest } from '../support/next-context';

setCmsEnvironment();
const REVALIDATE_SECRET = 'revalidate-secret-for-tests-0123456789';
process.env.REVALIDATE_SECRET = REVALIDATE_SECRET;

import health from '@/pages/api/health';
import revalidate from '@/pages/api/revalidate';
import { getServerSideProps as homePageProps } from '@/pages/index';
import { registerProcessHooks } from '@/lib/page-cache/process-hooks';

setupCmsServer();

const POLICY_ENV = [
  'CMS_CACHE_TTL_SECONDS',
  'CMS_CACHE_SWR_SECONDS',
  'CMS_CACHE_STALE_IF_ERROR_SECONDS',
  'CMS_CIRCUIT_FAILURES',
  'CMS_CIRCUIT_OPEN_SECONDS',
  'CMS_TIMEOUT_MS',
];
afterEach(() => {
  for (const name of POLICY_ENV) delete process.env[name];
});
/** Settings for this test (read when the process's CMS state is created, i.e. at the first view). */
const settings = (values: Record<string, number>) =>
  Object.assign(process.env, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const home = (options: { draftMode?: boolean } = {}) =>
  visit(homePageProps, { host: BUNAC_HOST, url: '/', ...options });
const title = (answer: { props?: Record<string, any> }) =>
  JSON.stringify(answer.props?.__APOLLO_STATE__ ?? {}).match(/"Title":"(BUNAC[^"]*)"/)?.[1];
/** The CMS's home page for BUNAC answers with `Title`. */
const cmsHomeTitle = (Title: string) =>
  server.use(
    graphql.link(`${CMS_URL}/graphql`).query(StaticPageV2Document, ({ variables, request }) => {
      requests.push({ operationName: 'StaticPageV2', variables, authorization: request.headers.get('authorization') });
      return HttpResponse.json({ data: { staticPagesV2: [{ ...homePage('BUNAC'), Title }] } });
    }),
  );
const cmsHomeFails = (response: () => Response | Promise<Response>) =>
  server.use(
    graphql.link(`${CMS_URL}/graphql`).query(StaticPageV2Document, async ({ variables, request }) => {
      requests.push({ operationName: 'StaticPageV2', variables, authorization: request.headers.get('authorization') });
      return response();
    }),
  );
const quiet = () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
};

describe('a warm page view', () => {
  it('asks the CMS nothing', async () => {
    cmsHomeTitle('BUNAC home');
    expect((await home()).status).toBe(200);
    expect(requests.length).toBeGreaterThan(0);
    requests.length = 0;
    const warm = await home();
    expect(warm.status).toBe(200);
    expect(title(warm)).toBe('BUNAC home');
    expect(requests).toEqual([]);
  });

  it('tells a CDN the same windows (s-maxage, stale-while-revalidate, stale-if-error)', async () => {
    settings({ CMS_CACHE_TTL_SECONDS: 30, CMS_CACHE_SWR_SECONDS: 120, CMS_CACHE_STALE_IF_ERROR_SECONDS: 3600 });
    expect((await home()).cacheControl).toBe('public, s-maxage=30, stale-while-revalidate=120, stale-if-error=3600');
  });
});

describe('drafts', () => {
  it('never read the cache nor fill it', async () => {
    cmsHomeTitle('BUNAC home');
    await home();
    cmsHomeTitle('BUNAC home (draft)');
    requests.length = 0;
    const draft = await home({ draftMode: true });
    expect(title(draft)).toBe('BUNAC home (draft)');
    expect(requests.find((request) => request.operationName === 'StaticPageV2')).toMatchObject({
      variables: { publicationStatus: 'DRAFT' },
      authorization: `Bearer ${PREVIEW_TOKEN}`,
    });
    // The visitor still gets the published copy, from memory.
    requests.length = 0;
    expect(title(await home())).toBe('BUNAC home');
    expect(requests).toEqual([]);
  });
});

describe('a stale copy', () => {
  it('is served at once while one refresh runs, shared by simultaneous views', async () => {
    settings({ CMS_CACHE_TTL_SECONDS: 0.05, CMS_CACHE_SWR_SECONDS: 60 });
    cmsHomeTitle('BUNAC home');
    await home();
    await sleep(80);
    cmsHomeTitle('BUNAC home, edited');
    requests.length = 0;
    const views = await Promise.all(Array.from({ length: 5 }, () => home()));
    expect(views.map(title)).toEqual(Array(5).fill('BUNAC home'));
    await sleep(50);
    expect(requests.filter((request) => request.operationName === 'StaticPageV2')).toHaveLength(1);
    expect(title(await home())).toBe('BUNAC home, edited');
  });

  it('is served when the CMS fails or hangs (stale-if-error), never replaced by an error', async () => {
    quiet();
    settings({
      CMS_CACHE_TTL_SECONDS: 0.05,
      CMS_CACHE_SWR_SECONDS: 0,
      CMS_CACHE_STALE_IF_ERROR_SECONDS: 60,
      CMS_TIMEOUT_MS: 100,
      CMS_CIRCUIT_FAILURES: 100,
    });
    cmsHomeTitle('BUNAC home');
    await home();
    await sleep(80);
    for (const failure of [
      () => HttpResponse.json({ errors: [{ message: 'Database down' }] }, { status: 500 }),
      () => HttpResponse.json({ data: null, errors: [{ message: 'Internal error' }] }),
      () => HttpResponse.error(),
      async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
    ]) {
      cmsHomeFails(failure);
      const started = Date.now();
      const answer = await home();
      expect([answer.status, title(answer)]).toEqual([200, 'BUNAC home']);
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });

  it('past stale-if-error, a failing CMS gives the brand’s 503 with Retry-After', async () => {
    quiet();
    settings({
      CMS_CACHE_TTL_SECONDS: 0.05,
      CMS_CACHE_SWR_SECONDS: 0,
      CMS_CACHE_STALE_IF_ERROR_SECONDS: 0.05,
      CMS_CIRCUIT_FAILURES: 100,
    });
    cmsHomeTitle('BUNAC home');
    await home();
    await sleep(150);
    cmsHomeFails(() => HttpResponse.json({ errors: [{ message: 'Database down' }] }, { status: 500 }));
    const answer = await home();
    expect(answer.status).toBe(503);
    expect(answer.props?.site.brand.name).toBe('BUNAC');
    expect(answer.cacheControl).toBe('no-store');
  });
});

describe('the circuit breaker', () => {
  it('after consecutive failures answers 503 at once without asking the CMS, then probes and recovers', async () => {
    quiet();
    settings({ CMS_CACHE_TTL_SECONDS: 0, CMS_CIRCUIT_FAILURES: 2, CMS_CIRCUIT_OPEN_SECONDS: 0.3 });
    let asked = 0;
    server.use(
      graphql.link(`${CMS_URL}/graphql`).operation(() => {
        asked += 1;
        return HttpResponse.error();
      }),
    );
    expect((await home()).status).toBe(503);
    expect((await home()).status).toBe(503);
    expect(asked).toBe(2);
    // Open: the next view does not wait for the CMS, nor ask it.
    const started = Date.now();
    const refused = await home();
    expect(refused.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(100);
    expect(asked).toBe(2);
    expect(refused.cacheControl).toBe('no-store');
    const { context, res, headers } = (await import('../support/next-context')).nextContext({ host: BUNAC_HOST });
    await homePageProps(context);
    expect(res.statusCode).toBe(503);
    expect(Number(headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Half-open after the wait: one probe; the CMS is back, so the circuit closes.
    await sleep(350);
    server.resetHandlers();
    server.use(...(await import('../support/fixtures')).siteHandlers());
    expect((await home()).status).toBe(200);
    expect((await home()).status).toBe(200);
  });
});

describe('the publish webhook: POST /api/revalidate', () => {
  async function call(
    handler: (req: NextApiRequest, res: NextApiResponse) => unknown,
    headers: Record<string, string>,
    method = 'POST',
    body: unknown = { event: 'entry.publish', model: 'blog-post', entry: { id: 1 } },
  ) {
    const { req, res, answer } = apiRequest({ host: BUNAC_HOST, url: '/api/revalidate', method, headers });
    (req as unknown as { body: unknown }).body = body;
    await handler(req, res);
    return answer();
  }

  it.each([
    ['no Authorization', {}],
    ['a wrong secret', { authorization: 'Bearer not-the-secret' }],
    ['the secret without Bearer', { authorization: REVALIDATE_SECRET }],
    ['another scheme', { authorization: `Basic ${REVALIDATE_SECRET}` }],
  ])('refuses %s with 401 and purges nothing', async (_label, headers) => {
    cmsHomeTitle('BUNAC home');
    await home();
    const answer = await call(revalidate, headers);
    expect(answer.status).toBe(401);
    requests.length = 0;
    await home();
    expect(requests).toEqual([]);
  });

  it('purges nothing for a draft saved (create or update of an entry not published)', async () => {
    cmsHomeTitle('BUNAC home');
    await home();
    for (const event of ['entry.create', 'entry.update']) {
      const { req, res, answer } = apiRequest({
        host: BUNAC_HOST,
        url: '/api/revalidate',
        method: 'POST',
        headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      });
      (req as unknown as { body: unknown }).body = { event, model: 'blog-post', entry: { id: 1, publishedAt: null } };
      await revalidate(req, res);
      expect(JSON.parse(answer().body!)).toEqual({ ok: true, purged: null });
    }
    requests.length = 0;
    await home();
    expect(requests).toEqual([]);
  });

  it('refuses other methods', async () => {
    expect((await call(revalidate, { authorization: `Bearer ${REVALIDATE_SECRET}` }, 'GET')).status).toBe(405);
  });

  it('with the secret, marks stale what shows the published document: its answer is asked again, its pages marked', async () => {
    const marks: { refreshed: [string, string | null][]; tags: string[] | null }[] = [];
    registerProcessHooks({
      markStale: ({ refreshed, tags }) => (marks.push({ refreshed: [...refreshed], tags }), refreshed.size),
      stats: () => ({}),
    });
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    cmsHomeTitle('BUNAC home');
    await home();
    cmsHomeTitle('BUNAC home, published');
    requests.length = 0;
    const answer = await call(revalidate, { authorization: `Bearer ${REVALIDATE_SECRET}` }, 'POST', {
      event: 'entry.publish',
      model: 'static-page-v2',
      entry: { documentId: 'home-BUNAC', publishedAt: '2026-11-26T12:00:00.000Z' },
    });
    expect(answer.status).toBe(200);
    const { purged } = JSON.parse(answer.body!) as { purged: Record<string, unknown> };
    expect(purged).toMatchObject({ changed: 1, failed: 0 });
    expect((purged.tags as string[]).slice(0, 1).concat((purged.tags as string[]).slice(-2))).toEqual([
      'd:home-BUNAC',
      't:static-page-v2',
      't:*',
    ]);
    // Asked again at once: the home page's document, and nothing that does not show it.
    expect(requests.map((request) => request.operationName)).toEqual(['StaticPageV2']);
    // What shows the document: its answer, with the hash it has now (no list shows it here).
    expect(marks.map((mark) => mark.refreshed.length)).toEqual([1]);
    expect(marks[0].refreshed[0][1]).toMatch(/^[\w-]{27}$/);
    requests.length = 0;
    expect(title(await home())).toBe('BUNAC home, published');
    expect(requests).toEqual([]);
  });

  it('a publish of a document no answer shows asks nothing again and marks no page', async () => {
    const marks: number[] = [];
    registerProcessHooks({ markStale: ({ refreshed }) => (marks.push(refreshed.size), 0), stats: () => ({}) });
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    cmsHomeTitle('BUNAC home');
    await home();
    cmsHomeTitle('BUNAC home, changed unseen');
    requests.length = 0;
    const answer = await call(revalidate, { authorization: `Bearer ${REVALIDATE_SECRET}` }, 'POST', {
      event: 'entry.publish',
      model: 'travel-guide',
      entry: { documentId: 'guide-nobody-shows', publishedAt: '2026-11-26T12:00:00.000Z' },
    });
    expect(JSON.parse(answer.body!).purged).toMatchObject({ changed: 0 });
    // Lists of other models were not asked again either: only what carries the guide's keys.
    expect(requests).toEqual([]);
    expect(marks).toEqual([0]);
    expect(title(await home())).toBe('BUNAC home');
  });

  it('an event it cannot tell apart marks everything stale: each answer is asked again when next read', async () => {
    registerProcessHooks({ markStale: () => 0, stats: () => ({}) });
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    cmsHomeTitle('BUNAC home');
    await home();
    cmsHomeTitle('BUNAC home, after a media edit');
    const answer = await call(revalidate, { authorization: `Bearer ${REVALIDATE_SECRET}` }, 'POST', {
      event: 'media.update',
      entry: { id: 3, url: '/uploads/x.png' },
    });
    expect(JSON.parse(answer.body!).purged).toMatchObject({ tags: null, refetched: 0 });
    expect(title(await home())).toBe('BUNAC home, after a media edit');
  });
});

describe('GET /api/health', () => {
  it('reports the CMS, the circuit and the caches, with nothing secret', async () => {
    registerProcessHooks({ markStale: () => 0, stats: () => ({ entries: 3 }) });
    cmsHomeTitle('BUNAC home');
    await home();
    await home();
    server.use(http.get(`${CMS_URL}/_health`, () => new HttpResponse(null, { status: 204 })));
    const { req, res, answer } = apiRequest({ host: BUNAC_HOST, url: '/api/health' });
    await health(req, res);
    const report = JSON.parse(answer().body!);
    expect(answer().status).toBe(200);
    expect(report).toMatchObject({
      status: 'ok',
      cms: { reachable: true, circuit: 'closed' },
      pageCache: { entries: 3 },
      sharedCache: null, // no REDIS_URL: one instance, memory only
    });
    expect(report.contentCache.entries).toBeGreaterThan(0);
    expect(report.contentCache.hitRatio).toBeGreaterThan(0);
    expect(JSON.stringify(report)).not.toMatch(/cms\.test|secret|token/i);
  });

  it('says the CMS is unreachable, and stays 200 while pages can be served from memory', async () => {
    cmsHomeTitle('BUNAC home');
    await home();
    server.use(http.get(`${CMS_URL}/_health`, () => HttpResponse.error()));
    const { req, res, answer } = apiRequest({ host: BUNAC_HOST, url: '/api/health' });
    await health(req, res);
    expect(answer().status).toBe(200);
    expect(JSON.parse(answer().body!)).toMatchObject({ status: 'degraded', cms: { reachable: false } });
  });
});
