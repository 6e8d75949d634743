import type { Core } from '@strapi/strapi';
import { secret, settings } from '../src/lib/env-defaults';
import { logFormat } from '../src/lib/logging';

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
    // Strapi's start-up banner is a table for people (console.log, not its logger): with
    // LOG_FORMAT=pretty only, so the JSON log has nothing but JSON lines from Strapi.
    logger: { startup: { enabled: logFormat(env) === 'pretty' } },
    webhooks: {
      populateRelations: setting.bool('WEBHOOKS_POPULATE_RELATIONS', false),
    },
  };
};

export default config;
