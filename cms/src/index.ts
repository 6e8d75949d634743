import type { Core } from '@strapi/strapi';
import { ensureAdminUser } from './bootstrap/admin-user';
import { ensurePreviewToken } from './bootstrap/preview-token';
import { grantPublicReadAccess } from './bootstrap/public-permissions';
import { registerDraftGuard } from './security/draft-guard';
import { disableGraphqlMutations } from './security/graphql-read-only';
import { isDatabaseEmpty, seedDemoContent } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerDraftGuard(strapi);
    disableGraphqlMutations(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const site = strapi.config.get('site') as {
      previewToken?: string;
      adminEmail?: string;
      adminPassword?: string;
      seedOnEmpty: boolean;
    };
    const added = await grantPublicReadAccess(strapi);
    if (added) strapi.log.info(`[bootstrap] public role: ${added} read permissions added`);
    const token = await ensurePreviewToken(strapi, site.previewToken);
    if (token !== 'unchanged') strapi.log.info(`[bootstrap] preview API token: ${token}`);
    const admin = await ensureAdminUser(strapi, { email: site.adminEmail, password: site.adminPassword });
    if (admin === 'created') strapi.log.info(`[bootstrap] admin user ${site.adminEmail} created`);
    if (site.seedOnEmpty && (await isDatabaseEmpty(strapi))) {
      strapi.log.info('[bootstrap] empty database: seeding the demo content');
      await seedDemoContent(strapi);
    }
  },
};
