import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for every query in graphql/, generated from the CMS schema (cms/schema.graphql,
 * itself generated from the running Strapi). `npm run codegen` writes graphql/generated/graphql.ts;
 * the checks tier fails when that file is stale or a document does not validate.
 */
const config: CodegenConfig = {
  schema: 'cms/schema.graphql',
  documents: ['graphql/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'graphql/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        dedupeFragments: true,
        onlyOperationTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
        scalars: { Date: 'string', DateTime: 'string', JSON: 'unknown' },
      },
    },
    // Which types belong to each union (the dynamic zones), for Apollo's cache to match fragments.
    'graphql/generated/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
  },
};

export default config;
