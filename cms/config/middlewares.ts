import type { Core } from '@strapi/strapi';
import { settings } from '../src/lib/env-defaults';
import { uploadStorage } from '../src/lib/upload-storage';
import { corsOriginMatcher, corsOrigins, strapiCorsOrigin } from '../src/security/cors';

/**
 * Strapi's defaults, with the admin allowed to show images and media from the upload bucket when
 * there is one (its Media Library thumbnails), and CORS answering the site's origins and the
 * admin's own only (src/security/cors.ts), where Strapi's default reflects any origin; our
 * request log in place of strapi::logger's; and no header that names the server
 * (src/middlewares/no-fingerprint.ts, in place of strapi::poweredBy).
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => {
  const { mediaOrigins } = uploadStorage();
  // Strapi's own image sources, and the bucket's.
  const sources = ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', ...mediaOrigins];
  const security = mediaOrigins.length
    ? {
        name: 'strapi::security',
        config: {
          contentSecurityPolicy: { useDefaults: true, directives: { 'img-src': sources, 'media-src': sources } },
        },
      }
    : 'strapi::security';
  const allowed = corsOriginMatcher(corsOrigins(settings(env)));
  return [
    // One JSON line per request (src/middlewares/request-log.ts), where strapi::logger wrote the
    // query string.
    'global::request-log',
    'global::no-fingerprint',
    'strapi::errors',
    security,
    { name: 'strapi::cors', config: { origin: strapiCorsOrigin(allowed) } },
    'strapi::query',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};

export default config;
