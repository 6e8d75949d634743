import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useMemo } from 'react';
import type { BlockContext } from '@/components/blocks/types';
import { useBlockContext } from '@/components/blocks/useBlockContext';
import { useSite } from '@/components/layout/SiteContext';
import { usePageQuery } from './use-page-query';

export interface ViewContext extends BlockContext {
  requestTime: number;
}

/**
 * A page's view model: its query's data from the hydrated cache, mapped at one boundary (the
 * page's mapper in lib/pages) with the brand's context. Null until both are there.
 */
export function usePageView<TData, TVariables extends OperationVariables, TView>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
  map: (data: TData, context: ViewContext) => TView | null,
): TView | null {
  const data = usePageQuery(query, variables);
  const blockContext = useBlockContext();
  const { site } = useSite();
  const requestTime = site?.requestTime ?? 0;
  return useMemo(
    () => (data && blockContext ? map(data, { ...blockContext, requestTime }) : null),
    // The mapper is a module-level function per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, blockContext, requestTime],
  );
}
