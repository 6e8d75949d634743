import type { Core } from '@strapi/strapi';
import { defaultImageCacheDir, runSeed, type SeedReport } from './engine';
import { seedModules } from './data';

/** Seeds the demo content of every brand (idempotent: existing documents are left alone). */
export function seedDemoContent(strapi: Core.Strapi): Promise<SeedReport> {
  return runSeed(strapi, seedModules, { imageCacheDir: defaultImageCacheDir(strapi.dirs.app.root) });
}

export async function isDatabaseEmpty(strapi: Core.Strapi): Promise<boolean> {
  return (await strapi.db.query('api::brand.brand').count()) === 0;
}
