/**
 * GraphQL cost limits at the CMS (issue: production safety): every document the site sends fits
 * with room to spare, and an amplified query is refused before it runs, fast, saying which limit.
 */
import fs from 'fs';
import path from 'path';
import { siteDocuments } from '../support/site-documents';
import { GRAPHQL_LIMITS, graphqlArmorConfig, graphqlLimits } from '../../cms/src/security/graphql-limits';
import { asSentBySite, graphql, graphqlData } from './support';

// The CMS's own graphql-js and GraphQL Armor (cms/node_modules), as Apollo Server runs them there.
/* eslint-disable @typescript-eslint/no-require-imports */
const cmsGraphql = require('../../cms/node_modules/graphql') as typeof import('graphql');
const { ApolloArmor } =
  require('../../cms/node_modules/@escape.tech/graphql-armor') as typeof import('../../cms/node_modules/@escape.tech/graphql-armor');
/* eslint-enable @typescript-eslint/no-require-imports */

const schema = cmsGraphql.buildSchema(
  fs.readFileSync(path.join(__dirname, '..', '..', 'cms', 'schema.graphql'), 'utf8'),
);
const siteOperations = siteDocuments()
  .map(({ name, document }) => ({ name, source: asSentBySite(document) }))
  .filter(({ source }) => /^\s*query\b/m.test(source));

/** What the CMS would say of this query before running it: the errors of its parse and validation. */
function checkLikeTheCms(source: string, limits = GRAPHQL_LIMITS): string[] {
  let document;
  try {
    document = cmsGraphql.parse(source, { maxTokens: limits.maxTokens });
  } catch (error) {
    return [(error as Error).message];
  }
  const config = graphqlArmorConfig({ production: true });
  const { validationRules } = new ApolloArmor({
    ...config,
    maxAliases: { ...config.maxAliases, n: limits.maxAliases },
    maxDirectives: { ...config.maxDirectives, n: limits.maxDirectives },
    costLimit: { ...config.costLimit, maxCost: limits.maxCost },
  }).protect();
  return cmsGraphql
    .validate(schema, document, [...cmsGraphql.specifiedRules, ...validationRules])
    .map((error) => error.message);
}

/** The fastest of a few round trips: what the CMS spends, less the noise of a busy test machine. */
async function fastest<T>(request: () => Promise<T>, runs = 3): Promise<{ ms: number; result: T }> {
  let ms = Infinity;
  let result!: T;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = await request();
    ms = Math.min(ms, performance.now() - started);
  }
  return { ms, result };
}

const linkedBlogs = (levels: number, args = '(pagination: { limit: 100 })') =>
  `blogPosts${args} { ${`LinkedBlogs${args} { `.repeat(levels - 1)}Title${' }'.repeat(levels - 1)} }`;
const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;

describe('the site’s documents fit the limits', () => {
  it('the CMS runs the limits it is configured with', () => {
    expect(graphqlLimits({ production: true }).parseOptions).toEqual({ maxTokens: GRAPHQL_LIMITS.maxTokens });
    expect(siteOperations.length).toBeGreaterThan(20);
  });

  it.each(siteOperations.map(({ name }) => name))('%s passes, and would at half of every limit', (name) => {
    const { source } = siteOperations.find((operation) => operation.name === name)!;
    expect(checkLikeTheCms(source)).toEqual([]);
    const half = Object.fromEntries(
      Object.entries(GRAPHQL_LIMITS).map(([key, value]) => [key, Math.floor(value / 2)]),
    ) as typeof GRAPHQL_LIMITS;
    expect(checkLikeTheCms(source, half)).toEqual([]);
  });

  it('the most expensive one runs against the CMS (every one does: documents.test.ts)', async () => {
    const { source } = siteOperations.find(({ name }) => name === 'StaticPageV2')!;
    const data = await graphqlData(source, { brandName: 'Wayfarer Collective', pageName: 'home' });
    expect(data.staticPagesV2).toHaveLength(1);
  });

  it(`allows ${GRAPHQL_LIMITS.maxAliases} aliases`, async () => {
    const data = await graphqlData(aliased(GRAPHQL_LIMITS.maxAliases, 'brands { Name }'));
    expect(Object.keys(data)).toHaveLength(GRAPHQL_LIMITS.maxAliases);
  });
});

describe('amplified queries are refused before they run', () => {
  const refusedFast = async (query: string) => {
    const { ms, result } = await fastest(() => graphql(query));
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(ms).toBeLessThan(100);
    return result.errors![0];
  };

  it('fifty aliases of a five-level LinkedBlogs(pagination: { limit: 100 }) query (the finding)', async () => {
    const query = aliased(50, linkedBlogs(5));
    const error = await refusedFast(query);
    // Its 50 copies are too long a document before they are too many aliases.
    expect(error.message).toBe(
      `Syntax Error: Document contains more that ${GRAPHQL_LIMITS.maxTokens} tokens. Parsing aborted.`,
    );
    expect(error.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('the same without arguments, short enough to parse: too many aliases', async () => {
    const error = await refusedFast(aliased(50, linkedBlogs(5, '')));
    expect(error.message).toBe(`Syntax Error: Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found 50.`);
    expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it(`one alias more than ${GRAPHQL_LIMITS.maxAliases}`, async () => {
    const error = await refusedFast(aliased(GRAPHQL_LIMITS.maxAliases + 1, 'brands { Name }'));
    expect(error.message).toMatch(/Aliases limit of \d+ exceeded/);
  });

  it('a wide query: 1,500 fields at the deepest level the depth limit allows', async () => {
    const wide = `{ blogPosts { ${'LinkedBlogs { '.repeat(4)}LinkedBlogs { ${'Title '.repeat(1500)}}${' }'.repeat(4)} } }`;
    const error = await refusedFast(wide);
    expect(error.message).toMatch(
      new RegExp(`^Syntax Error: Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded, found \\d+`),
    );
  });

  it(`more than ${GRAPHQL_LIMITS.maxDirectives} directives`, async () => {
    const error = await refusedFast(
      `{ blogPosts { ${'Title @include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)}} }`,
    );
    expect(error.message).toMatch(/Directives limit of \d+ exceeded/);
  });

  it('hides field suggestions in production (introspection is off there)', async () => {
    const result = await graphql('{ blogPosts { Titl } }');
    expect(result.errors?.[0].message).not.toMatch(/Did you mean/);
  });
});
