import BlogPostPage from '@/components/templates/BlogPost/BlogPostPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadBlogPost, type BlogPostPageProps } from '@/lib/pages/blog-post';

/** /infohub/articles/{slug}: an info blog (IsInfoBlog) under the information hub. */
export const getServerSideProps = cmsPage<BlogPostPageProps>((context) => loadBlogPost(context, true));

export default BlogPostPage;
