/**
 * GraphQL cost limits at the CMS (issue: production safety): every document the site sends fits
 * with room to spare, and an amplified query is refused before it runs, fast, saying which limit.
 */
import fs from 'fs';
import path from 'path';
import { siteDocuments } from '../support/site-documents';
import { GRAPHQL_LIMITS, graphqlArmorConfig, graphqlLimits } from '../../cms/src/security/graphql-limits';
import { BUDGET_EXCEEDED, GRAPHQL_BUDGET } from '../../cms/src/security/graphql-budget';
import { asSentBySite, graphql, graphqlData } from './support';

// The CMS's own graphql-js and GraphQL Armor (cms/node_modules), as Apollo Server runs them there.
/* eslint-disable @typescript-eslint/no-require-imports */
const cmsGraphql = require('../../cms/node_modules/graphql') as typeof import('graphql');
const { ApolloArmor } =
  require('../../cms/node_modules/@escape.tech/graphql-armor') as typeof import('../../cms/node_modules/@escape.tech/graphql-armor');
const { Parser } =
  require('../../cms/node_modules/graphql/language/parser') as typeof import('../../cms/node_modules/graphql/language/parser');
/* eslint-enable @typescript-eslint/no-require-imports */

const schema = cmsGraphql.buildSchema(
  fs.readFileSync(path.join(__dirname, '..', '..', 'cms', 'schema.graphql'), 'utf8'),
);
const siteOperations = siteDocuments()
  .map(({ name, document }) => ({ name, source: asSentBySite(document) }))
  .filter(({ source }) => /^\s*query\b/m.test(source));

/** The CMS's GraphQL Armor validation rules, at these limits. */
function armorRules(limits: typeof GRAPHQL_LIMITS) {
  const config = graphqlArmorConfig({ production: true });
  return new ApolloArmor({
    ...config,
    maxAliases: { ...config.maxAliases, n: limits.maxAliases },
    maxDirectives: { ...config.maxDirectives, n: limits.maxDirectives },
    costLimit: { ...config.costLimit, maxCost: limits.maxCost },
  }).protect().validationRules;
}

/** What the CMS would say of this query before running it: the errors of its parse and validation. */
function checkLikeTheCms(source: string, limits = GRAPHQL_LIMITS): string[] {
  let document;
  try {
    document = cmsGraphql.parse(source, { maxTokens: limits.maxTokens });
  } catch (error) {
    return [(error as Error).message];
  }
  return cmsGraphql
    .validate(schema, document, [...cmsGraphql.specifiedRules, ...armorRules(limits)])
    .map((error) => error.message);
}

/**
 * What each limit counts in a query, counted as the CMS counts it: the tokens by graphql-js's parser,
 * the rest by GraphQL Armor, whose limits at 0 report what they found ("..., found 9.").
 */
function measure(source: string) {
  const parser = new Parser(source);
  const document = parser.parseDocument();
  const messages = cmsGraphql
    .validate(schema, document, armorRules({ maxAliases: 0, maxTokens: 0, maxDirectives: 0, maxCost: 0 }))
    .map((error) => error.message);
  const found = (limit: string) =>
    Number(
      messages
        .map((message) => new RegExp(`${limit} limit of 0 exceeded, found (\\d+)`).exec(message)?.[1])
        .find(Boolean) ?? 0,
    );
  return {
    aliases: found('Aliases'),
    tokens: parser.tokenCount,
    directives: found('Directives'),
    cost: found('Query Cost'),
  };
}

/** The table of cms/src/security/graphql-limits.ts's comment: per limit, the most the site sends and the limit. */
function documentedFigures() {
  const file = fs.readFileSync(path.join(__dirname, '..', '..', 'cms', 'src', 'security', 'graphql-limits.ts'), 'utf8');
  const figure = (text: string) => Number(text.replace(/,/g, ''));
  return Object.fromEntries(
    [...file.matchAll(/^ \*\s+(aliases|tokens|directives|cost)\s+([\d,]+)\s+([\d,]+)/gm)].map(
      ([, name, most, limit]) => [name, { most: figure(most), limit: figure(limit) }],
    ),
  );
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

  it('the figures in the limits’ comment are what the site’s documents hold, and the limits', () => {
    const measured = siteOperations.map(({ name, source }) => ({ name, ...measure(source) }));
    const most = (key: 'aliases' | 'tokens' | 'directives' | 'cost') =>
      Math.max(...measured.map((operation) => operation[key]));
    const documented = documentedFigures();
    const limits = {
      aliases: 'maxAliases',
      tokens: 'maxTokens',
      directives: 'maxDirectives',
      cost: 'maxCost',
    } as const;
    for (const key of ['aliases', 'tokens', 'directives', 'cost'] as const) {
      expect({ key, limit: documented[key].limit }).toEqual({ key, limit: GRAPHQL_LIMITS[limits[key]] });
      // The comment's largest figure is of its day: it stays within a tenth of today's (a block or a
      // page type more moves it a little; a stale table or a doubled query does not pass).
      const drift = Math.abs(documented[key].most - most(key));
      expect({
        key,
        documented: documented[key].most,
        measured: most(key),
        close: drift <= Math.max(1, most(key) / 10),
      }).toMatchObject({ key, close: true });
    }
    // The comment names AutomatedMenu as the one with the most aliases and directives.
    expect(measured.find(({ name }) => name === 'AutomatedMenu')).toMatchObject({
      aliases: most('aliases'),
      directives: most('directives'),
    });
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

describe('what one query may do while it runs (cms/src/security/graphql-budget.ts)', () => {
  /** The answer's status, size and cost, the fastest of three round trips (the CMS's own time). */
  const answered = async (query: string) => {
    const { ms, result } = await fastest(async () => {
      const response = await fetch(`${process.env.CMS_TEST_URL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      const text = await response.text();
      return { status: response.status, bytes: text.length, body: JSON.parse(text) as GraphQLAnswer };
    });
    return { ms, ...result };
  };
  type GraphQLAnswer = {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
    extensions?: { cost?: { reads: number; items: number; bytes: number } };
  };

  it('ten aliases of a five-level LinkedBlogs(pagination: { limit: 100 }) chain, within every shape limit: refused mid-way, in under a second', async () => {
    const query = aliased(GRAPHQL_LIMITS.maxAliases, linkedBlogs(5));
    expect(checkLikeTheCms(query)).toEqual([]); // what took the CMS 10 s before the budget
    const answer = await answered(query);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      {
        message: `This query reads more than ${GRAPHQL_BUDGET.maxReads} relations and components at once: ask for fewer, or smaller pages.`,
        extensions: { code: BUDGET_EXCEEDED },
      },
    ]);
    expect(answer.body.extensions?.cost?.reads).toBe(GRAPHQL_BUDGET.maxReads + 1);
    expect(answer.bytes).toBeLessThan(1_000);
    expect(answer.ms).toBeLessThan(1_000);
  });

  it.each([
    [
      'every text of every post, with each section’s',
      'blogPosts(pagination: { limit: 100 }) { Title SubTitle TagLine Quote Slug Section(pagination: { limit: 100 }) { Content Image1Link } Hero { Title } }',
    ],
    ['three levels of linked posts', linkedBlogs(3)],
    [
      'every product with its page’s parts',
      'productsV2(pagination: { limit: 100 }) { Name Slug productHero { __typename } Sections { __typename } SeoDetails { __typename } experience { Name } }',
    ],
  ])(
    'the largest answers we could build within the limits (%s, ten times): under 1 MB, in under a second',
    async (_label, field) => {
      const query = aliased(GRAPHQL_LIMITS.maxAliases, field);
      expect(checkLikeTheCms(query)).toEqual([]);
      const answer = await answered(query);
      expect([200, 400]).toContain(answer.status);
      expect(answer.bytes).toBeLessThan(1_000_000);
      expect(answer.ms).toBeLessThan(1_000);
      const cost = answer.body.extensions?.cost;
      expect(cost?.reads).toBeLessThanOrEqual(GRAPHQL_BUDGET.maxReads + 1);
      expect(cost?.bytes).toBeLessThanOrEqual(GRAPHQL_BUDGET.maxBytes + 100_000);
    },
  );

  it('says what each answer cost, as the site’s own queries do (documents.test.ts holds them to a quarter)', async () => {
    const answer = await answered('{ brands { Name } }');
    expect(answer.status).toBe(200);
    expect(answer.body.extensions?.cost).toEqual({ reads: 1, items: expect.any(Number), bytes: expect.any(Number) });
  });
});
