import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::travel-essential.travel-essential');
