import { BlogPostDocument } from '@/graphql/generated/documents/BlogPost';
import type { BlogPostQueryVariables } from '@/graphql/generated/graphql';
import type { PageContext, PageResult } from '@/lib/cms/page-loader';
import { param } from './params';

export type BlogPostPageProps = { variables: BlogPostQueryVariables };

/**
 * A blog post by Slug (docs/content-rules.md §7: slug, isInfoBlog, publicationStatus — no brand variable): the
 * post is shown only under a brand it belongs to; another brand's post is not served here.
 */
export async function loadBlogPost(context: PageContext, isInfoBlog: boolean): Promise<PageResult<BlogPostPageProps>> {
  const variables = { slug: param(context, 'slug'), isInfoBlog, publicationStatus: context.publicationStatus };
  const post = (await context.fetch(BlogPostDocument, variables)).blogPosts[0];
  const ours = post?.brands.some((brand) => brand?.Name === context.brand.name);
  return post && ours ? { props: { variables } } : { notFound: true };
}
