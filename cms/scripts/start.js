'use strict';
/**
 * `npm run cms`: builds what is stale, renders the demo images into their cache, starts Strapi and
 * prints where the admin and GraphQL endpoints are, with the time the (cold) start took.
 */
const path = require('path');
// Loads the root .env first: ENVIRONMENT and the secrets may come from there.
const { appDir, distDir, ensureBuilt } = require('./build-state');

// One .env with ENVIRONMENT=production runs the site and Strapi in production mode.
if (process.env.ENVIRONMENT === 'production' && !process.env.NODE_ENV) process.env.NODE_ENV = 'production';

/** Exits before Strapi loads when production would run with a missing or published secret. */
function refuseDemoSecretsInProduction() {
  const { productionSecretProblems } = require(path.join(distDir, 'src', 'lib', 'env-defaults'));
  const problems = productionSecretProblems(process.env);
  if (problems.length === 0) return;
  console.error(
    `Refusing to start the CMS in production (NODE_ENV=${process.env.NODE_ENV}, ENVIRONMENT=${process.env.ENVIRONMENT ?? ''}):`,
  );
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

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
  // The rule is compiled TypeScript (config/ uses it too), so it is read after the build step, but
  // before Strapi is even required: a refusal takes a fraction of a second.
  refuseDemoSecretsInProduction();
  const images = await prerenderImages();
  const buildSeconds = ((Date.now() - buildStarted) / 1000).toFixed(1);

  // In this process (no second Node, no CLI to load): Strapi's start() resolves once it listens,
  // after bootstrap (and so after seeding an empty database).
  const started = Date.now();
  const { createStrapi } = require('@strapi/strapi');
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
