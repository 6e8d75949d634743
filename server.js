#!/usr/bin/env node
'use strict';
/**
 * `npm start`: the site's production server. Next's own request handler behind the page cache
 * (lib/page-cache): a public page rendered once is served again from memory until its
 * Cache-Control windows run out or a publish purges it (/api/revalidate). In production a CDN in
 * front does the same from the same headers. It listens on every interface at PORT (default
 * 3000), like `next start`; PAGE_CACHE_MAX_MB bounds the cache (default 128).
 */
process.env.NODE_ENV = 'production';

const http = require('http');

const next = require('next');
const { PageCache } = require('./lib/page-cache/page-cache');
const { createPageCacheHandler } = require('./lib/page-cache/handler');
const { registerProcessHooks } = require('./lib/page-cache/process-hooks');

async function main() {
  // PORT=0 lets the system choose (tests); unset, 3000.
  const port = process.env.PORT ? Number(process.env.PORT) : 3000;
  // Loads next.config.js in its server phase: production refuses demo secrets here (lib/security).
  const app = next({ dev: false, dir: __dirname, port });
  await app.prepare();
  const maxMegabytes = Number(process.env.PAGE_CACHE_MAX_MB);
  const cache = new PageCache({
    maxBytes: (Number.isFinite(maxMegabytes) && maxMegabytes > 0 ? maxMegabytes : 128) * 1024 * 1024,
  });
  registerProcessHooks({ purge: () => cache.purge(), stats: () => cache.stats() });

  const server = http.createServer();
  const handler = createPageCacheHandler({
    handle: app.getRequestHandler(),
    cache,
    address: () => {
      const bound = /** @type {import('net').AddressInfo} */ (server.address());
      return {
        host: bound.address === '::' || bound.address === '0.0.0.0' ? '127.0.0.1' : bound.address,
        port: bound.port,
      };
    },
  });
  server.on('request', (req, res) => {
    Promise.resolve(handler(req, res)).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error\n');
    });
  });
  // Behind a load balancer, keep idle connections open longer than it does.
  server.keepAliveTimeout = 65_000;
  server.listen(port, () => {
    const bound = /** @type {import('net').AddressInfo} */ (server.address());
    console.log(
      `▲ Site ready on http://localhost:${bound.port} (page cache ${Math.round(cache.maxBytes / 1048576)} MB)`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error.message || error);
  process.exit(1);
});
