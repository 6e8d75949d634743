import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::blog-post.blog-post');
