// @ts-check
'use strict';
/**
 * How code inside Next's bundles (/api/revalidate, /api/health) reaches the page cache that
 * server.js keeps outside them: one registry per process on globalThis (see lib/process-wide.ts).
 * Without server.js (next dev, tests) nothing is registered and both calls do nothing.
 */
const KEY = Symbol.for('travel-site.page-cache-hooks');

/**
 * @typedef {{ purge: () => void, stats: () => Record<string, number> }} PageCacheHooks
 */

/** @param {PageCacheHooks} hooks */
function registerProcessHooks(hooks) {
  /** @type {Record<symbol, PageCacheHooks>} */ (/** @type {unknown} */ (globalThis))[KEY] = hooks;
}

/** @returns {PageCacheHooks | null} */
function pageCacheHooks() {
  return /** @type {Record<symbol, PageCacheHooks | undefined>} */ (/** @type {unknown} */ (globalThis))[KEY] ?? null;
}

module.exports = { registerProcessHooks, pageCacheHooks };
