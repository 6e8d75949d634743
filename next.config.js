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
  // (README, "What a page weighs"). Never in the demo's or CI's build.
  productionBrowserSourceMaps: process.env.SOURCEMAPS === '1',
  // The page cache (server.js) gives each stored page its validator and answers revalidations from
  // memory; Next's own ETag hashed every rendered page in JavaScript (3% of a render's CPU).
  generateEtags: false,
  // Bundle server dependencies of pages: otherwise Turbopack loads @emotion/react twice on the
  // server (a CommonJS copy through @mui/material-nextjs, an ESM copy through MUI), the server render
  // ignores the Emotion cache of _app, and class names differ from the browser's (vercel/next.js#95834).
  bundlePagesRouterDependencies: true,
  // Trailing slashes differ per brand (docs/content-rules.md §2.8: always, except for BUNAC), which Next's global
  // setting cannot express: Next neither redirects nor rewrites links, and the page loader
  // redirects each request to its brand's canonical path.
  skipTrailingSlashRedirect: true,
  // The browser's Apollo cache never watches or prints, so rxjs (and the tslib it brings) and
  // graphql's printer stay on the server (lib/stubs/).
  turbopack: {
    resolveAlias: {
      rxjs: { browser: './lib/stubs/rxjs.js' },
      graphql: { browser: './lib/stubs/graphql.js' },
    },
  },
  images: {
    // The CMS's uploads are served from the site's own origin (`/uploads/*`, proxied to the CMS by
    // proxy.ts at request time), so the optimiser reads them as local images and fetches nothing
    // from any other host: no remote pattern, no private-address exception.
    localPatterns: [{ pathname: '/uploads/**', search: '' }],
    remotePatterns: [],
    formats: ['image/avif', 'image/webp'],
  },
  // The fonts (scripts/fonts.js): the package version is in the path, so a file never changes.
  async headers() {
    return [{ source: '/fonts/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }];
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
