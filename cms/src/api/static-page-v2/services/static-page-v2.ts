import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::static-page-v2.static-page-v2');
