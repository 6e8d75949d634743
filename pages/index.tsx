import StaticPagePage from '@/components/templates/StaticPage/StaticPagePage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadHome, type StaticPageProps } from '@/lib/pages/static-page';

/** /: the home page, the brand's static page "home". */
export const getServerSideProps = cmsPage<StaticPageProps>(loadHome);

export default StaticPagePage;
