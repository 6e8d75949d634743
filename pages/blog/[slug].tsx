import BlogPostPage from '@/components/templates/BlogPost/BlogPostPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadBlogPost, type BlogPostPageProps } from '@/lib/pages/blog-post';

/** /blog/{slug}: a blog post (not an info blog) of the brand. */
export const getServerSideProps = cmsPage<BlogPostPageProps>((context) => loadBlogPost(context, false));

export default BlogPostPage;
