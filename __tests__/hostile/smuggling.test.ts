/**
 * Request smuggling and header bombs against the page cache of `npm start`, sent as an attacker
 * sends them: raw bytes on a socket. Whatever one client sends, the pages every other visitor gets
 * are the right pages (each page's canonical link names its own path), and an ordinary view right
 * after the attack gets its page.
 */
import {
  canonicalPath,
  expectPagesIntact as expectIntact,
  get,
  rawExchange,
  startHostileSite,
  statuses,
  type HostileSite,
} from './support';

let site: HostileSite;

beforeEach(async () => {
  // A fresh server for each attack: nothing cached, so the attack meets a render.
  site = await startHostileSite('smuggling');
});
afterEach(() => site.stop());

/** Every view of these pages gets that page, whoever asked first. */
const expectPagesIntact = (paths = ['/', '/blog/', '/privacy-policy/', '/events/']) => expectIntact(site, paths);

describe('request smuggling through the render of a miss', () => {
  it('a GET with a Content-Length that swallows the next render’s request line stores nothing under another page’s address', async () => {
    // The report's pair: the first request's Content-Length is the length of the next render's
    // request line plus "x: ", so a render hop that copies it eats that much of the next render
    // request, whose header `x` then reads as a request line of its own.
    const swallowed = Buffer.byteLength('GET /blog/ HTTP/1.1\r\nx: ');
    await rawExchange(site, [
      `GET /?n=1 HTTP/1.1\r\nHost: ${site.host}\r\nContent-Length: ${swallowed}\r\n\r\n${'a'.repeat(swallowed)}`,
    ]);
    await rawExchange(site, [`GET /blog/ HTTP/1.1\r\nx: GET /privacy-policy/ HTTP/1.1\r\nHost: ${site.host}\r\n\r\n`]);
    await expectPagesIntact();
  });

  it('a lone GET with a Content-Length and no body leaves the next visitor’s view whole', async () => {
    await rawExchange(site, [`GET /jobs/ HTTP/1.1\r\nHost: ${site.host}\r\nContent-Length: 50\r\n\r\n`], {
      answerMs: 1_000,
    });
    const next = await get(site, '/events/');
    expect([next.status, canonicalPath(next.body)]).toEqual([200, '/events/']);
    await expectPagesIntact();
  });

  it('Transfer-Encoding on a GET, with a request hidden in its body, is one request', async () => {
    const hidden = `GET /privacy-policy/ HTTP/1.1\r\nHost: ${site.host}\r\n\r\n`;
    const body = `${Buffer.byteLength(hidden).toString(16)}\r\n${hidden}\r\n0\r\n\r\n`;
    const raw = await rawExchange(site, [
      `GET /blog/ HTTP/1.1\r\nHost: ${site.host}\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
    ]);
    // One answer for the one request on that connection; the hidden one is never served.
    expect(statuses(raw)).toHaveLength(1);
    await expectPagesIntact();
  });

  it.each([
    ['Content-Length and Transfer-Encoding together', 'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n'],
    ['two different Content-Lengths', 'Content-Length: 0\r\nContent-Length: 44\r\n'],
    ['a folded header (obsolete line folding)', 'X-Folded: a\r\n GET /privacy-policy/ HTTP/1.1\r\n'],
    ['a Transfer-Encoding the server cannot read', 'Transfer-Encoding: chunked, identity\r\n'],
  ])('%s: refused with 400, and every page stays itself', async (_label, headers) => {
    const raw = await rawExchange(site, [
      `GET /blog/ HTTP/1.1\r\nHost: ${site.host}\r\n${headers}\r\n0\r\n\r\nGET /privacy-policy/ HTTP/1.1\r\nHost: ${site.host}\r\n\r\n`,
    ]);
    expect(statuses(raw)[0]).toBe(400);
    await expectPagesIntact();
  });

  it('a pipelined pair on one keep-alive connection gets two answers, each its own page', async () => {
    const raw = await rawExchange(
      site,
      [`GET /blog/ HTTP/1.1\r\nHost: ${site.host}\r\n\r\nGET /privacy-policy/ HTTP/1.1\r\nHost: ${site.host}\r\n\r\n`],
      { answers: 2 },
    );
    expect(statuses(raw)).toEqual([200, 200]);
    const canonical = [...raw.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(canonical).toEqual(['/blog/', '/privacy-policy/']);
  });
});

describe('header bombs', () => {
  it('headers just under the server’s limit reach no render: everyone waiting on that page gets it', async () => {
    // 16 KiB is Node's limit for a request's head; this one fits, a render request carrying it
    // and anything more would not.
    const bomb = `GET /blog/ HTTP/1.1\r\nHost: ${site.host}\r\nX-Bomb: ${'b'.repeat(16_000)}\r\n\r\n`;
    const [raw, ...others] = await Promise.all([
      rawExchange(site, [bomb]),
      get(site, '/blog/'),
      get(site, '/blog/'),
      get(site, '/blog/'),
    ]);
    expect(others.map((answer) => [answer.status, canonicalPath(answer.body)])).toEqual(Array(3).fill([200, '/blog/']));
    expect(statuses(raw)).toEqual([200]);
    await expectPagesIntact(['/blog/']);
  });

  it('headers over the limit get 431 for that client alone', async () => {
    const bomb = `GET /events/ HTTP/1.1\r\nHost: ${site.host}\r\nX-Bomb: ${'b'.repeat(17_000)}\r\n\r\n`;
    const [raw, other] = await Promise.all([rawExchange(site, [bomb]), get(site, '/events/')]);
    expect(statuses(raw)).toEqual([431]);
    expect([other.status, canonicalPath(other.body)]).toEqual([200, '/events/']);
  });

  it('a thousand small headers reach no render either', async () => {
    const many = Array.from({ length: 1_000 }, (_, n) => `X-H${n}: ${n}\r\n`).join('');
    const [raw, other] = await Promise.all([
      rawExchange(site, [`GET /jobs/ HTTP/1.1\r\nHost: ${site.host}\r\n${many}\r\n`]),
      get(site, '/jobs/'),
    ]);
    expect([other.status, canonicalPath(other.body)]).toEqual([200, '/jobs/']);
    expect(statuses(raw)).toEqual([200]);
  });

  it('an Expect or Upgrade header on a page view is not passed on to the render others wait for', async () => {
    const [expect100, upgrade, other] = await Promise.all([
      rawExchange(site, [`GET /news/ HTTP/1.1\r\nHost: ${site.host}\r\nExpect: 100-continue\r\n\r\n`]),
      rawExchange(site, [
        `GET /news/ HTTP/1.1\r\nHost: ${site.host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
      ]),
      get(site, '/news/'),
    ]);
    expect([other.status, canonicalPath(other.body)]).toEqual([200, '/news/']);
    expect(statuses(expect100).at(-1)).toBe(200);
    // No upgrade is offered: it is an ordinary view, answered with the page.
    expect(statuses(upgrade)).toEqual([200]);
    await expectPagesIntact(['/news/']);
  });
});
