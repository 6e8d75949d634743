/**
 * Cache-busting: one client trying to push every view through a render, with what it can vary
 * freely — query parameters, cookies, the spelling of the Host. Under load, the page cache keeps
 * answering from memory: a handful of renders at most, whatever the client sends (docs/architecture.md
 * "The request path"). Figures, not timings: renders and entries are counted by the server itself
 * (/api/health), and `npm run bench` measures the throughput.
 */
import {
  canonicalPath,
  get,
  load,
  pageCacheFigures,
  rawExchange,
  startHostileSite,
  statuses,
  type HostileSite,
} from './support';

let site: HostileSite;
const PAGE = '/blog/';

beforeAll(async () => {
  site = await startHostileSite('cache-busting');
  // Warm: the page, and each kind of host spelling's variant once (the local demo host and the
  // brand's own domain render the same brand for two origins).
  expect((await get(site, PAGE)).status).toBe(200);
  expect((await get(site, PAGE, { host: `127.0.0.1:${site.port}` })).status).toBe(200);
});
afterAll(() => site.stop());

/** Renders and stored entries during `attack`, and what the attack's answers were. */
async function counted(attack: () => Promise<{ non2xx: number; errors: number; total: number }>) {
  const before = await pageCacheFigures(site);
  const result = await attack();
  const after = await pageCacheFigures(site);
  return {
    renders: after.miss - before.miss + (after.background ?? 0) - (before.background ?? 0),
    entries: after.entries - before.entries,
    ...result,
  };
}

const attack = (request: (n: number) => { path: string; headers?: Record<string, string> }) => async () => {
  const result = await load(site, { connections: 10, seconds: 3, request });
  return { non2xx: result.non2xx, errors: result.errors + result.timeouts, total: result.requests.total };
};

describe('cache-busting under load (10 connections, 3 s each)', () => {
  it('a unique unknown query parameter per request renders nothing and stores nothing', async () => {
    const figures = await counted(attack((n) => ({ path: `${PAGE}?z=${n}` })));
    expect(figures.total).toBeGreaterThan(100);
    expect(figures).toMatchObject({ non2xx: 0, errors: 0 });
    expect(figures.renders).toBeLessThanOrEqual(5);
    expect(figures.entries).toBeLessThanOrEqual(5);
  });

  it('click ids and campaign parameters (gclid, fbclid, utm_*) render nothing either', async () => {
    const figures = await counted(
      attack((n) => ({ path: `${PAGE}?utm_source=s${n}&gclid=g${n}&fbclid=f${n}&utm_campaign=c${n % 7}` })),
    );
    expect(figures).toMatchObject({ non2xx: 0, errors: 0 });
    expect(figures.renders).toBeLessThanOrEqual(5);
  });

  it('endless spellings of a kept parameter (a second value, padding, escapes) are one page', async () => {
    const spellings = (n: number) => {
      const padding = '%20'.repeat(n % 23);
      return [
        `/news/?experience=Summer%20Camp%20America&experience=~${n}`,
        `/news/?experience=${padding}Summer+Camp+America${padding}`,
        `/news/?%65xperience=Summer%20Camp%20America&experience=${n}&utm_source=${n}`,
      ][n % 3];
    };
    expect((await get(site, spellings(0))).status).toBe(200);
    const figures = await counted(attack((n) => ({ path: spellings(n) })));
    expect(figures.total).toBeGreaterThan(100);
    expect(figures).toMatchObject({ non2xx: 0, errors: 0 });
    expect(figures.renders).toBeLessThanOrEqual(5);
    expect(figures.entries).toBeLessThanOrEqual(5);
  });

  it.each([
    ['a made-up preview session', (n: number) => `__preview_session=x${n}`],
    [
      'Next’s draft-mode cookie and a forged session',
      (n: number) => `__prerender_bypass=${n}; __preview_session=eyJ2IjoxfQ.${n}`,
    ],
    ['a visitor’s own cookies', (n: number) => `consent=granted; session=${n}`],
  ])('%s in the Cookie header is a visitor’s: served from the cache', async (_label, cookie) => {
    const figures = await counted(attack((n) => ({ path: PAGE, headers: { cookie: cookie(n) } })));
    expect(figures).toMatchObject({ non2xx: 0, errors: 0 });
    expect(figures.renders).toBeLessThanOrEqual(5);
    expect(figures.entries).toBeLessThanOrEqual(5);
  });

  it('other spellings of the Host (a port per request, case, www., a trailing dot, unknown hosts) are the same brand', async () => {
    const spellings = (n: number) =>
      [
        `wayfarer.localhost:${(n % 60_000) + 1}`,
        'WAYFARER.LOCALHOST',
        'www.wayfarer.localhost.',
        `host-${n}.example`,
        `127.0.0.1:${(n % 60_000) + 1}`,
      ][n % 5];
    const figures = await counted(attack((n) => ({ path: PAGE, headers: { host: spellings(n) } })));
    expect(figures).toMatchObject({ non2xx: 0, errors: 0 });
    expect(figures.renders).toBeLessThanOrEqual(5);
    expect(figures.entries).toBeLessThanOrEqual(5);
  });

  it('a page asked with POST (or PUT, DELETE, PATCH) is refused at once: Next would render it for each', async () => {
    const before = await pageCacheFigures(site);
    const answers = await Promise.all(
      ['POST', 'PUT', 'DELETE', 'PATCH'].flatMap((method) =>
        Array.from({ length: 5 }, () =>
          rawExchange(site, [
            `${method} ${PAGE} HTTP/1.1\r\nHost: ${site.host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
          ]),
        ),
      ),
    );
    expect(answers.map((raw) => statuses(raw)[0])).toEqual(Array(20).fill(405));
    const after = await pageCacheFigures(site);
    expect(after.rendered - before.rendered).toBe(0);
  });

  it('other spellings of a path are sent to its one spelling, rendering nothing; none passes for an API route or an upload', async () => {
    const before = await pageCacheFigures(site);
    const spellings = ['/q/../blog/', '/blog/%2e/', '/bl%6fg/', '/api/../blog/', '/uploads/%2e%2e/blog/', '/blog\\'];
    for (const spelling of spellings) {
      const raw = await rawExchange(site, [
        `GET ${spelling} HTTP/1.1\r\nHost: ${site.host}\r\nConnection: close\r\n\r\n`,
      ]);
      expect({ spelling, status: statuses(raw)[0], location: /\r\nlocation: ([^\r]+)/i.exec(raw)?.[1] }).toEqual({
        spelling,
        status: 308,
        location: '/blog/',
      });
    }
    for (const target of ['http://evil.example/blog/', '/blog/#x', '//evil.example/blog/']) {
      const raw = await rawExchange(site, [
        `GET ${target} HTTP/1.1\r\nHost: ${site.host}\r\nConnection: close\r\n\r\n`,
      ]);
      expect({ target, status: statuses(raw)[0] }).toEqual({ target, status: 400 });
    }
    const after = await pageCacheFigures(site);
    expect([after.rendered - before.rendered, after.entries - before.entries]).toEqual([0, 0]);
  });

  it('what a visitor added still reaches their address bar: a redirect keeps it', async () => {
    const answer = await get(site, '/blog?utm_source=mail&gclid=abc&z=1');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/blog/?utm_source=mail&gclid=abc&z=1');
  });

  it('a page served to a made-up Host links the brand’s own addresses, never the Host it was asked with', async () => {
    const answer = await get(site, PAGE, { host: 'wayfarer.localhost:4444' });
    expect(canonicalPath(answer.body)).toBe(PAGE);
    expect(answer.body).not.toContain('4444');
  });
});
