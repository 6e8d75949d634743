import { ProductDocument } from '@/graphql/generated/documents/Product';
import { ProductV2Document } from '@/graphql/generated/documents/ProductV2';
import type { ProductQueryVariables, ProductV2QueryVariables } from '@/graphql/generated/graphql';
import type { ProductPageProps } from '@/lib/pages/product-route';
import { usePageView } from '../usePageView';
import ProductTemplate from './ProductTemplate';
import { toLegacyProductView, toProductV2View } from './toProductView';

function V2({ variables }: { variables: ProductV2QueryVariables }) {
  return <ProductTemplate product={usePageView(ProductV2Document, variables, toProductV2View)} />;
}

function Legacy({ variables }: { variables: ProductQueryVariables }) {
  return <ProductTemplate product={usePageView(ProductDocument, variables, toLegacyProductView)} />;
}

/**
 * A product's page, at every address a product has (docs/content-rules.md §2: /{cc}/experiences/{e}/{slug},
 * /experiences/{e}/{slug}, /infohub/{slug}, BUNAC's /{slug}): product v2 when it exists for the
 * slug, else the legacy product (the route's loader decided which).
 */
export default function ProductPage(props: ProductPageProps) {
  return props.kind === 'v2' ? <V2 variables={props.variables} /> : <Legacy variables={props.variables} />;
}
