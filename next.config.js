// @ts-check
'use strict';

const cms = new URL(process.env.CMS_URL || 'http://localhost:1337');

/** Loopback and private-network hosts (a CMS beside the site, as in the demo and the tests). */
const isLocalHost = (hostname) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127\./.test(hostname) ||
  /^10\./.test(hostname) ||
  /^192\.168\./.test(hostname) ||
  /^172\.(1[6-9]|2\d|3[01])\./.test(hostname) ||
  hostname === '[::1]';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests build into their own folder, so they never clobber a running `next dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Bundle server dependencies of pages: otherwise Turbopack loads @emotion/react twice on the
  // server (a CommonJS copy through @mui/material-nextjs, an ESM copy through MUI), the server render
  // ignores the Emotion cache of _app, and class names differ from the browser's (vercel/next.js#95834).
  bundlePagesRouterDependencies: true,
  // Trailing slashes differ per brand (SPEC.md §2.8: always, except for BUNAC), which Next's global
  // setting cannot express: Next neither redirects nor rewrites links, and the page loader
  // redirects each request to its brand's canonical path.
  skipTrailingSlashRedirect: true,
  images: {
    // Only the CMS's uploads are optimised. The port is left open so a CMS on any port works.
    remotePatterns: [{ protocol: /** @type {'http' | 'https'} */ (cms.protocol.replace(':', '')), hostname: cms.hostname, pathname: '/uploads/**' }],
    // Next refuses to fetch images from private addresses (SSRF guard). A CMS on the same machine
    // or network is exactly that; the pattern above still limits fetches to its uploads.
    dangerouslyAllowLocalIP: isLocalHost(cms.hostname),
    formats: ['image/avif', 'image/webp'],
  },
};

module.exports = nextConfig;
