import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::travel-essential-category.travel-essential-category');
