/**
 * No way around the edge, and no redirect off the site (issue 40, items 1 and 2).
 *
 * - A path that merely starts like a file (`/favicon.ico-1/`, `/fonts/experiences/a/b/`) matches a
 *   page route: it is a page address like any other, rendered only in the edge's pool and answered
 *   with the edge's headers. Only the files themselves (a font file, Next's chunks) skip the edge.
 * - A path whose dot segments resolve to a scheme-relative address (`/.//evil.example/` is
 *   `//evil.example/`) is refused: redirected to its one spelling, a browser would leave the site.
 */
import {
  get,
  load,
  pageCacheFigures,
  rawExchange,
  samplePool,
  sleep,
  startHostileSite,
  statuses,
  type HostileSite,
} from './support';

let site: HostileSite;
const RENDER_CONCURRENCY = 2;
const RENDER_QUEUE = 8;
const WARM = '/events/';

beforeAll(async () => {
  site = await startHostileSite('edge-paths', {
    env: { RENDER_CONCURRENCY: String(RENDER_CONCURRENCY), RENDER_QUEUE: String(RENDER_QUEUE) },
  });
  expect((await get(site, WARM)).status).toBe(200);
});
afterAll(() => site.stop());

describe('paths that start like a file', () => {
  it.each(['/favicon.ico-1/', '/favicon.ico/', '/fonts/experiences/a/b/', '/fonts/x/', '/fonts/inter-5.3.0/'])(
    '%s is a page address: answered by the edge, with the page headers',
    async (path) => {
      const answer = await get(site, path);
      expect(answer.status).toBe(404);
      expect(answer.headers['x-page-cache']).toMatch(/^(MISS|HIT|STALE)$/);
      expect(answer.headers['content-security-policy']).toContain("script-src 'nonce-");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('a font file is still a file, served as it is', async () => {
    const answer = await get(site, '/fonts/inter-variable-5.3.0/inter-latin-wght-normal.woff2');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('font/woff2');
    expect(answer.headers['x-page-cache']).toBeUndefined();
  });

  it('a flood of such addresses renders within the pool’s bound, while a cached page is served', async () => {
    const stopSampling = samplePool(site);
    const warm: number[] = [];
    const visitor = (async () => {
      for (let n = 0; n < 8; n += 1) {
        warm.push((await get(site, WARM)).status);
        await sleep(200);
      }
    })();
    const before = await pageCacheFigures(site);
    const result = await load(site, {
      connections: 50,
      seconds: 4,
      request: (n) => ({ path: n % 2 ? `/favicon.ico-${n}/` : `/fonts/experiences/x/${n}/` }),
    });
    await visitor;
    const seen = await stopSampling();
    const after = await pageCacheFigures(site);

    expect(result.errors + result.timeouts).toBe(0);
    const codes = Object.keys(result.statusCodeStats ?? {}).map(Number);
    expect(codes.every((code) => code === 404 || code === 503)).toBe(true);
    // Rendered in the pool (the edge counts them), never more at once than its bound.
    expect(after.miss - before.miss).toBeGreaterThan(0);
    expect(seen.rendering).toBeLessThanOrEqual(RENDER_CONCURRENCY);
    expect(seen.queued).toBeLessThanOrEqual(RENDER_QUEUE);
    expect(warm.every((status) => status === 200)).toBe(true);
  }, 60_000);
});

describe('dot segments that resolve off the site', () => {
  const exchange = (target: string) =>
    rawExchange(site, [`GET ${target} HTTP/1.1\r\nHost: ${site.host}\r\nConnection: close\r\n\r\n`]);
  const locationOf = (raw: string) => /\r\nlocation: ([^\r]*)/i.exec(raw)?.[1];

  it.each([
    '/.//evil.example/',
    '/%2e//evil.example/',
    '/x/..//evil.example/',
    '/x/%2E%2E//evil.example/',
    '/.\\/evil.example/',
    '/./\\evil.example/',
    '/.///evil.example/',
    '/.//evil.example/?utm_source=x',
  ])('%s is refused, never redirected', async (target) => {
    const raw = await exchange(target);
    expect(statuses(raw)).toEqual([400]);
    expect(locationOf(raw)).toBeUndefined();
  });

  it('a dot segment that stays on the site still goes to the one spelling', async () => {
    const raw = await exchange('/./events/');
    expect(statuses(raw)).toEqual([308]);
    expect(locationOf(raw)).toBe('/events/');
  });
});
