import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::product-v2.product-v2');
