import zlib from 'zlib';
import { nonceTemplate, withFreshNonce } from '@/lib/page-cache/nonce';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const headers = { 'content-security-policy': `script-src 'nonce-${NONCE}' 'strict-dynamic'`, etag: 'W/"x"' };
// Large and varied enough that deflate uses real (dynamic Huffman) blocks around the nonces.
const page = Buffer.from(
  `<script nonce="${NONCE}">a</script>` +
    Array.from({ length: 4000 }, (_, n) => `<p>line ${n} ${(n * 7919) % 1000}</p>`).join('') +
    `<style nonce="${NONCE}"></style><script nonce="${NONCE}" src="/b.js"></script>end`,
);

describe('a stored page around a fresh CSP nonce', () => {
  it('is not cut when the response has no nonce in its policy', () => {
    expect(nonceTemplate({ 'content-security-policy': "frame-ancestors 'self'" }, page, true)).toBeNull();
    expect(nonceTemplate({}, page, true)).toBeNull();
  });

  it('puts a new nonce everywhere the old one was, and nowhere else', () => {
    const template = nonceTemplate(headers, page, false)!;
    const fresh = withFreshNonce(template, headers, false);
    const nonce = /'nonce-([^']+)'/.exec(String(fresh.headers['content-security-policy']))![1];
    expect(nonce).not.toBe(NONCE);
    expect(fresh.body.toString()).toBe(page.toString().split(NONCE).join(nonce));
    expect(fresh.headers.etag).toBe('W/"x"');
  });

  it('never repeats a nonce', () => {
    const template = nonceTemplate(headers, page, false)!;
    const nonces = new Set(
      Array.from({ length: 200 }, () => withFreshNonce(template, headers, false).headers['content-security-policy']),
    );
    expect(nonces.size).toBe(200);
  });

  it('builds a valid gzip body of the same page from segments compressed once', () => {
    const template = nonceTemplate(headers, page, true)!;
    const fresh = withFreshNonce(template, headers, true);
    const nonce = /'nonce-([^']+)'/.exec(String(fresh.headers['content-security-policy']))![1];
    // gunzip checks the CRC and the length in the trailer.
    expect(zlib.gunzipSync(fresh.body).toString()).toBe(page.toString().split(NONCE).join(nonce));
    expect(fresh.body.length).toBeLessThan(page.length / 3);
  });

  it('handles a nonce at the very start and end of the body', () => {
    const edge = Buffer.from(`${NONCE}middle${NONCE}`);
    const fresh = withFreshNonce(nonceTemplate(headers, edge, true)!, headers, true);
    const nonce = /'nonce-([^']+)'/.exec(String(fresh.headers['content-security-policy']))![1];
    expect(zlib.gunzipSync(fresh.body).toString()).toBe(`${nonce}middle${nonce}`);
  });
});
