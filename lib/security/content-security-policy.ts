/**
 * The site's Content-Security-Policy, built per request around a fresh nonce (proxy.ts).
 *
 * Scripts follow the "strict CSP" Google recommends: only scripts carrying this response's nonce
 * run (Next's own `<script>` tags, the GTM snippet), and what they load in turn ('strict-dynamic':
 * Next's page chunks, gtm.js, a brand's chat widget). 'self' and the GTM origin are there for
 * browsers older than 'strict-dynamic', which ignore it; newer browsers ignore them instead. An
 * injected `<script>` or `onclick=` never runs.
 *
 * Styles: Emotion writes `<style>` elements, with the nonce (style-src-elem); MUI and Next also
 * set `style="..."` attributes, which cannot carry a nonce, so style-src (which attributes fall
 * back to) keeps 'unsafe-inline'. Images, frames and connections may be any https origin: embedded
 * forms, videos and review widgets come from the CMS, and third-party scripts that the policy
 * trusts talk to their own hosts; what an injected script could send is moot when none runs.
 */

/** The request header that carries the nonce from proxy.ts to the page's render (_document). */
export const NONCE_HEADER = 'x-nonce';

/** A nonce as the proxy makes it: 128 random bits, base64. */
export const NONCE_PATTERN = /^[A-Za-z0-9+/]{22}==$/;

/** 128 random bits, base64 (Web Crypto: works in the proxy's runtime and in Node). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Where Google Tag Manager's container loads from. */
export const GTM_ORIGIN = 'https://www.googletagmanager.com';

export interface PolicyOptions {
  nonce: string;
  /** `frame-ancestors ...` (lib/preview/frame-ancestors). */
  frameAncestors: string;
  /** GTM is on (production with GTM_ID). */
  gtm: boolean;
  /** Next's development server: React Refresh evaluates code and talks over a websocket. */
  development: boolean;
}

export function contentSecurityPolicy({ nonce, frameAncestors, gtm, development }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    [
      'script-src',
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      "'self'",
      ...(gtm ? [GTM_ORIGIN] : []),
      ...(development ? ["'unsafe-eval'"] : []),
    ].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Next's development server injects imported CSS as `<style>` elements of its own, without it.
    `style-src-elem 'self' ${development ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https:${development ? ' ws:' : ''}`,
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    frameAncestors,
  ];
  return directives.join('; ');
}

/**
 * Powerful features the site never uses, off for it and everything it frames (an embedded form or
 * widget cannot ask for the camera). Fullscreen and autoplay stay as browsers default them, for
 * embedded videos.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** HTTPS only for two years, subdomains included; sent in production, where the site is on HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
