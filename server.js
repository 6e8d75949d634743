#!/usr/bin/env node
'use strict';
/**
 * `npm start`: the site's production server. Next's own request handler behind the page cache
 * (lib/page-cache): a public page rendered once is served again from memory until its
 * Cache-Control windows run out or a publish marks it stale (/api/revalidate). In production a CDN
 * in front does the same from the same headers. It listens on every interface at PORT (default
 * 3000), like `next start`; PAGE_CACHE_MAX_MB bounds the cache (default 128), RENDER_CONCURRENCY
 * the renders at once (default 2) and RENDER_QUEUE the views waiting for one (default 32).
 * It logs JSON lines (lib/observability/log.js: a line per request, LOG_LEVEL) and serves Prometheus
 * metrics on METRICS_PORT (default 9464, on METRICS_HOST 127.0.0.1), docs/deployment.md "Monitoring".
 */
process.env.NODE_ENV = 'production';
// The .env files as Next reads them, before the log reads LOG_LEVEL and LOG_FORMAT.
require('@next/env').loadEnvConfig(__dirname);

const next = require('next');
const { log, sendConsoleToLog } = require('./lib/observability/log');
const { recording, registerSources } = require('./lib/observability/metrics');
const { PageCache } = require('./lib/page-cache/page-cache');
const { createPageCacheHandler } = require('./lib/page-cache/handler');
const { edgeServices, registerProcessHooks } = require('./lib/page-cache/process-hooks');
const { RenderPool } = require('./lib/page-cache/render-pool');
const { createMetricsServer, createSiteServer } = require('./lib/page-cache/site-server');
const {
  metricsHost,
  metricsPort,
  metricsToken,
  pageCacheMaxMb,
  renderConcurrency,
  renderQueue,
  sitePort,
  trustedProxyHops,
} = require('./lib/server-settings');

// Next's and React's own messages as JSON lines too.
sendConsoleToLog();

async function main() {
  // PORT=0 lets the system choose (tests); unset or empty, 3000.
  const port = sitePort();
  // Loads next.config.js in its server phase: production refuses demo secrets here (lib/security).
  const app = next({ dev: false, dir: __dirname, port });
  await app.prepare();
  // instrumentation.ts registers them while Next prepares: which brand a Host names, who is an editor.
  if (!edgeServices()) throw new Error('The site did not register its edge services (instrumentation.ts)');
  const cache = new PageCache({ maxBytes: pageCacheMaxMb() * 1024 * 1024 });
  const pool = new RenderPool({
    concurrency: renderConcurrency(),
    queueLimit: renderQueue(),
  });
  registerProcessHooks({
    markStale: (marks) => cache.markStale(marks),
    stats: () => ({ ...cache.stats(), ...pool.stats() }),
  });
  registerSources({
    pageCache: () => cache.stats(),
    renders: () => pool.stats(),
  });

  /** The port this server listens on, once known (PORT=0 lets the system choose). */
  let listening = 0;
  const handler = createPageCacheHandler({
    handle: app.getRequestHandler(),
    cache,
    pool,
    serverPort: () => (listening ||= /** @type {import('net').AddressInfo} */ (server.address()).port),
  });
  const token = metricsToken();
  const server = createSiteServer({ handler, metricsToken: token, trustRequestId: trustedProxyHops() > 0 });
  // Behind a load balancer, keep idle connections open longer than it does.
  server.keepAliveTimeout = 65_000;
  server.listen(port, () => {
    const bound = /** @type {import('net').AddressInfo} */ (server.address());
    log().info(
      { port: bound.port, pageCacheMb: Math.round(cache.maxBytes / 1048576) },
      `Site ready on http://localhost:${bound.port}`,
    );
  });
  /** @type {import('http').Server | null} */
  let scrape = null;
  if (recording()) {
    scrape = createMetricsServer({ token });
    scrape.on('error', (error) => log().error({ err: error }, 'the metrics port could not be opened'));
    scrape.listen(metricsPort(), metricsHost(), () => {
      const bound = /** @type {import('net').AddressInfo} */ (scrape?.address());
      log().info({ metricsPort: bound.port }, `Metrics on http://${metricsHost()}:${bound.port}/metrics`);
    });
  }
  const stop = () => {
    scrape?.close();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  log().fatal({ err: error }, error.message || String(error));
  process.exit(1);
});
