import ProductPage from '@/components/templates/Product/ProductPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadProductPage, type ProductPageProps } from '@/lib/pages/product-route';
import { param } from '@/lib/pages/params';

/**
 * /experiences/{experienceSlug}/{slug}: a product of a single-country brand, or of no brand
 * (docs/content-rules.md §2.1, 2.4). Other brands' products redirect to their own link shape.
 */
export const getServerSideProps = cmsPage<ProductPageProps>((context) =>
  loadProductPage(context, { slug: param(context, 'slug') }),
);

export default ProductPage;
