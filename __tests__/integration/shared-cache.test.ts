/**
 * The content cache's second level in a real Redis (Debian's redis-server on a free port), as two
 * site instances share it: each instance is a ContentCache with its own connection.
 */
import { ContentCache } from '@/lib/cms/content-cache';
import { sharedLevel } from '@/lib/cms/shared-state';
import health from '@/pages/api/health';
import revalidate from '@/pages/api/revalidate';
import { apiRequest } from '../support/next-context';
import { createSharedLevel, type SharedLevel } from '@/lib/cms/shared-level';
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

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A site instance: its memory level, the shared level, and what it asked the CMS. */
function instance() {
  const shared = createSharedLevel(`redis://127.0.0.1:${port}`);
  const cache = new ContentCache(POLICY, Date.now, shared);
  const asked: string[] = [];
  let purges = 0;
  shared.onPurge(() => {
    purges += 1;
    cache.purge();
  });
  const read = (key: string, answer: string) =>
    cache.read(key, async () => {
      asked.push(key);
      return { answer };
    });
  return { shared, cache, asked, read, purges: () => purges };
}

let instances: ReturnType<typeof instance>[] = [];
const connected = (level: SharedLevel) => until(() => level.slot('probe') !== null);

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
    await new Promise((resolve) => setTimeout(resolve, 50)); // the shared write is not awaited by the view
    expect((await b.read('Brands', 'v2')).data).toEqual({ answer: 'v1' });
    expect([a.asked, b.asked]).toEqual([['Brands'], []]);
  });

  it('a purge on one instance empties the other’s memory within moments, and both ask the CMS again', async () => {
    const [a, b] = instances;
    await a.read('Post', 'old');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await b.read('Post', 'old');
    a.cache.purge();
    await a.shared.purge();
    await until(() => b.purges() === 1, 2_000);
    expect((await b.read('Post', 'new')).data).toEqual({ answer: 'new' });
    expect(b.asked).toEqual(['Post']);
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
    await a.read('Events', 'e1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await b.read('Events', 'e2')).data).toEqual({ answer: 'e1' });
  }, 20_000);

  it('on reconnecting, empties its memory when the generation moved while it was away', async () => {
    const [a, b] = instances;
    await a.shared.purge(); // a new generation, seen by both
    await until(() => b.purges() === 1, 2_000);
    await b.read('News', 'old');
    // Redis comes back without its data (no persistence): the generation it had is gone, so b cannot
    // know which purges it missed, and forgets everything rather than serve what may be stale.
    await stopRedis();
    await startRedis();
    await until(() => b.purges() === 2, 5_000);
    expect((await b.read('News', 'new')).data).toEqual({ answer: 'new' });
    expect(b.asked).toEqual(['News', 'News']);
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

  it('reaches every other instance: the one the webhook hit announces the purge through Redis', async () => {
    const [, other] = instances;
    await other.read('Home', 'old');
    await connected(sharedLevel()!);
    const { req, res, answer } = apiRequest({
      host: 'www.bunac.org',
      url: '/api/revalidate',
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}` },
      body: { event: 'entry.publish', model: 'blog-post', entry: { id: 1 } },
    });
    jest.spyOn(console, 'info').mockImplementationOnce(() => undefined);
    await revalidate(req, res);
    expect(JSON.parse(answer().body!)).toEqual({ ok: true, purged: ['content', 'pages', 'shared'] });
    await until(() => other.purges() === 1, 2_000);
    expect((await other.read('Home', 'new')).data).toEqual({ answer: 'new' });
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
