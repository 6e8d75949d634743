'use strict';
/** Loads the compiled Strapi app in this process (no HTTP server) for one-off tasks. */
const { createStrapi } = require('@strapi/strapi');
const { appDir, distDir, ensureBuilt } = require('./build-state');

async function withStrapi(task, { env = {} } = {}) {
  ensureBuilt();
  Object.assign(process.env, env);
  const app = await createStrapi({ appDir, distDir }).load();
  try {
    return await task(app);
  } finally {
    await app.destroy();
  }
}

module.exports = { withStrapi };
