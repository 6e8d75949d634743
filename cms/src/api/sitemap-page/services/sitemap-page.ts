import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::sitemap-page.sitemap-page');
