/**
 * A flood of addresses nobody has seen (each a render: unknown slugs) cannot pile renders up: the
 * server renders a few at a time, queues a few more, and answers the rest at once with a 503 and
 * Retry-After; pages it has keep being served from memory meanwhile.
 */
import { get, load, samplePool, sleep, startHostileSite, type HostileSite } from './support';

let site: HostileSite;
const RENDER_CONCURRENCY = 2;

beforeAll(async () => {
  site = await startHostileSite('bounded', {
    env: { RENDER_CONCURRENCY: String(RENDER_CONCURRENCY), RENDER_QUEUE: '8' },
  });
  expect((await get(site, '/events/')).status).toBe(200);
});
afterAll(() => site.stop());

it('50 connections of unknown addresses: at most the bound renders at once, the rest 503 with Retry-After, warm pages served', async () => {
  const stopSampling = samplePool(site);
  const warm: number[] = [];
  const visitor = (async () => {
    for (let n = 0; n < 10; n += 1) {
      const answer = await get(site, '/events/');
      warm.push(answer.status);
      await sleep(200);
    }
  })();
  const result = await load(site, {
    connections: 50,
    seconds: 4,
    request: (n) => ({ path: `/blog/no-such-post-${n}/` }),
  });
  await visitor;
  const seen = await stopSampling();

  expect(result.errors + result.timeouts).toBe(0);
  const statuses = Object.keys(result.statusCodeStats ?? {})
    .map(Number)
    .sort();
  // Rendered (404: no such post) while a slot was free, refused at once (503) beyond the queue: the
  // flood met the bound.
  expect(statuses).toEqual([404, 503]);
  expect(seen.rendering).toBeGreaterThan(0);
  expect(seen.rendering).toBeLessThanOrEqual(RENDER_CONCURRENCY);
  expect(seen.queued).toBeLessThanOrEqual(8);
  expect(warm).toEqual(Array(10).fill(200));
}, 60_000);
