import type { Core } from '@strapi/strapi';
import { isProduction, localDefault, secret, settings, siteUrlSetting } from '../src/lib/env-defaults';

/** Our own settings, read at bootstrap as strapi.config.get('site.*'). */
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const setting = settings(env);
  const url = siteUrlSetting(setting);
  return {
    url,
    /** Where the publish webhook purges the site's caches (empty: SITE_URL/api/revalidate). */
    revalidateUrl: setting('SITE_REVALIDATE_URL', `${url.replace(/\/+$/, '')}/api/revalidate`),
    revalidateSecret: secret(env, 'REVALIDATE_SECRET'),
    previewToken: localDefault(env, 'CMS_PREVIEW_TOKEN'),
    newsletterToken: localDefault(env, 'CMS_NEWSLETTER_TOKEN'),
    adminEmail: localDefault(env, 'CMS_ADMIN_EMAIL'),
    adminPassword: localDefault(env, 'CMS_ADMIN_PASSWORD'),
    /** The demo brand editors' password; production creates no demo editor, whatever is set. */
    demoEditorPassword: isProduction() ? undefined : localDefault(env, 'CMS_DEMO_EDITOR_PASSWORD'),
    /** Seed the demo content when the database holds no brand yet (not in production unless asked). */
    seedOnEmpty: setting.bool('SEED_ON_EMPTY', !isProduction()),
  };
};

export default config;
