import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::blog-type.blog-type');
