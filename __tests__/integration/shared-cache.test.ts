/**
 * The content cache's second level in a real Redis (Debian's redis-server on a free port), as
 * site instances share it: each instance is a ContentCache with its own connection, applying the
 * purges it hears as the site does (lib/cms/process-state: marks by surrogate key, or everything).
 */
import { createHash } from 'crypto';
import { Redis } from 'ioredis';
import { ContentCache } from '@/lib/cms/content-cache';
import { sharedLevel } from '@/lib/cms/process-state';
import { addressTag } from '@/lib/cms/surrogate-keys';
import health from '@/pages/api/health';
import revalidate from '@/pages/api/revalidate';
import { moved, scrape } from '../support/metrics';
import { apiRequest } from '../support/next-context';
import { createSharedLevel, type SharedLevel } from '@/lib/cms/redis-level';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runner's CommonJS helper
const { startTestRedis } = require('../../scripts/support/test-redis') as {
  startTestRedis(): Promise<{
    port: number;
    url: string;
    start(): Promise<void>;
    stop(): Promise<void>;
    remove(): Promise<void>;
  }>;
};

const POLICY = { freshMs: 60_000, staleWhileRevalidateMs: 300_000, staleIfErrorMs: 86_400_000, maxBytes: 1 << 20 };

let redis: Awaited<ReturnType<typeof startTestRedis>>;
let port: number;
const startRedis = () => redis.start();
const stopRedis = () => redis.stop();

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A site instance: its memory level, the shared level, what it asked the CMS, and the purges it heard. */
function instance() {
  const shared = createSharedLevel(`redis://127.0.0.1:${port}`);
  const cache = new ContentCache(POLICY, Date.now, shared);
  const asked: string[] = [];
  const heard: (string[] | null)[] = [];
  shared.onPurge((tags) => {
    heard.push(tags);
    if (tags) cache.invalidate(tags);
    else cache.invalidateAll();
  });
  /** A read whose answer carries `tags` (its surrogate keys). */
  const read = (key: string, answer: string, tags: string[] = [`d:${key}`]) =>
    cache.read(
      key,
      async () => {
        asked.push(key);
        return { answer };
      },
      { describe: () => tags },
    );
  return { shared, cache, asked, heard, read };
}

let instances: ReturnType<typeof instance>[] = [];
const connected = (level: SharedLevel) => until(() => level.connected());
/** The Redis key a content-cache key is shared under (lib/cms/redis-level). */
const slotOf = (key: string) => `travel-site:content:answer:${createHash('sha1').update(key).digest('base64url')}`;

beforeAll(async () => {
  redis = await startTestRedis();
  port = redis.port;
});
afterAll(() => redis.remove());
beforeEach(async () => {
  instances = [instance(), instance()];
  await Promise.all(instances.map(({ shared }) => connected(shared)));
});
afterEach(async () => {
  await Promise.all(instances.map(({ shared }) => shared.close()));
});

describe('content cache shared through Redis', () => {
  it('asks the CMS once for two instances: the second gets the first one’s answer', async () => {
    const [a, b] = instances;
    expect((await a.read('Brands', 'v1')).data).toEqual({ answer: 'v1' });
    await sleep(50); // the shared write is not awaited by the view
    expect((await b.read('Brands', 'v2')).data).toEqual({ answer: 'v1' });
    expect([a.asked, b.asked]).toEqual([['Brands'], []]);
  });

  it('a purge announced by one instance marks, on the other, only the answers carrying its keys', async () => {
    const [a, b] = instances;
    await b.read('Post', 'old', ['d:post-1', 't:blog-post']);
    await b.read('Events', 'e1', ['d:event-1', 't:event']);
    await a.shared.announce(['d:post-1']);
    await until(() => b.heard.length === 1, 2_000);
    expect(b.heard).toEqual([['d:post-1']]);
    expect((await b.read('Post', 'new', ['d:post-1'])).data).toEqual({ answer: 'new' });
    expect((await b.read('Events', 'e2')).data).toEqual({ answer: 'e1' });
    expect(b.asked).toEqual(['Post', 'Events', 'Post']);
    // The announcing instance applies its own purge itself: it does not hear it back.
    expect(a.heard).toEqual([]);
  });

  it('never trusts a shared answer fetched before a purge of what it shows', async () => {
    const [a, b] = instances;
    await a.read('Guide', 'before', ['d:guide-1']);
    await sleep(50);
    await a.shared.announce(['d:guide-1']);
    await until(() => b.heard.length === 1, 2_000);
    // b never had it: Redis holds a's copy, fetched before the purge, so b asks the CMS.
    expect((await b.read('Guide', 'after', ['d:guide-1'])).data).toEqual({ answer: 'after' });
    expect(b.asked).toEqual(['Guide']);
  });

  it('ignores what Redis holds when it is not an answer, or claims to be fetched in the future', async () => {
    const [, b] = instances;
    const writer = new Redis(redis.url);
    try {
      await writer.set(
        slotOf('Poisoned'),
        JSON.stringify({ data: { answer: 'forged' }, fetchedAt: Date.now() + 86_400_000, tags: [] }),
      );
      await writer.set(slotOf('Garbage'), 'not json at all');
      await writer.set(slotOf('Shapeless'), JSON.stringify({ data: { answer: 'x' }, fetchedAt: 'yesterday' }));
    } finally {
      writer.disconnect();
    }
    expect((await b.read('Poisoned', 'cms')).data).toEqual({ answer: 'cms' });
    expect((await b.read('Garbage', 'cms')).data).toEqual({ answer: 'cms' });
    expect((await b.read('Shapeless', 'cms')).data).toEqual({ answer: 'cms' });
    expect(b.asked).toEqual(['Poisoned', 'Garbage', 'Shapeless']);
  });

  it('an instance that missed an announcement while it was disconnected reads it from the log on reconnecting', async () => {
    const [a, b] = instances;
    await b.read('News', 'old', ['d:news-1']);
    const admin = new Redis(redis.url);
    try {
      // Every subscriber connection cut: b is deaf until it reconnects (a moment later).
      await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      await a.shared.announce(['d:news-1']);
    } finally {
      admin.disconnect();
    }
    // (Announcements of the tests before may come with it: the log is read with a margin for clocks.)
    await until(() => b.heard.some((tags) => tags?.includes('d:news-1')), 5_000);
    expect((await b.read('News', 'new', ['d:news-1'])).data).toEqual({ answer: 'new' });
  });

  it('keeps answering from memory and the CMS while Redis is down, and shares again once it is back', async () => {
    const [a, b] = instances;
    await stopRedis();
    const started = Date.now();
    expect((await a.read('Jobs', 'cms')).data).toEqual({ answer: 'cms' });
    expect((await b.read('Jobs', 'cms')).data).toEqual({ answer: 'cms' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect([a.asked, b.asked]).toEqual([['Jobs'], ['Jobs']]);

    await startRedis();
    await Promise.all(instances.map(({ shared }) => connected(shared)));
    // Redis came back empty: both marked everything, and trust no answer fetched within a second of
    // that (instances' clocks differ a little).
    await sleep(1_100);
    await a.read('Events', 'e1');
    await sleep(50);
    expect((await b.read('Events', 'e2')).data).toEqual({ answer: 'e1' });
  }, 20_000);

  it('marks everything stale on reconnecting to a Redis that lost its data: it cannot know what it missed', async () => {
    const [, b] = instances;
    await b.read('Home', 'old');
    // Redis comes back without its data (no persistence): a new epoch, and no log to read.
    await stopRedis();
    await startRedis();
    await until(() => b.heard.includes(null), 5_000);
    expect((await b.read('Home', 'new')).data).toEqual({ answer: 'new' });
    expect(b.asked).toEqual(['Home', 'Home']);
  }, 20_000);
});

describe('the publish webhook with REDIS_URL', () => {
  const SECRET = 'revalidate-secret-for-shared-tests-0123456789';
  // One connection for the process, as a server has (sharedLevel() keeps it process-wide).
  beforeAll(() => {
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    process.env.REVALIDATE_SECRET = SECRET;
  });
  afterAll(async () => {
    await sharedLevel()?.close();
    delete process.env.REDIS_URL;
  });

  it('reaches every other instance: the one the webhook hit announces what changed through Redis', async () => {
    const [, other] = instances;
    await other.read('Home', 'old', ['d:home-doc']);
    await connected(sharedLevel()!);
    const { req, res, answer } = apiRequest({
      host: 'www.bunac.org',
      url: '/api/revalidate',
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}` },
      body: { event: 'entry.publish', model: 'static-page-v2', entry: { documentId: 'home-doc' } },
    });
    const before = await scrape();
    await revalidate(req, res);
    expect(JSON.parse(answer().body!).purged).toMatchObject({ announced: true });
    await until(() => other.heard.length === 1, 2_000);
    expect(other.heard).toEqual([['d:home-doc', addressTag('static-page-v2', 'home-doc'), 't:static-page-v2', 't:*']]);
    expect((await other.read('Home', 'new', ['d:home-doc'])).data).toEqual({ answer: 'new' });
    // What an operator sees: the webhook's purge, announced once, and Redis connected.
    const after = await scrape();
    expect(moved(before, after, 'site_webhook_purges_total{result="purged"}')).toBe(1);
    expect(moved(before, after, 'site_purge_announcements_total{direction="sent"}')).toBe(1);
    expect(after.get('site_redis_connected{role="shared_cache"}')).toBe(1);
  });

  it('counts a purge another instance announced, as received', async () => {
    const [, other] = instances;
    await connected(sharedLevel()!);
    const before = await scrape();
    await other.shared.announce(['d:elsewhere']);
    await until(
      async () => moved(before, await scrape(), 'site_purge_announcements_total{direction="received"}') === 1,
      2_000,
    );
  });

  it('/api/health says whether the shared cache is connected, and stays 200 while Redis is down', async () => {
    const report = async () => {
      const { req, res, answer } = apiRequest({ host: 'www.bunac.org', url: '/api/health' });
      await health(req, res);
      return { code: answer().status, ...(JSON.parse(answer().body!) as { status: string; sharedCache: unknown }) };
    };
    await connected(sharedLevel()!);
    expect((await report()).sharedCache).toEqual({ connected: true });
    await stopRedis();
    await until(() => !sharedLevel()!.connected(), 2_000);
    expect(await report()).toMatchObject({ code: 200, status: 'degraded', sharedCache: { connected: false } });
    await startRedis();
    await until(() => sharedLevel()!.connected(), 5_000);
    expect((await report()).sharedCache).toEqual({ connected: true });
  }, 20_000);
});
