import type { ApolloClient, OperationVariables } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';

/** The CMS could not be reached or answered without data: the page shows its error page (503). */
export class CmsUnavailableError extends Error {
  constructor(
    message: string,
    readonly operationName: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CmsUnavailableError';
  }
}

export interface CmsResult<TData> {
  data: TData;
  /** GraphQL errors that came with the data (already logged by the error link). */
  errors: readonly GraphQLFormattedError[];
}

const operationNameOf = (document: TypedDocumentNode<unknown, unknown>) => {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return (operation && 'name' in operation && operation.name?.value) || 'anonymous operation';
};

/**
 * The one seam every CMS read passes through. Data with GraphQL errors is still data (errorPolicy
 * 'all': a failing block should not take the page down); no data at all is an outage.
 *
 * The answer is written once into the request client's cache (which goes to the browser with the
 * page) and handed back as it came. A cache-first query would also look the query up in the cache
 * before asking and read the whole answer back out of it afterwards: a profile of a warm page render
 * found those two reads at about a sixth of the server's CPU per page view, for nothing (a request's
 * client starts empty and each page asks each query once).
 */
export async function queryCms<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<CmsResult<TData>> {
  const operationName = operationNameOf(query as TypedDocumentNode<unknown, unknown>);
  let result;
  try {
    // Apollo 4's overloads cannot be resolved through this generic wrapper; callers stay fully typed.
    const runQuery = client.query.bind(client) as (options: {
      query: typeof query;
      variables: TVariables;
      fetchPolicy: 'no-cache';
    }) => Promise<ApolloClient.QueryResult<TData>>;
    result = await runQuery({ query, variables, fetchPolicy: 'no-cache' });
  } catch (error) {
    throw new CmsUnavailableError(`${operationName}: ${(error as Error).message}`, operationName, { cause: error });
  }
  const errors = CombinedGraphQLErrors.is(result.error) ? result.error.errors : [];
  if (result.data == null) {
    const reason = result.error?.message ?? 'no data';
    throw new CmsUnavailableError(`${operationName}: ${reason}`, operationName, { cause: result.error });
  }
  client.writeQuery({ query, variables, data: result.data as TData });
  return { data: result.data as TData, errors };
}
