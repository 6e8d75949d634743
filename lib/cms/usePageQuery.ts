import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { usePlacedContent } from '@/lib/preview/content-source';
import { usePageCache } from './hydration';

/**
 * A page's data, read from the cache its getServerSideProps filled (same document, same variables).
 * A plain synchronous read on every render, never a fetch: the page re-renders whenever Next hands
 * it new server data (a navigation, or router.replace for the editor's live preview), and each
 * render reads what the server just sent. (A cache-only useQuery would keep showing its first
 * result when the same page gets new data for the same variables.) In draft mode the answer comes
 * with each object's place in its document, for the admin's click-to-edit (lib/preview/content-source).
 */
export function usePageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
): TData | undefined {
  const cache = usePageCache();
  return usePlacedContent(variables ? readPageQuery(cache, query, variables) : undefined);
}

function readPageQuery<TData, TVariables extends OperationVariables>(
  cache: ReturnType<typeof usePageCache>,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): TData | undefined {
  const data = cache.readQuery<TData, TVariables>({ query, variables });
  if (data === null) {
    // getServerSideProps fetched this query, so a miss means the cache lost fields between the
    // write and this read (see createCache): say so loudly instead of rendering an empty page.
    const definition = query.definitions.find((node) => node.kind === 'OperationDefinition');
    console.error(
      `${definition?.name?.value ?? 'A page query'}: its data is not complete in the server-rendered cache; the page cannot render it.`,
    );
  }
  return data ?? undefined;
}
