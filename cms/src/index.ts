import type { Core } from '@strapi/strapi';
import { configureAdminViews } from './bootstrap/admin-views';
import { deactivateDemoPasswordAdmins, ensureAdminUser, ensureDemoEditors } from './bootstrap/admin-user';
import { ensureBrandEditorRoles } from './bootstrap/brand-editor-roles';
import { ensureApiToken, NEWSLETTER_TOKEN, PREVIEW_TOKEN } from './bootstrap/api-tokens';
import { noSignupsCreatedInTheAdmin, signupsOutOfRecentEntries } from './bootstrap/newsletter-admin';
import { ensureRevalidateWebhook } from './bootstrap/revalidate-webhook';
import { restrictVisitorAccess } from './bootstrap/public-permissions';
import { DEMO_ADMIN_PASSWORD, DEMO_EDITOR_PASSWORD, isProduction, productionSecretProblems } from './lib/env-defaults';
import { narrowAdminRoutesForBrandEditors } from './security/brand-admin-routes';
import { registerBrandCondition } from './security/brand-scope';
import { registerBrandWriteGuard } from './security/brand-write-guard';
import { registerChatWidgetGuard } from './security/chat-widget-guard';
import { registerDraftGuard } from './security/draft-guard';
import { disableGraphqlMutations } from './security/graphql-read-only';
import { guardPreviewLinks } from './security/preview-access';
import { requireApiTokenForRestReads } from './security/rest-reads';
import { isDatabaseEmpty, seedDemoContent } from './seed';
import { brandNamesInLists, omitSelfFromRelationPickers } from './lib/admin-relations';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // scripts/start.js refuses these before Strapi loads; this covers `strapi start` and the CLI.
    const problems = productionSecretProblems(process.env);
    if (problems.length) throw new Error(`Refusing to start in production:\n  - ${problems.join('\n  - ')}`);
    registerDraftGuard(strapi);
    disableGraphqlMutations(strapi);
    guardPreviewLinks(strapi);
    registerBrandWriteGuard(strapi);
    registerChatWidgetGuard(strapi);
    narrowAdminRoutesForBrandEditors(strapi);
    omitSelfFromRelationPickers(strapi);
    brandNamesInLists(strapi);
    noSignupsCreatedInTheAdmin(strapi);
    signupsOutOfRecentEntries(strapi);
    // The site reads over GraphQL: REST reads of content need an API token.
    if (requireApiTokenForRestReads(strapi) === 0) throw new Error('No REST read route to guard (Strapi changed?)');
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const site = strapi.config.get('site') as {
      previewToken?: string;
      newsletterToken?: string;
      adminEmail?: string;
      adminPassword?: string;
      demoEditorPassword?: string;
      seedOnEmpty: boolean;
      revalidateUrl?: string;
      revalidateSecret?: string;
    };
    // First: a role naming an unregistered condition would be granted without it.
    await registerBrandCondition(strapi);
    for (const change of await restrictVisitorAccess(strapi)) strapi.log.info(`[bootstrap] ${change}`);
    for (const uid of await configureAdminViews(strapi)) strapi.log.info(`[bootstrap] admin views of ${uid} set`);
    for (const [spec, value] of [
      [PREVIEW_TOKEN, site.previewToken],
      [NEWSLETTER_TOKEN, site.newsletterToken],
    ] as const) {
      const token = await ensureApiToken(strapi, spec, value);
      if (token !== 'unchanged') strapi.log.info(`[bootstrap] API token "${spec.name}": ${token}`);
    }
    if (isProduction()) {
      for (const email of await deactivateDemoPasswordAdmins(strapi, [DEMO_ADMIN_PASSWORD, DEMO_EDITOR_PASSWORD])) {
        strapi.log.warn(
          `[bootstrap] admin user ${email} still had the published demo password and has been deactivated. ` +
            `To use it again, from cms/ with the production environment: ` +
            `npx strapi admin:reset-user-password --email ${email} --password '<a new password>', then ` +
            `npx strapi admin:active-user --email ${email} --active true`,
        );
      }
    }
    const admin = await ensureAdminUser(strapi, { email: site.adminEmail, password: site.adminPassword });
    if (admin === 'created') strapi.log.info(`[bootstrap] admin user ${site.adminEmail} created`);
    if (site.seedOnEmpty && (await isDatabaseEmpty(strapi))) {
      strapi.log.info('[bootstrap] empty database: seeding the demo content');
      await seedDemoContent(strapi);
    }
    // After seeding: one editor role per brand, and outside production a demo editor in each.
    for (const change of await ensureBrandEditorRoles(strapi)) strapi.log.info(`[bootstrap] ${change}`);
    for (const email of await ensureDemoEditors(strapi, site.demoEditorPassword))
      strapi.log.info(`[bootstrap] demo brand editor ${email} created`);
    // After seeding: the seed's hundreds of writes need no purge of a site that has cached nothing.
    const webhook = await ensureRevalidateWebhook(strapi, { url: site.revalidateUrl, secret: site.revalidateSecret });
    if (webhook !== 'unchanged' && webhook !== 'skipped')
      strapi.log.info(`[bootstrap] revalidate webhook to ${site.revalidateUrl}: ${webhook}`);
  },
};
