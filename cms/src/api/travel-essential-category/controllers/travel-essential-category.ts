import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::travel-essential-category.travel-essential-category');
