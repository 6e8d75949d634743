import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::travel-guide.travel-guide');
