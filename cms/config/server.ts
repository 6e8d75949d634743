import type { Core } from '@strapi/strapi';
import { secret } from '../src/lib/env-defaults';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // CMS_* names: the site and the CMS share one .env, and PORT is the site's.
  host: env('CMS_HOST', '0.0.0.0'),
  port: env.int('CMS_PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: {
    keys: secret(env, 'APP_KEYS').split(','),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
