import { ProductDocument } from '@/graphql/generated/documents/Product';
import type { ProductQueryVariables } from '@/graphql/generated/graphql';
import { usePageView } from '../usePageView';
import ProductTemplate from './ProductTemplate';
import { toLegacyProductView } from './toProductView';

/** A legacy product's page: its query read from the page's cache, mapped, drawn (ProductPage chooses it). */
export default function LegacyProductPage({ variables }: { variables: ProductQueryVariables }) {
  return <ProductTemplate product={usePageView(ProductDocument, variables, toLegacyProductView)} />;
}
