import type { Core } from '@strapi/strapi';
import { secret, settings, siteUrlSetting } from '../src/lib/env-defaults';
import { createPreviewHandler } from '../src/preview/preview-url';
import { previewAllowedOrigins } from '../src/preview/site-origin';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  const setting = settings(env);
  const siteUrl = siteUrlSetting(setting);
  return {
    auth: {
      secret: secret(env, 'ADMIN_JWT_SECRET'),
    },
    apiToken: {
      salt: secret(env, 'API_TOKEN_SALT'),
    },
    transfer: {
      token: {
        salt: secret(env, 'TRANSFER_TOKEN_SALT'),
      },
    },
    secrets: {
      encryptionKey: secret(env, 'ENCRYPTION_KEY'),
    },
    flags: {
      nps: false,
      promoteEE: false,
    },
    preview: {
      enabled: true,
      config: {
        allowedOrigins: previewAllowedOrigins(siteUrl, setting('PREVIEW_ALLOWED_ORIGINS')),
        handler: createPreviewHandler({ siteUrl, secret: secret(env, 'PREVIEW_SECRET') }),
      },
    },
  };
};

export default config;
