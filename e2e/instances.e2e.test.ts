/**
 * Two site instances as a load balancer spreads visitors over them (docs/deployment.md): the same
 * production build (server.js, `npm start`), one Redis (Debian's redis-server on a free port), the
 * real CMS.
 *
 * - An editor publishes through the admin; the CMS's webhook reaches one instance (here: the test
 *   sends it to A, as a load balancer would); the other instance, B, shows the change within 2 s,
 *   though it had the old page in its page cache.
 * - Redis stops: both instances keep answering 200, pages they had and pages they never rendered.
 *   Redis comes back: they reconnect by themselves and a purge reaches across again.
 */
import path from 'path';
import http from 'http';
import { requestSite } from './support/browser';
import { adminApi, type AdminApi } from './support/cms-admin';
import { documentsOf } from './support/seed-data';
import { productionSecrets, startSite } from './support/test-site';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runner's CommonJS helper
const { startTestRedis } = require('../scripts/support/test-redis') as {
  startTestRedis(): Promise<{ url: string; start(): Promise<void>; stop(): Promise<void>; remove(): Promise<void> }>;
};

const BRAND = 'wayfarer';
const BRAND_NAME = 'Wayfarer Collective';
const BLOG_POST = 'api::blog-post.blog-post';
const posts = documentsOf('blog-post').filter(
  (doc) => doc.$status !== 'draft' && !doc.IsInfoBlog && (doc.brands as string[]).includes(BRAND_NAME),
);
// Not the posts the cache tests change (the first three), so the files may run in any order.
const post = posts[posts.length - 1];
const pathname = `/blog/${post.Slug as string}/`;
const destinations = documentsOf('destination').filter((doc) => (doc.brands as string[]).includes(BRAND_NAME));

type Site = { port: number; stop(): Promise<void> };
let redis: Awaited<ReturnType<typeof startTestRedis>>;
let a: Site;
let b: Site;
let admin: AdminApi;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const view = (site: Site, where = pathname) => requestSite(BRAND, where, {}, site.port);

/** The instance's /api/health. */
async function health(site: Site) {
  const answer = await view(site, '/api/health');
  return {
    code: answer.status,
    ...(JSON.parse(answer.body) as { status: string; sharedCache: { connected: boolean } | null }),
  };
}

async function until(what: string, condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** The CMS's publish webhook, as it would arrive at one instance through the load balancer. */
function webhook(site: Site, entry: Record<string, unknown>) {
  const body = JSON.stringify({ event: 'entry.publish', model: 'blog-post', uid: BLOG_POST, entry });
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        path: '/api/revalidate',
        method: 'POST',
        headers: {
          host: `${BRAND}.localhost:${site.port}`,
          authorization: `Bearer ${process.env.CMS_TEST_REVALIDATE_SECRET}`,
          'content-type': 'application/json',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Publishes a new title for the post through the admin API; answers the title and the entry. */
async function publishNewTitle(label: string) {
  const draft = await admin.findDraft(BLOG_POST, post.Slug as string);
  const title = `${post.Title as string} (${label} ${Date.now()})`;
  await admin.saveDraft(BLOG_POST, draft.documentId, { Title: title });
  await admin.publish(BLOG_POST, draft.documentId);
  return { title, entry: { documentId: draft.documentId, Title: title, publishedAt: new Date().toISOString() } };
}

/** Publishes through the admin, sends the webhook to `hit`, and expects `other` to show it within 2 s. */
async function publishAndWatch(hit: Site, other: Site) {
  // Both have the page fresh in their page cache (after Redis came back empty, an instance marks
  // everything stale and makes each page anew when next viewed: a moment).
  for (const site of [hit, other]) {
    expect((await view(site)).status).toBe(200);
    await until(
      'the page is fresh in its page cache',
      async () => (await view(site)).headers['x-page-cache'] === 'HIT',
      10_000,
    );
  }
  const { title, entry } = await publishNewTitle(hit === a ? 'via A' : 'via B');
  // Published, but no webhook yet: the other instance still has its copy.
  expect((await view(other)).body.includes(title)).toBe(false);
  const sent = Date.now();
  const answer = await webhook(hit, entry);
  // The instance the webhook hit marked what shows the post (its answer changed, its page marked)
  // and announced it to the other through Redis.
  expect([answer.status, JSON.parse(answer.body)]).toEqual([
    200,
    {
      ok: true,
      purged: expect.objectContaining({ announced: true, changed: expect.any(Number), pages: expect.any(Number) }),
    },
  ]);
  expect(JSON.parse(answer.body).purged.changed).toBeGreaterThan(0);
  let seen = false;
  while (!seen && Date.now() - sent < 2000) {
    seen = (await view(other)).body.includes(title);
    if (!seen) await sleep(50);
  }
  if (seen) process.stdout.write(`  the other instance showed the change ${Date.now() - sent} ms after the webhook\n`);
  // Seen on the other instance within 2 s, and on the one the webhook reached.
  expect({ seenWithin2s: seen, onHit: (await view(hit)).body.includes(title) }).toEqual({
    seenWithin2s: true,
    onHit: true,
  });
}

beforeAll(async () => {
  redis = await startTestRedis();
  const instance = (name: string) =>
    startSite({
      cmsUrl: process.env.CMS_TEST_URL!,
      logDir: path.join(process.cwd(), 'test-results'),
      logName: `test-site-instance-${name}.log`,
      env: { ...productionSecrets(), DEFAULT_BRAND: BRAND_NAME, REDIS_URL: redis.url },
    });
  [a, b] = await Promise.all([instance('a'), instance('b')]);
  admin = await adminApi();
  // A first view makes each instance connect (the shared level is created with the content cache).
  for (const site of [a, b]) expect((await view(site)).status).toBe(200);
  for (const site of [a, b])
    await until(
      'the instance reports Redis connected',
      async () => (await health(site)).sharedCache?.connected === true,
      10_000,
    );
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.remove();
});

describe('two instances sharing Redis', () => {
  it('a publish whose webhook reaches instance A shows on instance B within 2 s', async () => {
    await publishAndWatch(a, b);
  }, 30_000);

  it('with Redis stopped both answer 200, seen and unseen pages; back, they reconnect and purges reach across again', async () => {
    await redis.stop();
    for (const site of [a, b])
      await until(
        'the instance notices Redis is gone',
        async () => (await health(site)).sharedCache?.connected === false,
        10_000,
      );
    const unseen = destinations.map((doc) => `/destinations/${doc.Slug as string}/`);
    for (const site of [a, b]) {
      expect((await view(site)).status).toBe(200);
      for (const where of unseen.slice(0, 2)) {
        const started = Date.now();
        const answer = await view(site, where);
        expect([where, answer.status, Date.now() - started < 10_000]).toEqual([where, 200, true]);
      }
      const report = await health(site);
      expect([report.code, report.status, report.sharedCache]).toEqual([200, 'degraded', { connected: false }]);
    }

    await redis.start();
    for (const site of [a, b])
      await until(
        'the instance reconnects by itself',
        async () => (await health(site)).sharedCache?.connected === true,
        15_000,
      );
    await publishAndWatch(b, a);
  }, 60_000);
});
