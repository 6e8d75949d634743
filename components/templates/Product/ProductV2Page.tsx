import { ProductV2Document } from '@/graphql/generated/documents/ProductV2';
import type { ProductV2QueryVariables } from '@/graphql/generated/graphql';
import { usePageView } from '../usePageView';
import ProductTemplate from './ProductTemplate';
import { toProductV2View } from './toProductView';

/** A product v2's page: its query read from the page's cache, mapped, drawn (ProductPage chooses it). */
export default function ProductV2Page({ variables }: { variables: ProductV2QueryVariables }) {
  return <ProductTemplate product={usePageView(ProductV2Document, variables, toProductV2View)} />;
}
