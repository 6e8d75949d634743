/**
 * Publishing while visitors are on the site (docs/architecture.md "Soft, precise purges"): a
 * publish marks stale only the pages that show the changed document, serves their stale copies
 * while one background render per page makes them anew, and keeps serving them through a CMS
 * outage that follows. The changed page shows the change within seconds of the webhook: how soon is
 * a figure (`npm run bench` measures it against the 2 s target, docs/performance.md "Throughput and latency"), not
 * a timed assertion that a busy machine fails (here 0.5–2.3 s over runs at 2,500–1,500 req/s).
 *
 * The CMS's own webhook goes to the e2e tier's site; here the test sends the same webhook to its own
 * server, as a load balancer would.
 */
import { adminApi, type AdminApi } from '../../e2e/support/cms-admin';
import { documentsOf } from '../../e2e/support/seed-data';
import {
  cmsRelay,
  cmsUrl,
  expectPagesIntact,
  get,
  load,
  pageCacheFigures,
  sendWebhook,
  sleep,
  startHostileSite,
  type HostileSite,
} from './support';

const BLOG_POST = 'api::blog-post.blog-post';
const posts = documentsOf('blog-post').filter(
  (doc) => doc.$status !== 'draft' && !doc.IsInfoBlog && (doc.brands as string[]).includes('Wayfarer Collective'),
);
let admin: AdminApi;

beforeAll(async () => {
  admin = await adminApi();
});

/** The brand's pages, as its sitemap lists them (paths on this site). */
async function sitePages(site: HostileSite, count: number): Promise<string[]> {
  const sitemap = await get(site, '/sitemap.xml');
  expect(sitemap.status).toBe(200);
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set(paths)].slice(0, count);
}

/**
 * Changes a post's title in the CMS and publishes it, as an editor does in the admin; returns the
 * webhook the CMS sends for it, and the title it had.
 */
async function publishTitle(slug: string, title: string) {
  const draft = await admin.findDraft(BLOG_POST, slug);
  await admin.saveDraft(BLOG_POST, draft.documentId, { Title: title });
  await admin.publish(BLOG_POST, draft.documentId);
  return {
    webhook: {
      event: 'entry.publish',
      model: 'blog-post',
      uid: BLOG_POST,
      entry: { documentId: draft.documentId, publishedAt: new Date().toISOString() },
    },
    previous: draft.Title as string,
  };
}

describe('a publish under load (20 connections over 60 warm pages)', () => {
  let site: HostileSite;
  const post = posts[0];
  const pathname = `/blog/${post.Slug as string}/`;
  let original: string | null = null;

  beforeAll(async () => {
    site = await startHostileSite('publish-load');
  });
  afterAll(async () => {
    if (original) await publishTitle(post.Slug as string, original);
    await site.stop();
  });

  it('no visitor waits for a render, the changed page shows the change, and only what shows it is marked', async () => {
    const pages = await sitePages(site, 60);
    expect(pages.length).toBeGreaterThanOrEqual(40);
    if (!pages.includes(pathname)) pages[pages.length - 1] = pathname;
    for (const page of pages) expect((await get(site, page)).status).toBeLessThan(400);
    const before = await pageCacheFigures(site);

    const title = `${post.Title as string} (published under load ${Date.now()})`;
    let shownAfterMs: number | null = null;
    let report: { pages?: number; changed?: number } = {};
    const running = load(site, { connections: 20, seconds: 8, request: (n) => ({ path: pages[n % pages.length] }) });
    await sleep(3_000);
    const { webhook, previous } = await publishTitle(post.Slug as string, title);
    original = previous;
    const sent = Date.now();
    const answer = await sendWebhook(site, webhook);
    expect(answer.status).toBe(200);
    report = (JSON.parse(answer.body) as { purged: typeof report }).purged;
    // Seconds, not the minutes of the cache's lifetime: a page made anew in the background, first.
    while (shownAfterMs === null && Date.now() - sent < 5_000) {
      const view = await get(site, pathname);
      if (view.body.includes(title)) shownAfterMs = Date.now() - sent;
      else await sleep(50);
    }
    const result = await running;
    const after = await pageCacheFigures(site);
    process.stdout.write(
      `  under load: the change shown ${shownAfterMs} ms after the webhook; ${report.pages} pages marked; ${(result.requests.average ?? 0).toFixed(0)} req/s\n`,
    );

    expect({ errors: result.errors + result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, non2xx: 0 });
    // Every view was served from memory: fresh, or stale while its page was made anew.
    expect(after.miss - before.miss).toBe(0);
    expect(after.busy - before.busy).toBe(0);
    expect(shownAfterMs).not.toBeNull();
    // Precise: the post's page and the lists that show its title, not the 60 pages.
    expect(report.pages).toBeGreaterThanOrEqual(1);
    expect(report.pages!).toBeLessThanOrEqual(pages.length / 4);
    expect(after.background - before.background).toBeLessThanOrEqual(report.pages! + 5);
  }, 60_000);
});

describe('a publish, then a CMS outage', () => {
  let site: HostileSite;
  const relay = cmsRelay(new URL(cmsUrl()));
  const post = posts[1];
  const pathname = `/blog/${post.Slug as string}/`;
  let original: string | null = null;
  const warm = ['/', '/blog/', pathname, '/events/', '/jobs/', '/privacy-policy/', '/destinations/'];

  beforeAll(async () => {
    await relay.listen();
    site = await startHostileSite('publish-outage', {
      cmsUrl: relay.url(),
      // Fail fast once the CMS is frozen.
      env: { CMS_TIMEOUT_MS: '1000' },
    });
  });
  afterAll(async () => {
    relay.forward();
    if (original) await publishTitle(post.Slug as string, original);
    await site.stop();
    await relay.stop();
  });

  it('every warm page still answers 200 from its copy, and the site catches up when the CMS is back', async () => {
    for (const page of warm) expect((await get(site, page)).status).toBe(200);
    const title = `${post.Title as string} (published before an outage ${Date.now()})`;
    const { webhook, previous } = await publishTitle(post.Slug as string, title);
    original = previous;
    // The webhook, and the CMS stuck right after it (its requests accepted, never answered).
    const sent = sendWebhook(site, webhook);
    await sleep(20);
    relay.freeze();
    await sent;
    await expectPagesIntact(site, warm);
    relay.forward();
    const deadline = Date.now() + 30_000;
    let caughtUp = false;
    while (!caughtUp && Date.now() < deadline) {
      caughtUp = (await get(site, pathname)).body.includes(title);
      if (!caughtUp) await sleep(500);
    }
    expect(caughtUp).toBe(true);
  }, 90_000);
});

describe('a publish, then a CMS outage, then an address nobody has asked for', () => {
  let site: HostileSite;
  const relay = cmsRelay(new URL(cmsUrl()));
  const TIMEOUT_MS = 2_000;

  beforeAll(async () => {
    await relay.listen();
    site = await startHostileSite('publish-outage-new-address', {
      cmsUrl: relay.url(),
      env: { CMS_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
  });
  afterAll(async () => {
    relay.forward();
    await site.stop();
    await relay.stop();
  });

  it('answers within one CMS timeout, though the publish marked everything stale, the brands too', async () => {
    for (const page of ['/', '/blog/']) expect((await get(site, page)).status).toBe(200);
    // A replaced file: which pages show it cannot be told, so every answer is marked stale (the
    // brands the Host is resolved with included) and asked again only when next read.
    const sent = sendWebhook(site, { event: 'media.update', media: { id: 1, url: '/uploads/hero.jpg' } });
    await sent;
    relay.freeze();
    const started = Date.now();
    const answer = await get(site, '/travel-guides/');
    const ms = Date.now() - started;
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBeDefined();
    // Before: a timeout for the stale brands, then another for the page (4 s here).
    expect(ms).toBeLessThan(TIMEOUT_MS * 1.5);
  }, 60_000);
});
