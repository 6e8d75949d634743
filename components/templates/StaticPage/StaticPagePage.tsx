import { StaticPageV2Document } from '@/graphql/generated/documents/StaticPageV2';
import type { StaticPageV2QueryVariables } from '@/graphql/generated/graphql';
import { usePageView } from '../usePageView';
import StaticPageTemplate from './StaticPageTemplate';
import { toStaticPageView } from './toStaticPageView';

/** A static page (the home page too), from its query in the hydrated cache. */
export default function StaticPagePage({ variables }: { variables: StaticPageV2QueryVariables }) {
  return <StaticPageTemplate page={usePageView(StaticPageV2Document, variables, toStaticPageView)} />;
}
