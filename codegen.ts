import type { CodegenConfig } from '@graphql-codegen/cli';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Each block's fragment lives in its folder (components/blocks/<Block>/<Fragment>.graphql). */
const BLOCK_FRAGMENTS = 'components/blocks/*/*.graphql';

/**
 * One fragment per dynamic zone of the CMS schema (`union <Type><Field>DynamicZone = ...`), named
 * `<Type><Field>Blocks`: for every block type the zone accepts and a block folder has a fragment
 * for, `... on <BlockType> { ...<Fragment> }`. Queries spread it (`Sections { ...StaticPageV2SectionsBlocks }`),
 * so a block joins every zone the CMS puts it in without any query being edited.
 */
function dynamicZoneFragments(): string {
  const schema = readFileSync(path.join(__dirname, 'cms/schema.graphql'), 'utf8');
  const fragmentFor = new Map<string, string>();
  const blocksDir = path.join(__dirname, 'components/blocks');
  for (const folder of readdirSync(blocksDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(path.join(blocksDir, folder.name))) {
      if (!file.endsWith('.graphql')) continue;
      const source = readFileSync(path.join(blocksDir, folder.name, file), 'utf8');
      for (const [, name, type] of source.matchAll(/^fragment (\w+) on (\w+)/gm)) fragmentFor.set(type, name);
    }
  }
  return [...schema.matchAll(/^union (\w+)DynamicZone = (.+)$/gm)]
    .map(([, zone, members]) => {
      const spreads = members
        .split('|')
        .map((member) => member.trim())
        .filter((member) => fragmentFor.has(member))
        .map((member) => `  ... on ${member} {\n    ...${fragmentFor.get(member)}\n  }`);
      return `fragment ${zone}Blocks on ${zone}DynamicZone {\n  __typename\n${spreads.join('\n')}\n}\n`;
    })
    .join('\n');
}

/** Every operation of graphql/queries, by name. */
function operations(): string[] {
  const dir = path.join(__dirname, 'graphql/queries');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) =>
      [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^query (\w+)/gm)].map(([, name]) => name),
    )
    .sort();
}

const typeConfig = {
  enumsAsTypes: true,
  useTypeImports: true,
  dedupeFragments: true,
  onlyOperationTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: true },
  scalars: { Date: 'string', DateTime: 'string', JSON: 'unknown' },
};

/**
 * Typed documents for every query in graphql/ and every block fragment, generated from the CMS
 * schema (cms/schema.graphql, itself generated from the running Strapi). `npm run codegen` writes
 * the types of every operation and fragment to graphql/generated/graphql.ts (`import type` only)
 * and each operation's document to a module of its own, graphql/generated/documents/<Operation>.ts,
 * so a page's JavaScript carries its own queries and not every page's. The checks tier fails when a
 * generated file is stale or a document does not validate.
 */
const config: CodegenConfig = {
  schema: 'cms/schema.graphql',
  documents: ['graphql/**/*.graphql', BLOCK_FRAGMENTS, dynamicZoneFragments()],
  ignoreNoDocuments: false,
  generates: {
    'graphql/generated/graphql.ts': {
      plugins: ['typescript-operations'],
      config: typeConfig,
    },
    ...Object.fromEntries(
      operations().map((operation) => [
        `graphql/generated/documents/${operation}.ts`,
        { plugins: ['./scripts/codegen-document.js'], config: { ...typeConfig, operation } },
      ]),
    ),
    // Which types belong to each union (the dynamic zones), for Apollo's cache to match fragments.
    'graphql/generated/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
  },
};

export default config;
