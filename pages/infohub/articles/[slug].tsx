import { cmsPage } from '@/lib/cms/page-loader';
import BlogPostPage, { loadBlogPost } from '../../blog/[slug]';

/** /infohub/articles/{slug}: an info blog (IsInfoBlog) under the information hub. */
export const getServerSideProps = cmsPage((context) => loadBlogPost(context, true));

export default BlogPostPage;
