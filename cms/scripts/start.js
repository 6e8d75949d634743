'use strict';
/**
 * `npm run cms`: builds what is stale, renders the demo images into their cache, starts Strapi and
 * prints where the admin and GraphQL endpoints are, with the time the (cold) start took.
 */
const path = require('path');
const { appDir, distDir, ensureBuilt } = require('./build-state');
const { createStrapi } = require('@strapi/strapi');

async function prerenderImages() {
  const { seedModules } = require(path.join(distDir, 'src', 'seed', 'data'));
  const { renderImage, mapWithConcurrency } = require(path.join(distDir, 'src', 'seed', 'images', 'render'));
  const { defaultImageCacheDir } = require(path.join(distDir, 'src', 'seed', 'engine'));
  const entries = seedModules.flatMap((module) => Object.entries(module.images));
  await mapWithConcurrency(entries, 4, ([key, spec]) => renderImage(key, spec, defaultImageCacheDir(appDir)));
  return entries.length;
}

async function main() {
  const buildStarted = Date.now();
  const built = ensureBuilt();
  const images = await prerenderImages();
  const buildSeconds = ((Date.now() - buildStarted) / 1000).toFixed(1);

  // In this process (no second Node, no CLI to load): Strapi's start() resolves once it listens,
  // after bootstrap (and so after seeding an empty database).
  const started = Date.now();
  const app = createStrapi({ appDir, distDir });
  await app.start();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const base = app.config.get('server.absoluteUrl') || `http://localhost:${app.config.get('server.port')}`;
  console.log(
    [
      '',
      `CMS ready in ${seconds} s (start-up and seeding; build step: ${built === 'none' ? 'nothing stale' : `rebuilt ${built}`}, ${images} images ready, ${buildSeconds} s)`,
      `  Admin:    ${base}/admin`,
      `  GraphQL:  ${base}/graphql`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error.message || error);
  process.exit(1);
});
