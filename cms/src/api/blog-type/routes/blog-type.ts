import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::blog-type.blog-type');
