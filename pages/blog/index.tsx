import BlogListPage from '@/components/templates/BlogList/BlogListPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadBlogList, type BlogListPageProps } from '@/lib/pages/lists';

/** /blog: the brand's blog posts, newest first. */
export const getServerSideProps = cmsPage<BlogListPageProps>(loadBlogList);

export default BlogListPage;
