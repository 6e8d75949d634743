// @ts-check
'use strict';

const { PHASE_PRODUCTION_SERVER } = require('next/constants');
const { assertProductionSecrets } = require('./lib/security/production-secrets');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests build into their own folder, so they never clobber a running `next dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // `SOURCEMAPS=1 next build` writes the browser's source maps, to see what each chunk holds
  // (docs/performance.md "What a page weighs"). Never in the demo's or CI's build.
  productionBrowserSourceMaps: process.env.SOURCEMAPS === '1',
  // The page cache (server.js) gives each stored page its validator and answers revalidations from
  // memory; Next's own ETag hashed every rendered page in JavaScript (3% of a render's CPU).
  generateEtags: false,
  // Bundle server dependencies of pages: otherwise Turbopack loads @emotion/react twice on the
  // server (a CommonJS copy through @mui/material-nextjs, an ESM copy through MUI), the server render
  // ignores the Emotion cache of _app, and class names differ from the browser's (vercel/next.js#95834).
  bundlePagesRouterDependencies: true,
  // The metrics registry and the log are one per process (lib/observability): required from
  // node_modules like server.js does, not a second copy in every bundle (pino is external by default).
  serverExternalPackages: ['prom-client', 'pino'],
  // Trailing slashes differ per brand (docs/content-rules.md §2.8: always, except for BUNAC), which Next's global
  // setting cannot express: Next neither redirects nor rewrites links, and the page loader
  // redirects each request to its brand's canonical path.
  skipTrailingSlashRedirect: true,
  // The browser's Apollo cache never watches or prints, so rxjs (and the tslib it brings) and
  // graphql's printer stay on the server (lib/stubs/), as do the structured-data builders (the
  // server alone writes JSON-LD).
  turbopack: {
    resolveAlias: {
      rxjs: { browser: './lib/stubs/rxjs.js' },
      graphql: { browser: './lib/stubs/graphql.js' },
      '@/lib/seo/structured-data': { browser: './lib/stubs/structured-data.js' },
    },
  },
  // Fewer, larger chunks (Next 16.3's chunker settings, experimental): a first visit is most of this
  // site's traffic (campaign and search landings), and on a phone each script is a request of its
  // own, and larger files compress better. Measured on one build each (issue 41, `npm run budget`
  // and a visit of five pages): 200 kB / 8 per group gave 215-246 kB of first-load JS and 296 kB
  // for the visit; 20 kB / 8, 220-251 and 292; 400 kB / 4, 213-244 and 294; 1 MB / 2 the same as
  // 400 kB / 4 (the pages' own groups can merge no further).
  experimental: {
    turbopackChunking: { minChunkSize: 400_000, maxChunkCountPerGroup: 4 },
  },
  images: {
    // The CMS's uploads are served from the site's own origin (`/uploads/*`, proxied to the CMS by
    // proxy.ts at request time), so the optimiser reads them as local images and fetches nothing
    // from any other host: no remote pattern, no private-address exception.
    localPatterns: [{ pathname: '/uploads/**', search: '' }],
    remotePatterns: [],
    formats: ['image/avif', 'image/webp'],
    // Every width here is one more URL in the srcset of every image drawn at a share of the
    // viewport (about 80 bytes of HTML each). Widths visitors' screens pick: phones 640 (1x), 828
    // (2x; 750 sat between them), 1200 (3x); the page's 1,152 px column 1200, then 1080 for its
    // half-to-two-thirds slots on large screens, 1920 a full-width hero on a desktop at 1x, 2048 a
    // tablet's at 2x, 3840 a desktop's at 2x. A slot of a fixed width gets its 1x and 2x files only
    // (components/ui/CmsImage), from the small sizes (32 px: no slot so small).
    deviceSizes: [640, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [48, 64, 96, 128, 256, 384],
  },
  // The fonts (scripts/fonts.js): the package version is in the path, so a file never changes.
  async headers() {
    return [
      { source: '/fonts/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

/**
 * `next start` refuses to serve production (ENVIRONMENT=production) with a missing or published
 * demo secret. Next has loaded .env by the time it reads this file. Builds and `next dev` are not
 * checked: a build holds no secret, and the demo runs on its defaults.
 * @param {string} phase
 */
module.exports = (phase) => {
  if (phase === PHASE_PRODUCTION_SERVER) assertProductionSecrets(process.env);
  return nextConfig;
};
