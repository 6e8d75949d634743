import type { OperationVariables } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * A page's data, read from the cache its getServerSideProps filled (same document, same variables).
 * cache-only: a render never fetches, on the server or in the browser.
 */
export function usePageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
): TData | undefined {
  // Apollo 4's overloads cannot be resolved through this generic wrapper; callers stay fully typed.
  const run = useQuery as unknown as (document: typeof query, options: { variables?: TVariables; fetchPolicy: 'cache-only'; skip: boolean }) => { data?: TData };
  const data = run(query, { variables, fetchPolicy: 'cache-only', skip: !variables }).data;
  if (variables && data === undefined) {
    // getServerSideProps fetched this query, so a miss means the cache lost fields between the
    // write and this read (see createCache): say so loudly instead of rendering an empty page.
    const definition = query.definitions.find((node) => node.kind === 'OperationDefinition');
    console.error(`${definition?.name?.value ?? 'A page query'}: its data is not complete in the server-rendered cache; the page cannot render it.`);
  }
  return data;
}
