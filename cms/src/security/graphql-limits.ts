import { ApolloArmor } from '@escape.tech/graphql-armor';
import { graphqlBudget } from './graphql-budget';

type GraphQLArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;

/**
 * Limits on the shape of a GraphQL operation, checked while the document is parsed and validated,
 * before any resolver touches the database. Strapi resolves every relation of every item
 * separately, so aliases and breadth multiply database work: fifty aliases of a five-level
 * `LinkedBlogs(pagination: { limit: 100 })` query are fifty times the work of one. Each limit is
 * sized from the documents the site sends (graphql/ at the repository root, with the `__typename`
 * Apollo Client adds to every selection); the contract tests measure them and check this table.
 *
 *                 most the site sends   limit
 *   aliases                 2            10    (AutomatedMenu; the contract tests use a few)
 *   tokens                858          2,000
 *   directives              9            20    (AutomatedMenu: an @include per menu source)
 *   cost                3,400         10,000
 *
 * Depth stays with Strapi's own depthLimit (GRAPHQL_DEPTH_LIMIT in config/plugins.ts).
 */
export const GRAPHQL_LIMITS = {
  maxAliases: 10,
  maxTokens: 2_000,
  maxDirectives: 20,
  maxCost: 10_000,
};

export function graphqlArmorConfig({ production }: { production: boolean }): GraphQLArmorConfig {
  return {
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // Counted by graphql-js's own parser instead (parseOptions below): armor's token check throws
    // from an Apollo hook, which answers 500 where this is the client's error (400).
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // Fragments are how the site packages a query, not extra work: count their fields as if
    // written inline (armor's default charges every fragment spread again, exponentially).
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true },
    // Strapi's depthLimit already counts depth; a second, differently counted limit would only
    // disagree with it.
    maxDepth: { enabled: false },
    // "Did you mean ...?" reveals the schema where introspection is off; locally it helps.
    blockFieldSuggestion: { enabled: production },
  };
}

/**
 * The Apollo Server options that enforce the limits (Strapi appends them to its own), and the budget
 * of what an operation may do while it runs (./graphql-budget.ts).
 */
export function graphqlLimits(options: { production: boolean }) {
  const { plugins, validationRules } = new ApolloArmor(graphqlArmorConfig(options)).protect();
  return {
    plugins: [...plugins, graphqlBudget()],
    validationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
  };
}
