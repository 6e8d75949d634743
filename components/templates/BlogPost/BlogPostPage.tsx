import { BlogPostDocument } from '@/graphql/generated/documents/BlogPost';
import type { PageProps } from '@/lib/cms/page-props';
import { pageHref } from '@/lib/links';
import type { BlogPostPageProps } from '@/lib/pages/blog-post';
import { usePageView } from '../usePageView';
import BlogPostTemplate from './BlogPostTemplate';
import { toBlogPostView } from './toBlogPostView';

/** A blog post's page, at /blog/{slug} and, for an info blog, /infohub/articles/{slug}. */
export default function BlogPostPage({ variables, site }: PageProps<BlogPostPageProps>) {
  const post = usePageView(BlogPostDocument, variables, toBlogPostView);
  // Tags list posts of the blog; an info-hub article's tags are not pages.
  const tagHref = variables.isInfoBlog
    ? () => null
    : (slug: string) => pageHref('blog-tag', slug, null, { brand: site.brand });
  return <BlogPostTemplate post={post} tagHref={tagHref} />;
}
