import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useMemo } from 'react';
import type { BlockContext } from '@/components/blocks/types';
import { useBlockContext } from '@/components/blocks/useBlockContext';
import { useSectionNames, useSite } from '@/components/ui/SiteContext';
import type { SectionNames } from '@/lib/brand/words';
import { usePageQuery } from '@/lib/cms/usePageQuery';

/**
 * What a page's view mapper gets besides the data: the block context, when the request was served
 * and the brand's words for its sections.
 */
export interface ViewContext extends BlockContext {
  requestTime: number;
  words: SectionNames;
}

/**
 * A page's view model: its query's data from the hydrated cache, mapped by the template's
 * `toXView` with the brand's context.
 *
 * The page's getServerSideProps fetched this query and checked what it needs, so missing data is a
 * bug, not a state to render: it throws (the visitor gets the error page, never an empty 200 a
 * cache could keep).
 */
export function usePageView<TData, TVariables extends OperationVariables, TView>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  map: (data: TData, context: ViewContext) => TView | null,
): TView {
  const data = usePageQuery(query, variables);
  const blockContext = useBlockContext();
  const { site } = useSite();
  const requestTime = site?.requestTime ?? 0;
  const words = useSectionNames();
  const view = useMemo(
    () => (data && blockContext ? map(data, { ...blockContext, requestTime, words }) : null),
    // The mapper is a module-level function per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, blockContext, requestTime, words],
  );
  if (view === null) {
    const definition = query.definitions.find((node) => node.kind === 'OperationDefinition');
    const name = (definition && 'name' in definition && definition.name?.value) || 'A page query';
    const missing = blockContext ? 'view' : 'brand';
    throw new Error(`${name}: no ${missing} to render (the data is not what getServerSideProps loaded)`);
  }
  return view;
}
