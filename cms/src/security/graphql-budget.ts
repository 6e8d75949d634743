import { GraphQLError, getNamedType, isCompositeType } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

/**
 * What one GraphQL operation may make the CMS do, counted while it runs. The limits of
 * ./graphql-limits.ts bound an operation's shape before it runs, but not its page sizes: ten
 * aliases of a five-level `LinkedBlogs(pagination: { limit: 100 })` chain fit them, and Strapi,
 * which reads each relation and component of each item with a database query of its own, took 10 s
 * to answer it (368 kB). Static cost cannot tell that from the site's own documents, whose nested
 * lists take Strapi's default page size and are short only because the content is.
 *
 * So each operation gets a budget of what it actually does: the fields that read objects (one
 * database query each: a relation, a component, a dynamic zone), the items they answer, and the
 * text and numbers in the answer. Past any of them, every further field fails at once, nothing more is read, and the answer is a 400 that
 * says which budget (GRAPHQL_BUDGET_EXCEEDED). Every answer carries what it cost in
 * `extensions.cost`, as GitHub's and Shopify's APIs do, so a client sees how near it is.
 *
 * Sized from the site's documents on the demo content: the heaviest (StaticPageV2, a home page)
 * reads 88, answers 100 items and 8.7 kB of text; documents.test.ts holds every document to a
 * quarter of the budget. At the budget, on this machine: ten aliases of the five-level chain are
 * refused after 501 reads in 390–760 ms with a 232-byte answer; the largest answer we could build
 * within every limit (every text of every post with its sections, ten times) is 182 kB in
 * 235–343 ms (graphql-limits.test.ts holds both under 1 MB and 1 s).
 */
export const GRAPHQL_BUDGET = {
  /** Fields that read objects (the site's heaviest page: 88). */
  maxReads: 500,
  /** Items those fields answer, every level together (the site's most: 100). */
  maxItems: 4_000,
  /** Characters of text and numbers in the answer (the JSON is a little more). */
  maxBytes: 1_000_000,
};

export const BUDGET_EXCEEDED = 'GRAPHQL_BUDGET_EXCEEDED';

export function graphqlBudget(budget = GRAPHQL_BUDGET): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let reads = 0;
      let items = 0;
      let bytes = 0;
      let exceeded: string | null = null;
      const fail = () => new GraphQLError(exceeded!, { extensions: { code: BUDGET_EXCEEDED } });
      return {
        async executionDidStart() {
          return {
            willResolveField({ info }) {
              if (exceeded) throw fail();
              if (!isCompositeType(getNamedType(info.returnType)))
                return (_error, result) => {
                  bytes += typeof result === 'string' ? result.length : 8;
                  if (bytes > budget.maxBytes && !exceeded)
                    exceeded = `This query answers more than ${budget.maxBytes} bytes at once: ask for fewer fields, or smaller pages.`;
                };
              reads += 1;
              if (reads > budget.maxReads) {
                exceeded = `This query reads more than ${budget.maxReads} relations and components at once: ask for fewer, or smaller pages.`;
                throw fail();
              }
              return (_error, result) => {
                items += Array.isArray(result) ? result.length : result ? 1 : 0;
                if (items > budget.maxItems && !exceeded)
                  exceeded = `This query answers more than ${budget.maxItems} items at once: ask for fewer, or smaller pages.`;
              };
            },
          };
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          if (exceeded) {
            response.body.singleResult = { errors: [{ message: exceeded, extensions: { code: BUDGET_EXCEEDED } }] };
            response.http.status = 400;
          }
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: { reads, items, bytes } };
        },
      };
    },
  };
}
