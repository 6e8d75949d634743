import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::travel-guide.travel-guide');
