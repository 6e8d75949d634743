import type { Core } from '@strapi/strapi';
import { loggerOptions } from '../src/lib/logging';

/**
 * Strapi's log (strapi.log: start-up, errors, the request log of src/middlewares/request-log.ts):
 * JSON lines at LOG_LEVEL (default info), Strapi's pretty lines with LOG_FORMAT=pretty
 * (src/lib/logging.ts).
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => loggerOptions(env);

export default config;
