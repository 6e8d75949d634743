/**
 * The site under a campaign's traffic and through a CMS outage, as deployed (server.js: Next
 * behind the page cache; the content cache in the CMS seam), against the real CMS.
 *
 * - A publish in the CMS shows on a warm page within 2 s (the CMS's webhook purges the caches).
 * - A second site instance reaches the CMS through a TCP relay the test controls: when the CMS
 *   freezes (connections accepted, never answered) or stops (connections refused), pages seen
 *   before keep answering 200 with their content at once; pages never seen answer the brand's 503
 *   with Retry-After, within the CMS timeout the first time and at once afterwards (the circuit is
 *   open); when the CMS is back the site recovers by itself.
 * - A short load on loopback answers every request with 200.
 */
import autocannon from 'autocannon';
import path from 'path';
import { requestSite } from './support/browser';
import { adminApi } from './support/cms-admin';
import { cmsRelay } from './support/cms-relay';
import { documentsOf } from './support/seed-data';
import { productionSecrets, startSite } from './support/test-site';

const BRAND_NAME = 'Wayfarer Collective';
const posts = documentsOf('blog-post').filter(
  (doc) => doc.$status !== 'draft' && !doc.IsInfoBlog && (doc.brands as string[]).includes(BRAND_NAME),
);

async function timed(slug: string, pathname: string, port?: number) {
  const started = Date.now();
  const response = await requestSite(slug, pathname, port ? { host: `${slug}.localhost:${port}` } : {}, port);
  return { ...response, ms: Date.now() - started };
}

describe('publishing', () => {
  it('shows a published change on a warm page within 2 s', async () => {
    const post = posts[0];
    const pathname = `/blog/${post.Slug as string}/`;
    expect((await requestSite('wayfarer', pathname)).status).toBe(200);
    expect((await requestSite('wayfarer', pathname)).headers['x-page-cache']).toBe('HIT');

    const admin = await adminApi();
    const draft = await admin.findDraft('api::blog-post.blog-post', post.Slug as string);
    const title = `${post.Title as string} (updated ${Date.now()})`;
    await admin.saveDraft('api::blog-post.blog-post', draft.documentId, { Title: title });
    const published = Date.now();
    await admin.publish('api::blog-post.blog-post', draft.documentId);
    let seen = false;
    while (!seen && Date.now() - published < 2000) {
      seen = (await requestSite('wayfarer', pathname)).body.includes(title);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect({ seen, withinMs: 2000 }).toEqual({ seen: true, withinMs: 2000 });
  });
});

describe('a CMS outage', () => {
  const relay = cmsRelay(new URL(process.env.CMS_TEST_URL!));
  let site: { port: number; stop(): Promise<void> };
  /** How long the site waits for the CMS before it gives up (CMS_TIMEOUT_MS; 3 s by default). */
  const CMS_TIMEOUT_MS = 1500;
  const seen = `/blog/${posts[1].Slug as string}/`;
  // Pages this site instance never rendered: a blog post, then (once the CMS is stopped) a
  // destination.
  const unseen = [
    `/blog/${posts[2].Slug as string}/`,
    `/destinations/${documentsOf('destination').find((doc) => (doc.brands as string[]).includes(BRAND_NAME))!.Slug as string}/`,
  ];

  beforeAll(async () => {
    await relay.listen();
    site = await startSite({
      cmsUrl: relay.url(),
      logDir: path.join(process.cwd(), 'test-results'),
      logName: 'test-site-outage.log',
      env: {
        ...productionSecrets(),
        DEFAULT_BRAND: BRAND_NAME,
        CMS_CIRCUIT_FAILURES: '3',
        CMS_CIRCUIT_OPEN_SECONDS: '2',
        CMS_TIMEOUT_MS: String(CMS_TIMEOUT_MS),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
    await relay.stop();
  });

  it('serves seen pages and answers unseen ones with the brand’s 503 and Retry-After, frozen or stopped, and recovers', async () => {
    const first = await timed('wayfarer', seen, site.port);
    expect(first.status).toBe(200);
    const content = first.body.match(/<h1[^>]*>([^<]+)</)![1];

    relay.freeze();
    const frozenSeen = await timed('wayfarer', seen, site.port);
    expect([frozenSeen.status, frozenSeen.ms < 1000, frozenSeen.body.includes(content)]).toEqual([200, true, true]);
    const firstUnseen = await timed('wayfarer', unseen[0], site.port);
    expect(firstUnseen.status).toBe(503);
    // Bounded by the CMS timeout, with room for rendering the error page on a busy machine.
    expect(firstUnseen.ms).toBeLessThan(CMS_TIMEOUT_MS + 2000);
    expect(Number(firstUnseen.headers['retry-after'])).toBeGreaterThan(0);
    expect(firstUnseen.headers['cache-control']).toBe('no-store');
    expect(firstUnseen.body).toMatch(/<title[^>]*>[^<]*Wayfarer/);
    // Consecutive failures open the circuit (CMS_CIRCUIT_FAILURES, 3 here): from then on an
    // unseen page does not wait for the CMS at all.
    let fast = firstUnseen;
    for (let attempt = 0; attempt < 4 && fast.ms >= 100; attempt += 1)
      fast = await timed('wayfarer', unseen[0], site.port);
    expect([fast.status, fast.ms < 100, Number(fast.headers['retry-after']) > 0]).toEqual([503, true, true]);

    await relay.stop();
    const stoppedSeen = await timed('wayfarer', seen, site.port);
    expect([stoppedSeen.status, stoppedSeen.ms < 1000, stoppedSeen.body.includes(content)]).toEqual([200, true, true]);
    const stoppedUnseen = await timed('wayfarer', unseen[1], site.port);
    expect([stoppedUnseen.status, stoppedUnseen.ms < CMS_TIMEOUT_MS + 2000]).toEqual([503, true]);

    await relay.restart();
    relay.forward();
    let recovered = 0;
    const deadline = Date.now() + 15_000;
    while (recovered !== 200 && Date.now() < deadline) {
      recovered = (await timed('wayfarer', unseen[0], site.port)).status;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(recovered).toBe(200);
  }, 60_000);
});

describe('a short load on loopback', () => {
  it('answers every request of 20 connections for 5 s with 200', async () => {
    const port = Number(process.env.E2E_SITE_PORT);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/`,
      headers: { host: `wayfarer.localhost:${port}` },
      connections: 20,
      duration: 5,
    });
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(result.requests.total).toBeGreaterThan(100);
  });
});
