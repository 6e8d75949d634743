import ProductPage from '@/components/templates/Product/ProductPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { param } from '@/lib/pages/params';
import { loadProductPage, type ProductPageProps } from '@/lib/pages/product-route';

/** /infohub/{slug}: an information-hub page (a product v2 with IsInfoHubPage, docs/content-rules.md §2.3). */
export const getServerSideProps = cmsPage<ProductPageProps>((context) =>
  loadProductPage(context, { slug: param(context, 'slug'), infoHub: true }),
);

export default ProductPage;
