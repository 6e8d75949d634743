import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::static-page-v2.static-page-v2');
