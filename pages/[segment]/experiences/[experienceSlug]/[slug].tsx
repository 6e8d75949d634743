import {
  ProductDocument,
  ProductV2Document,
  type ProductQueryVariables,
  type ProductV2QueryVariables,
} from '@/graphql/generated/graphql';
import ProductTemplate from '@/components/templates/ProductTemplate';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { toLegacyProductView, toProductV2View } from '@/lib/pages/product';
import { loadProductPage, type ProductPageProps } from '@/lib/pages/product-route';
import { param } from '@/lib/pages/params';

/**
 * /{countryCode}/experiences/{experienceSlug}/{slug}: a product of a multi-country brand (SPEC.md
 * §2.2, 2.7). The country code is checked, case-insensitively, against the country list.
 */
export const getServerSideProps = cmsPage<ProductPageProps>((context) =>
  loadProductPage(context, { slug: param(context, 'slug'), countryCode: param(context, 'segment') }),
);

function V2({ variables }: { variables: ProductV2QueryVariables }) {
  const view = usePageView(ProductV2Document, variables, toProductV2View);
  return view ? <ProductTemplate product={view} /> : null;
}

function Legacy({ variables }: { variables: ProductQueryVariables }) {
  const view = usePageView(ProductDocument, variables, toLegacyProductView);
  return view ? <ProductTemplate product={view} /> : null;
}

/** Product v2 when it exists for the slug, else the legacy product (a product page carries productHero). */
export default function ProductPage(props: SitePageProps<ProductPageProps>) {
  if (props.kind === 'v2') return <V2 variables={props.variables as ProductV2QueryVariables} />;
  if (props.kind === 'legacy') return <Legacy variables={props.variables as ProductQueryVariables} />;
  return null;
}
