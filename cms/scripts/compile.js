'use strict';
// Compiles the TypeScript server code into dist/ (leaves the admin build in place).
const { compileStrapi } = require('@strapi/strapi');
const path = require('path');

compileStrapi({ appDir: path.resolve(__dirname, '..') }).catch((error) => {
  console.error(error);
  process.exit(1);
});
