import { DEMO_VALUES } from '@/lib/security/production-secrets';
import {
  nonNegative,
  pageCacheMaxMb,
  positive,
  siteHeapMb,
  renderConcurrency,
  renderQueue,
  setting,
  sitePort,
  trustedProxyHops,
} from '@/lib/server-settings';

/**
 * The site's settings, read from the environment at request time (never inlined into a browser
 * bundle: none of these is NEXT_PUBLIC_), each with the default `.env.example` documents.
 *
 * A setting that is unset, empty or blank means its default: `.env.example` writes `NAME=` for the
 * settings left at their default, and a `.env` is copied from it (or written from it by `npm run
 * secrets`). Read every setting through `setting()` or a reader below, never `process.env` itself.
 * Each reader takes the environment to read (process.env by default).
 */
type Env = Record<string, string | undefined>;

export { setting, sitePort, pageCacheMaxMb, siteHeapMb, renderConcurrency, renderQueue };

/** Where the site's server reaches Strapi (CMS_URL). */
export const cmsUrl = (env: Env = process.env): string =>
  (setting('CMS_URL', env) ?? 'http://localhost:1337').replace(/\/+$/, '');

export const graphqlEndpoint = (env: Env = process.env): string => `${cmsUrl(env)}/graphql`;

/** How long a CMS request may take before it counts as failed (a visitor never waits longer). */
export const cmsTimeoutMs = (env: Env = process.env): number => positive('CMS_TIMEOUT_MS', 3000, env);

/**
 * The content cache's policy (lib/cms/content-cache), the same windows the pages' Cache-Control
 * gives a CDN: fresh for CMS_CACHE_TTL_SECONDS, then served while one refresh runs for
 * CMS_CACHE_SWR_SECONDS, and while the CMS fails for up to CMS_CACHE_STALE_IF_ERROR_SECONDS.
 * CMS_CACHE_MAX_MB bounds its memory. CMS_CACHE_TTL_SECONDS=0 turns caching off; a window of 0
 * turns its step off. The memory bound and the circuit's settings are positive: 0 means their default.
 */
export const cachePolicy = (env: Env = process.env) => ({
  freshMs: nonNegative('CMS_CACHE_TTL_SECONDS', 60, env) * 1000,
  staleWhileRevalidateMs: nonNegative('CMS_CACHE_SWR_SECONDS', 300, env) * 1000,
  staleIfErrorMs: nonNegative('CMS_CACHE_STALE_IF_ERROR_SECONDS', 86_400, env) * 1000,
  maxBytes: Math.max(1, positive('CMS_CACHE_MAX_MB', 64, env)) * 1024 * 1024,
});

/** The circuit breaker's settings (lib/cms/circuit-breaker). */
export const circuitOptions = (env: Env = process.env) => ({
  failureThreshold: Math.max(1, positive('CMS_CIRCUIT_FAILURES', 5, env)),
  openMs: positive('CMS_CIRCUIT_OPEN_SECONDS', 10, env) * 1000,
});

/** ENVIRONMENT: development (the default), staging or production. */
export const environment = (env: Env = process.env): string => setting('ENVIRONMENT', env)?.trim() ?? 'development';

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

const withLocalDefault = (name: keyof typeof LOCAL_DEFAULTS, env: Env): string | undefined =>
  setting(name, env) ?? (environment(env) === 'development' ? LOCAL_DEFAULTS[name] : undefined);

/** The read-only API token for drafts; only ever used on the server, in draft mode. */
export const cmsPreviewToken = (env: Env = process.env): string | undefined =>
  withLocalDefault('CMS_PREVIEW_TOKEN', env);

/** The create-only API token that stores newsletter sign-ups (server side only). */
export const cmsNewsletterToken = (env: Env = process.env): string | undefined =>
  withLocalDefault('CMS_NEWSLETTER_TOKEN', env);

/** The secret /api/preview requires (shared with the CMS's preview handler). */
export const previewSecret = (env: Env = process.env): string | undefined => withLocalDefault('PREVIEW_SECRET', env);

/** The bearer token the CMS's publish webhook sends to /api/revalidate. */
export const revalidateSecret = (env: Env = process.env): string | undefined =>
  withLocalDefault('REVALIDATE_SECRET', env);

/** Origin of the CMS media, server to server: where proxy.ts forwards `/uploads/*` (lib/cms/media-proxy). */
export const mediaBaseUrl = (env: Env = process.env): string =>
  (setting('CMS_MEDIA_URL', env) ?? cmsUrl(env)).replace(/\/+$/, '');

/** The CMS admin's public origin (CMS_PUBLIC_URL; empty: the admin is at CMS_URL). */
export const cmsPublicUrl = (env: Env = process.env): string => setting('CMS_PUBLIC_URL', env) ?? cmsUrl(env);

/** More admin origins (CMS_ADMIN_ORIGINS, comma-separated; empty: none). */
export const cmsAdminOrigins = (env: Env = process.env): string[] =>
  (setting('CMS_ADMIN_ORIGINS', env) ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** The brand of hosts that match no brand (DEFAULT_BRAND; empty: the CMS's first brand). */
export const defaultBrand = (env: Env = process.env): string | undefined => setting('DEFAULT_BRAND', env)?.trim();

/** The Google Tag Manager container (GTM_ID; empty: none). Loaded in production only. */
export const gtmId = (env: Env = process.env): string | undefined => setting('GTM_ID', env)?.trim();

/** Redis shared by every instance (REDIS_URL; empty: each instance caches on its own). */
export const redisUrl = (env: Env = process.env): string | undefined => setting('REDIS_URL', env)?.trim();

export { trustedProxyHops };

/** Every setting of the site as it takes effect (the contract test compares them with `.env.example`). */
export const siteSettings = (env: Env = process.env) => ({
  port: sitePort(env),
  cmsUrl: cmsUrl(env),
  graphqlEndpoint: graphqlEndpoint(env),
  mediaBaseUrl: mediaBaseUrl(env),
  cmsPublicUrl: cmsPublicUrl(env),
  cmsAdminOrigins: cmsAdminOrigins(env),
  defaultBrand: defaultBrand(env),
  environment: environment(env),
  gtmId: gtmId(env),
  redisUrl: redisUrl(env),
  trustedProxyHops: trustedProxyHops(env),
  pageCacheMaxMb: pageCacheMaxMb(env),
  siteHeapMb: siteHeapMb(env),
  renderConcurrency: renderConcurrency(env),
  renderQueue: renderQueue(env),
  cmsTimeoutMs: cmsTimeoutMs(env),
  cachePolicy: cachePolicy(env),
  circuitOptions: circuitOptions(env),
  previewSecret: previewSecret(env),
  revalidateSecret: revalidateSecret(env),
  cmsPreviewToken: cmsPreviewToken(env),
  cmsNewsletterToken: cmsNewsletterToken(env),
});
