import BlogTagPage from '@/components/templates/BlogList/BlogTagPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadBlogTag, type BlogTagPageProps } from '@/lib/pages/lists';

/** /blog/tags/{tag}: the blog posts with one tag. */
export const getServerSideProps = cmsPage<BlogTagPageProps>(loadBlogTag);

export default BlogTagPage;
