/**
 * The content cache's second level in a real Redis (Debian's redis-server on a free port), as two
 * site instances share it: each instance is a ContentCache with its own connection.
 */
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { ContentCache } from '@/lib/cms/content-cache';
import { sharedLevel } from '@/lib/cms/shared-state';
import revalidate from '@/pages/api/revalidate';
import { apiRequest } from '../support/next-context';
import { createSharedLevel, type SharedLevel } from '@/lib/cms/shared-level';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runner's CommonJS helper
const { freePort } = require('../../scripts/support/ports') as { freePort(): Promise<number> };

const POLICY = { freshMs: 60_000, staleWhileRevalidateMs: 300_000, staleIfErrorMs: 86_400_000, maxBytes: 1 << 20 };

let port: number;
let redis: ChildProcess | null = null;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-redis-'));

async function startRedis() {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir], {
    stdio: 'ignore',
  });
  let missing: Error | null = null;
  redis.once('error', (error) => (missing = error));
  const level = createSharedLevel(`redis://127.0.0.1:${port}`);
  try {
    await until(() => missing !== null || level.slot('probe') !== null);
  } finally {
    await level.close();
  }
  if (missing) throw new Error(`redis-server did not start (${String(missing)}): apt-get install -y redis-server`);
}

async function stopRedis() {
  const stopping = new Promise((resolve) => redis?.once('exit', resolve));
  redis?.kill('SIGKILL');
  await stopping;
  redis = null;
}

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
  port = await freePort();
  await startRedis();
});
afterAll(async () => {
  await stopRedis();
  fs.rmSync(dir, { recursive: true, force: true });
});
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
    await a.shared.purge(); // generation 1, seen by both
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
  beforeEach(() => {
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    process.env.REVALIDATE_SECRET = SECRET;
  });
  afterEach(async () => {
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
});
