import NewsPage from '@/components/templates/News/NewsPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadNews, type NewsPageProps } from '@/lib/pages/lists';

/** /news: the brand's news, optionally about one experience (?experience=Name). */
export const getServerSideProps = cmsPage<NewsPageProps>(loadNews);

export default NewsPage;
