import type { Core } from '@strapi/strapi';
import { uploadStorage } from '../src/lib/upload-storage';

/**
 * Strapi's defaults, with the admin allowed to show images and media from the upload bucket when
 * there is one (its Media Library thumbnails).
 */
const config = (): Core.Config.Middlewares => {
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
  return [
    'strapi::logger',
    'strapi::errors',
    security,
    'strapi::cors',
    'strapi::poweredBy',
    'strapi::query',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};

export default config;
