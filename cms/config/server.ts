import type { Core } from '@strapi/strapi';
import { secret, settings } from '../src/lib/env-defaults';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  const setting = settings(env);
  return {
    // CMS_* names: the site and the CMS share one .env, and PORT is the site's.
    host: setting('CMS_HOST', '0.0.0.0'),
    port: setting.int('CMS_PORT', 1337),
    // Empty: Strapi's own http://localhost:CMS_PORT.
    url: setting('PUBLIC_URL', ''),
    app: {
      keys: secret(env, 'APP_KEYS').split(','),
    },
    webhooks: {
      populateRelations: setting.bool('WEBHOOKS_POPULATE_RELATIONS', false),
    },
  };
};

export default config;
