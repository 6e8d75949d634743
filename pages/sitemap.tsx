import SitemapPage from '@/components/templates/Sitemap/SitemapPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadSitemap, type SitemapPageProps } from '@/lib/pages/lists';

/** /sitemap: the brand's core pages and interior pages. */
export const getServerSideProps = cmsPage<SitemapPageProps>(loadSitemap);

export default SitemapPage;
