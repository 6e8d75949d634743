import { DEMO_VALUES } from '@/lib/security/production-secrets';

/**
 * Server-side settings of the CMS connection, read from the environment at request time (never
 * inlined into a browser bundle: none of these is NEXT_PUBLIC_).
 */
export const cmsUrl = (): string => (process.env.CMS_URL || 'http://localhost:1337').replace(/\/+$/, '');

export const graphqlEndpoint = (): string => `${cmsUrl()}/graphql`;

/** How long a CMS request may take before the page answers with an error instead of hanging. */
export const cmsTimeoutMs = (): number => {
  const value = Number(process.env.CMS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 8000;
};

/**
 * Local demo values, the same the CMS uses by default (cms/src/lib/env-defaults.ts), so
 * `npm run dev` previews with no .env. Only under `next dev`: a production build must be given
 * real values (next.config.js refuses to start production with these: lib/security).
 */
const LOCAL_DEFAULTS = {
  CMS_PREVIEW_TOKEN: DEMO_VALUES.CMS_PREVIEW_TOKEN[0],
  PREVIEW_SECRET: DEMO_VALUES.PREVIEW_SECRET[0],
} as const;

const withLocalDefault = (name: keyof typeof LOCAL_DEFAULTS): string | undefined =>
  process.env[name] || (process.env.NODE_ENV === 'development' ? LOCAL_DEFAULTS[name] : undefined);

/** The read-only API token for drafts; only ever used on the server, in draft mode. */
export const cmsPreviewToken = (): string | undefined => withLocalDefault('CMS_PREVIEW_TOKEN');

/** The secret /api/preview requires (shared with the CMS's preview handler). */
export const previewSecret = (): string | undefined => withLocalDefault('PREVIEW_SECRET');

/** Origin of the CMS media, server to server: where proxy.ts forwards `/uploads/*` (lib/cms/media-proxy). */
export const mediaBaseUrl = (): string => (process.env.CMS_MEDIA_URL || cmsUrl()).replace(/\/+$/, '');
