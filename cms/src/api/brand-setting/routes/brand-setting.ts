import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::brand-setting.brand-setting');
