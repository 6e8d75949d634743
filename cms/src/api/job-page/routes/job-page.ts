import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::job-page.job-page');
