import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::sitemap-page.sitemap-page');
