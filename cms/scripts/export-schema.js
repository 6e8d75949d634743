'use strict';
/**
 * Writes cms/schema.graphql: the GraphQL schema of the content API, the input of the site's
 * codegen. Printed after an introspection round trip and sorted, so it equals what a client
 * introspecting the running CMS sees. `--check` compares instead of writing (exit 1 when stale).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { appDir } = require('./build-state');
const { withStrapi } = require('./load-strapi');
const { printIntrospectedSchema } = require('./print-schema');

const target = path.join(appDir, 'schema.graphql');
const check = process.argv.includes('--check');
const scratchDb = path.join(os.tmpdir(), `cms-schema-${process.pid}.db`);

withStrapi(
  async (strapi) => {
    const { introspectionFromSchema } = require('graphql');
    const schema = strapi.plugin('graphql').service('content-api').buildSchema();
    // The same introspection options as the contract test's live query.
    return printIntrospectedSchema(introspectionFromSchema(schema, { specifiedByUrl: true }));
  },
  // A scratch database: the schema comes from the code, not the data.
  { env: { DATABASE_FILENAME: scratchDb, DATABASE_URL: '', SEED_ON_EMPTY: 'false' } },
)
  .then((printed) => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(scratchDb + suffix, { force: true });
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (check) {
      if (current !== printed) {
        console.error('cms/schema.graphql is stale: run `npm run cms:schema` and commit the result.');
        process.exit(1);
      }
      console.log('cms/schema.graphql is up to date.');
    } else {
      fs.writeFileSync(target, printed);
      console.log(`Wrote ${path.relative(process.cwd(), target)} (${printed.length} bytes).`);
    }
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
