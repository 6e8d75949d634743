import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::sitemap-page.sitemap-page');
