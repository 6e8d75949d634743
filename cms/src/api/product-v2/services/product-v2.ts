import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::product-v2.product-v2');
