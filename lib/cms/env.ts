import { DEMO_VALUES } from '@/lib/security/production-secrets';

/**
 * Server-side settings of the CMS connection, read from the environment at request time (never
 * inlined into a browser bundle: none of these is NEXT_PUBLIC_).
 */
export const cmsUrl = (): string => (process.env.CMS_URL || 'http://localhost:1337').replace(/\/+$/, '');

export const graphqlEndpoint = (): string => `${cmsUrl()}/graphql`;

/** A positive number from the environment, else the default. */
const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isFinite(value) && value >= 0
    ? value
    : fallback;
};

/** How long a CMS request may take before it counts as failed (a visitor never waits longer). */
export const cmsTimeoutMs = (): number => positive('CMS_TIMEOUT_MS', 3000) || 3000;

/**
 * The content cache's policy (lib/cms/content-cache), the same windows the pages' Cache-Control
 * gives a CDN: fresh for CMS_CACHE_TTL_SECONDS, then served while one refresh runs for
 * CMS_CACHE_SWR_SECONDS, and while the CMS fails for up to CMS_CACHE_STALE_IF_ERROR_SECONDS.
 * CMS_CACHE_MAX_MB bounds its memory. CMS_CACHE_TTL_SECONDS=0 turns caching off.
 */
export const cachePolicy = () => ({
  freshMs: positive('CMS_CACHE_TTL_SECONDS', 60) * 1000,
  staleWhileRevalidateMs: positive('CMS_CACHE_SWR_SECONDS', 300) * 1000,
  staleIfErrorMs: positive('CMS_CACHE_STALE_IF_ERROR_SECONDS', 86_400) * 1000,
  maxBytes: Math.max(1, positive('CMS_CACHE_MAX_MB', 64)) * 1024 * 1024,
});

/** The circuit breaker's settings (lib/cms/circuit-breaker). */
export const circuitOptions = () => ({
  failureThreshold: Math.max(1, positive('CMS_CIRCUIT_FAILURES', 5)),
  openMs: positive('CMS_CIRCUIT_OPEN_SECONDS', 10) * 1000,
});

/**
 * Local demo values, the same the CMS uses by default (cms/src/lib/env-defaults.ts), so the demo
 * (`npm run dev`, or a local `npm run build && npm start`) previews and purges with no .env. Only
 * for the local demo: ENVIRONMENT unset or `development`. Staging and production must be given
 * values of their own (and production refuses these at start-up: lib/security).
 */
const LOCAL_DEFAULTS = {
  CMS_PREVIEW_TOKEN: DEMO_VALUES.CMS_PREVIEW_TOKEN[0],
  PREVIEW_SECRET: DEMO_VALUES.PREVIEW_SECRET[0],
  REVALIDATE_SECRET: DEMO_VALUES.REVALIDATE_SECRET[0],
  CMS_NEWSLETTER_TOKEN: DEMO_VALUES.CMS_NEWSLETTER_TOKEN[0],
} as const;

const isLocalDemo = () => !process.env.ENVIRONMENT || process.env.ENVIRONMENT === 'development';

const withLocalDefault = (name: keyof typeof LOCAL_DEFAULTS): string | undefined =>
  process.env[name] || (isLocalDemo() ? LOCAL_DEFAULTS[name] : undefined);

/** The read-only API token for drafts; only ever used on the server, in draft mode. */
export const cmsPreviewToken = (): string | undefined => withLocalDefault('CMS_PREVIEW_TOKEN');

/** The create-only API token that stores newsletter sign-ups (server side only). */
export const cmsNewsletterToken = (): string | undefined => withLocalDefault('CMS_NEWSLETTER_TOKEN');

/** The secret /api/preview requires (shared with the CMS's preview handler). */
export const previewSecret = (): string | undefined => withLocalDefault('PREVIEW_SECRET');

/** The bearer token the CMS's publish webhook sends to /api/revalidate. */
export const revalidateSecret = (): string | undefined => withLocalDefault('REVALIDATE_SECRET');

/** Origin of the CMS media, server to server: where proxy.ts forwards `/uploads/*` (lib/cms/media-proxy). */
export const mediaBaseUrl = (): string => (process.env.CMS_MEDIA_URL || cmsUrl()).replace(/\/+$/, '');
