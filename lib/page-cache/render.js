// @ts-check
'use strict';
/**
 * A page rendered for the page cache, by Next's own request handler, in this process and without a
 * socket (light-my-request, the injection Fastify is tested with): a request built from nothing of
 * the visitor's but the page's address. No visitor's framing (Content-Length, Transfer-Encoding,
 * Expect, Upgrade, Connection), cookie, conditional or oversized header can reach a render that
 * other views wait for, and no connection is shared between renders (docs/architecture.md, "The
 * request path").
 */
const inject = require('light-my-request');
const { SURROGATE_KEYS } = require('./process-hooks');

/** @typedef {import('./page-cache').Reads} Reads */
/** @typedef {import('./page-cache').RenderRequest} RenderRequest */
/** @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, reads: Reads | null }} Rendered */

/** The headers a render request carries: the allow-list, nothing else. */
const RENDER_USER_AGENT = 'travel-site-page-cache';

/** Headers of the injection itself, not of the page. */
const INJECTION_HEADERS = new Set(['connection', 'transfer-encoding', 'date', 'content-length']);

/**
 * @param {(req: import('http').IncomingMessage, res: import('http').ServerResponse) => unknown} handle
 * @param {RenderRequest} request
 * @returns {Promise<Rendered>}
 */
async function renderInProcess(handle, { url, host, data }) {
  /** @type {Record<string, string>} */
  const headers = { host, 'user-agent': RENDER_USER_AGENT, accept: data ? 'application/json' : 'text/html' };
  if (data) headers['x-nextjs-data'] = '1';
  /** @type {import('http').IncomingMessage | null} */
  let injected = null;
  const response = await inject(
    (req, res) => {
      injected = req;
      // A handler that throws still answers, so the injection (and those waiting on it) ends.
      Promise.resolve()
        .then(() => handle(req, res))
        .catch(() => {
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        });
    },
    { method: 'GET', url, headers, remoteAddress: '127.0.0.1' },
  );
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && !INJECTION_HEADERS.has(name)) kept[name] = /** @type {string | string[]} */ (value);
  }
  const log = injected
    ? /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (injected))[SURROGATE_KEYS]
    : null;
  return { status: response.statusCode, headers: kept, body: response.rawPayload, reads: toReads(log) };
}

/**
 * What the page loader recorded on the request (lib/cms/surrogate-keys ReadLog), or null.
 * @param {unknown} log
 * @returns {Reads | null}
 */
function toReads(log) {
  if (!log || typeof log !== 'object') return null;
  const { entries, tags, hashes, uncached, degraded, superseded } =
    /** @type {{ entries?: unknown, tags?: unknown, hashes?: unknown, uncached?: unknown, degraded?: unknown, superseded?: unknown }} */ (
      log
    );
  if (!(entries instanceof Set) || !(tags instanceof Set)) return null;
  return {
    entries: [...entries].map(String),
    tags: [...tags].map(String),
    hashes: hashes && typeof hashes === 'object' ? /** @type {Record<string, string>} */ ({ ...hashes }) : {},
    uncached: Boolean(uncached),
    degraded: Boolean(degraded),
    superseded: Boolean(superseded),
  };
}

module.exports = { renderInProcess, RENDER_USER_AGENT };
