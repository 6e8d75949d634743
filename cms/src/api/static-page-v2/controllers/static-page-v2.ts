import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::static-page-v2.static-page-v2');
