// @ts-check
'use strict';
/**
 * A stored page answers many visitors, but a CSP nonce must be new in every response (a nonce a
 * visitor has seen could be written into an injected script). So a stored page keeps its body cut
 * at its nonce, and each response is put together around a fresh one: the body, the policy header,
 * and the gzip body, from segments compressed once when the page is stored (each ends on a full
 * flush, so the fresh nonce goes between them as a stored deflate block). The gzip trailer's CRC
 * is combined from the segments' CRCs, computed once, and the nonce's (zlib's crc32_combine), so a
 * response costs a few microseconds rather than a pass over the page.
 */
const crypto = require('crypto');
const zlib = require('zlib');

const POLICY_NONCE = /'nonce-([A-Za-z0-9+/]{22}==)'/;
/** gzip header: deflate, no name, no time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/**
 * @typedef {{ crc: number, shift: number }} SegmentCrc the segment's CRC-32, and the operator that
 *   shifts a CRC past its length (for crc32_combine)
 * @typedef {{ nonce: string, segments: Buffer[], deflated: Buffer[] | null, crcs: SegmentCrc[], nonceShift: number, size: number }} NonceTemplate
 */

// CRC-32 combination, after zlib's crc32.c (crc32_combine_gen64 / crc32_combine_op): in GF(2),
// crc(A ‖ B) = crc(A) · x^(8·|B|) mod P  ⊕  crc(B).
const POLY = 0xedb88320;

/**
 * a · b mod P, in zlib's reflected bit order.
 * @param {number} a
 * @param {number} b
 */
function multiplyModP(a, b) {
  let m = 2 ** 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p = (p ^ b) >>> 0;
      if ((a & (m - 1)) === 0) break;
    }
    m = m / 2;
    b = b & 1 ? ((b >>> 1) ^ POLY) >>> 0 : b >>> 1;
  }
  return p;
}

/** x^(2^k) mod P for k = 0..31. */
const X2N = (() => {
  const table = [];
  let p = 2 ** 30; // x^1
  table.push(p);
  for (let n = 1; n < 32; n += 1) table.push((p = multiplyModP(p, p)));
  return table;
})();

/**
 * The operator that shifts a CRC past `length` bytes: x^(8·length) mod P.
 * @param {number} length
 */
function shiftFor(length) {
  let p = 2 ** 31; // x^0
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2) p = multiplyModP(X2N[k % 32], p);
  }
  return p;
}

/**
 * crc(A ‖ B) from crc(A), crc(B) and B's shift operator.
 * @param {number} crcA
 * @param {number} crcB
 * @param {number} shiftB
 */
const combine = (crcA, crcB, shiftB) => (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;

/** A fresh nonce, the same shape as the proxy's: 128 random bits, base64. */
const freshNonce = () => crypto.randomBytes(16).toString('base64');

/**
 * The page cut at the nonce of its Content-Security-Policy, or null when it has none.
 * @param {Record<string, string | string[]>} headers
 * @param {Buffer} body
 * @param {boolean} compress whether responses may be gzipped (the segments are then compressed now)
 * @returns {NonceTemplate | null}
 */
function nonceTemplate(headers, body, compress) {
  const policy = headers['content-security-policy'];
  const nonce = typeof policy === 'string' ? POLICY_NONCE.exec(policy)?.[1] : undefined;
  if (!nonce) return null;
  const marker = Buffer.from(nonce);
  /** @type {Buffer[]} */
  const segments = [];
  let start = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, start)) {
    segments.push(body.subarray(start, at));
    start = at + marker.length;
  }
  segments.push(body.subarray(start));
  const deflated = compress
    ? segments.map((segment, n) =>
        zlib.deflateRawSync(segment, {
          level: 6,
          finishFlush: n === segments.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
        }),
      )
    : null;
  const crcs = compress
    ? segments.map((segment) => ({ crc: zlib.crc32(segment), shift: shiftFor(segment.length) }))
    : [];
  const size = segments.reduce((bytes, segment) => bytes + segment.length, 0) + (segments.length - 1) * marker.length;
  // Every nonce has the stored one's length, so the operator that shifts a CRC past one is made once.
  return { nonce, segments, deflated, crcs, nonceShift: shiftFor(marker.length), size };
}

/**
 * A deflate stored block holding `bytes` (not the last block); the stream is byte-aligned after a
 * full flush, so the block starts on a byte.
 * @param {Buffer} bytes
 */
function storedBlock(bytes) {
  const header = Buffer.alloc(5);
  header[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), padding
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return [header, bytes];
}

/**
 * The response's headers and body around a fresh nonce; `gzip` when the client takes it.
 * @param {NonceTemplate} template
 * @param {Record<string, string | string[]>} headers
 * @param {boolean} gzip
 * @returns {{ headers: Record<string, string | string[]>, body: Buffer }}
 */
function withFreshNonce(template, headers, gzip) {
  const nonce = freshNonce();
  const fresh = Buffer.from(nonce);
  const policy = String(headers['content-security-policy']).split(template.nonce).join(nonce);
  const freshHeaders = { ...headers, 'content-security-policy': policy };
  if (!gzip || !template.deflated) {
    /** @type {Buffer[]} */
    const parts = [];
    template.segments.forEach((segment, n) => parts.push(...(n > 0 ? [fresh, segment] : [segment])));
    return { headers: freshHeaders, body: Buffer.concat(parts) };
  }
  const nonceCrc = zlib.crc32(fresh);
  let crc = 0;
  template.crcs.forEach((segment, n) => {
    if (n > 0) crc = combine(crc, nonceCrc, template.nonceShift);
    crc = n === 0 ? segment.crc : combine(crc, segment.crc, segment.shift);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(template.size % 2 ** 32, 4);
  /** @type {Buffer[]} */
  const compressed = [GZIP_HEADER];
  template.deflated.forEach((segment, n) => {
    if (n > 0) compressed.push(...storedBlock(fresh));
    compressed.push(segment);
  });
  compressed.push(trailer);
  return { headers: freshHeaders, body: Buffer.concat(compressed) };
}

module.exports = { nonceTemplate, withFreshNonce };
