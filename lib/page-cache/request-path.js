// @ts-check
'use strict';
/**
 * One spelling per path, before anything is decided from it (docs/architecture.md "The edge").
 * Next resolves a request's path the way URLs are resolved (`/x/../blog/`, `/blog/%2e/` and
 * `/bl%6Fg/` are all `/blog/`), so a cache keyed by the path as sent would keep one copy per
 * spelling, and a path that merely starts like `/api/` or `/uploads/` could reach a page past the
 * cache. So the edge answers a path that is not in its one spelling with a redirect to it (cheap:
 * no render), and decides everything else from that spelling:
 *
 * - dot segments resolved, `\` as `/` (as browsers and WHATWG URL do);
 * - percent-escapes of unreserved characters decoded (RFC 3986 §6.2.2.2: letters, digits, `-`, `.`,
 *   `_`, `~`), every other escape in upper case (§6.2.2.1);
 * - what is not a path at all (an absolute or scheme-relative form, `//`, a fragment, `*`) refused,
 *   and so is what resolving turns into one (`/.//evil.example/`, `/x/..//evil.example/`): its one
 *   spelling, sent back as a redirect, would be a scheme-relative address, off the site.
 */

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** @param {string} pathname */
function normaliseEscapes(pathname) {
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
}

/**
 * The request URL's path in its one spelling, or null when the URL is not a path.
 * @param {string} url the request target as received (path and query)
 * @returns {{ canonical: boolean, path: string, query: string } | null}
 */
function requestPath(url) {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\') || url.includes('#')) return null;
  const index = url.indexOf('?');
  const raw = index === -1 ? url : url.slice(0, index);
  const query = index === -1 ? '' : url.slice(index);
  let resolved;
  try {
    resolved = new URL(raw, 'http://edge.invalid').pathname;
  } catch {
    return null;
  }
  const path = normaliseEscapes(resolved);
  if (path.startsWith('//')) return null;
  return { canonical: path === raw, path, query };
}

module.exports = { requestPath };
