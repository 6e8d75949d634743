import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::product-v2.product-v2');
