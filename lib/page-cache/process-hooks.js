// @ts-check
'use strict';
/**
 * How the page cache (server.js, outside Next's bundles) and the code inside them meet: two
 * registries per process on globalThis (see lib/process-wide.ts).
 *
 * - The page cache registers its hooks: the publish webhook and the Redis listener mark pages
 *   stale through them (lib/cms/purge), /api/health reads its figures.
 * - The site registers its edge services at start-up (instrumentation.ts): which brand a Host
 *   names and the host a page of that brand is rendered for, and whether a request carries a
 *   verified preview session for it. They need the CMS seam and the preview secret, which live in
 *   the bundles.
 *
 * Without server.js (next dev, tests) no page cache is registered and the webhook marks nothing
 * there.
 */
const PAGE_CACHE = Symbol.for('travel-site.page-cache-hooks');
const EDGE_SERVICES = Symbol.for('travel-site.edge-services');

/**
 * What one render read, hung on its request by the page loader (lib/cms/surrogate-keys ReadLog):
 * the page cache stores it with the page.
 */
const SURROGATE_KEYS = Symbol.for('travel-site.surrogate-keys');

/**
 * @typedef {{ refreshed: Map<string, string | null>, tags: string[] | null, known: (id: string) => boolean, soon?: boolean }} StaleMarks
 *   refreshed: content-cache entries asked again, by id, and the hash of their answer now (null: not
 *   known, the CMS failed); tags: the publish's surrogate keys, null for everything; soon: the
 *   changed document's own pages, made anew before anything else
 * @typedef {{ markStale: (marks: StaleMarks) => number, stats: () => Record<string, number> }} PageCacheHooks
 * @typedef {{
 *   brand: string,
 *   brandName: string,
 *   renderHost: string,
 * }} ResolvedHost
 * @typedef {{
 *   resolveHost: (host: string | undefined, serverPort: number) => ResolvedHost | null | Promise<ResolvedHost | null>,
 *   isEditor: (cookieHeader: string | undefined, brand: string, remoteAddress?: string) => boolean,
 *   isOperator?: (authorization: string | undefined, remoteAddress?: string) => boolean,
 * }} EdgeServices
 */

const registry = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

/** @param {PageCacheHooks} hooks */
function registerProcessHooks(hooks) {
  registry[PAGE_CACHE] = hooks;
}

/** @returns {PageCacheHooks | null} */
function pageCacheHooks() {
  return /** @type {PageCacheHooks | undefined} */ (registry[PAGE_CACHE]) ?? null;
}

/** @param {EdgeServices} services */
function registerEdgeServices(services) {
  registry[EDGE_SERVICES] = services;
}

/** @returns {EdgeServices | null} */
function edgeServices() {
  return /** @type {EdgeServices | undefined} */ (registry[EDGE_SERVICES]) ?? null;
}

module.exports = { registerProcessHooks, pageCacheHooks, registerEdgeServices, edgeServices, SURROGATE_KEYS };
