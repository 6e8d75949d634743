import { cmsPage } from '@/lib/cms/page-loader';
import { loadProductPage, type ProductPageProps } from '@/lib/pages/product-route';
import { param } from '@/lib/pages/params';
import ProductPage from '../[segment]/experiences/[experienceSlug]/[slug]';

/** /infohub/{slug}: an information-hub page (a product v2 with IsInfoHubPage, SPEC.md §2.3). */
export const getServerSideProps = cmsPage<ProductPageProps>((context) =>
  loadProductPage(context, { slug: param(context, 'slug'), infoHub: true }),
);

export default ProductPage;
