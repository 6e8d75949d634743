import ProductPage from '@/components/templates/Product/ProductPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { param } from '@/lib/pages/params';
import { loadProductPage, type ProductPageProps } from '@/lib/pages/product-route';

/**
 * /{countryCode}/experiences/{experienceSlug}/{slug}: a product of a multi-country brand (docs/content-rules.md
 * §2.2, 2.7). The country code is checked, case-insensitively, against the country list.
 */
export const getServerSideProps = cmsPage<ProductPageProps>((context) =>
  loadProductPage(context, { slug: param(context, 'slug'), countryCode: param(context, 'segment') }),
);

export default ProductPage;
