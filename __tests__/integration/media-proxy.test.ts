/**
 * `/uploads/*` (proxy.ts → lib/cms/media-proxy.ts) against a small HTTP server standing in for the
 * media store (Strapi's uploads folder, or a bucket at CMS_MEDIA_URL): what the store is asked (the
 * path, never the visitor's query string; Range and If-Range passed on), and what the visitor gets
 * back (a partial answer as the store made it, so videos seek; a policy that makes an upload inert
 * even when opened as a page).
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

/** Ten bytes, served with Range support as a media store serves a file. */
const FILE = Buffer.from('0123456789');

interface Seen {
  url: string;
  method: string;
  range: string | undefined;
  ifRange: string | string[] | undefined;
}
let seen: Seen[] = [];
let store: http.Server;

function answerFile(req: http.IncomingMessage, res: http.ServerResponse) {
  seen.push({
    url: req.url ?? '',
    method: req.method ?? '',
    range: req.headers.range,
    ifRange: req.headers['if-range'],
  });
  const { pathname } = new URL(req.url ?? '/', 'http://store');
  if (pathname === '/uploads/broken.mp4') return res.writeHead(500).end('boom');
  if (pathname !== '/uploads/clip.mp4') return res.writeHead(404).end('not found');
  const common = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes', etag: '"clip-1"' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  const ifRangeHolds = !req.headers['if-range'] || req.headers['if-range'] === '"clip-1"';
  if (range && ifRangeHolds) {
    const start = range[1] === '' ? FILE.length - Number(range[2]) : Number(range[1]);
    const end = range[1] === '' || range[2] === '' ? FILE.length - 1 : Math.min(Number(range[2]), FILE.length - 1);
    if (start >= FILE.length || start > end) {
      return res.writeHead(416, { 'content-range': `bytes */${FILE.length}` }).end();
    }
    const part = FILE.subarray(start, end + 1);
    res.writeHead(206, {
      ...common,
      'content-range': `bytes ${start}-${end}/${FILE.length}`,
      'content-length': String(part.length),
    });
    return res.end(req.method === 'HEAD' ? undefined : part);
  }
  res.writeHead(200, { ...common, 'content-length': String(FILE.length), 'set-cookie': 'store=1' });
  res.end(req.method === 'HEAD' ? undefined : FILE);
}

beforeAll(async () => {
  store = http.createServer(answerFile);
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  process.env.CMS_MEDIA_URL = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.CMS_MEDIA_URL;
  await new Promise((resolve) => store.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  proxy(new NextRequest(`http://localhost${path}`, { method, headers: { host: 'www.bunac.org', ...headers } }));

const INERT = "default-src 'none'; sandbox";

describe('/uploads/*: what the media store is asked', () => {
  it('the file’s path only: the visitor’s query string is not forwarded', async () => {
    const response = await get('/uploads/clip.mp4?v=2&utm_source=x&%2e%2e=1');
    expect(response.status).toBe(200);
    expect(seen.map((request) => request.url)).toEqual(['/uploads/clip.mp4']);
  });
});

describe('/uploads/*: Range, for videos that seek (Safari plays none without it)', () => {
  it('passes Range on and answers 206 with Content-Range, Accept-Ranges and the part', async () => {
    const response = await get('/uploads/clip.mp4', { range: 'bytes=2-5' });
    expect(seen[0].range).toBe('bytes=2-5');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe('4');
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('2345');
  });

  it('an open-ended range (Safari’s first request is bytes=0-1)', async () => {
    const first = await get('/uploads/clip.mp4', { range: 'bytes=0-1' });
    expect([first.status, first.headers.get('content-range')]).toEqual([206, 'bytes 0-1/10']);
    const rest = await get('/uploads/clip.mp4', { range: 'bytes=7-' });
    expect([rest.status, rest.headers.get('content-range')]).toEqual([206, 'bytes 7-9/10']);
    expect(Buffer.from(await rest.arrayBuffer()).toString()).toBe('789');
  });

  it('passes If-Range on: a changed file answers whole (200)', async () => {
    const response = await get('/uploads/clip.mp4', { range: 'bytes=2-5', 'if-range': '"clip-0"' });
    expect(seen[0].ifRange).toBe('"clip-0"');
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('0123456789');
  });

  it('416 with Content-Range for a range past the end', async () => {
    const response = await get('/uploads/clip.mp4', { range: 'bytes=50-60' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */10');
  });

  it('HEAD with a range: 206 and its headers, no body', async () => {
    const response = await get('/uploads/clip.mp4', { range: 'bytes=0-1' }, 'HEAD');
    expect(seen[0].method).toBe('HEAD');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 0-1/10');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('says Accept-Ranges on a whole file too, and passes no store cookie', async () => {
    const response = await get('/uploads/clip.mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('/uploads/*: an upload is inert, whatever it holds', () => {
  it.each([
    ['a whole file', '/uploads/clip.mp4', {}, 200],
    ['a part', '/uploads/clip.mp4', { range: 'bytes=0-1' }, 206],
    ['a range past the end', '/uploads/clip.mp4', { range: 'bytes=50-' }, 416],
    ['a missing file', '/uploads/missing.svg', {}, 404],
    ['a store error', '/uploads/broken.mp4', {}, 502],
  ])(
    '%s: Content-Security-Policy default-src none with sandbox, and nosniff',
    async (_label, path, headers, status) => {
      const response = await get(path, headers);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-security-policy')).toBe(INERT);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );
});
