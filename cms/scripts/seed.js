'use strict';
/**
 * `npm run cms:seed`: adds the demo content that is missing (idempotent; documents that exist are
 * left as editors made them). Stop a running CMS first when it uses the same SQLite file.
 */
const path = require('path');
const { distDir } = require('./build-state');
const { withStrapi } = require('./load-strapi');

withStrapi(
  async (strapi) => {
    const { seedDemoContent } = require(path.join(distDir, 'src', 'seed'));
    const report = await seedDemoContent(strapi);
    console.log(JSON.stringify(report, null, 2));
  },
  // The explicit seed below does the work; bootstrap's seed-on-empty would only repeat it.
  { env: { SEED_ON_EMPTY: 'false' } },
).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
