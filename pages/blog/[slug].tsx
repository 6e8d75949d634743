import { BlogPostDocument, type BlogPostQueryVariables } from '@/graphql/generated/graphql';
import { blogTagHref } from '@/components/lists/TagChips/toTags';
import BlogPostTemplate from '@/components/templates/BlogPostTemplate';
import { cmsPage, type PageContext, type PageResult, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { toBlogPostView } from '@/lib/pages/blog';
import { param } from '@/lib/pages/params';

type Props = { variables: BlogPostQueryVariables };

/**
 * A blog post by Slug (SPEC.md §7: slug, isInfoBlog, publicationStatus — no brand variable): the
 * post is shown only under a brand it belongs to; another brand's post is not served here.
 */
export async function loadBlogPost(context: PageContext, isInfoBlog: boolean): Promise<PageResult<Props>> {
  const variables = { slug: param(context, 'slug'), isInfoBlog, publicationStatus: context.publicationStatus };
  const post = (await context.fetch(BlogPostDocument, variables)).blogPosts[0];
  const ours = post?.brands.some((brand) => brand?.Name === context.brand.name);
  return post && ours ? { props: { variables } } : { notFound: true };
}

export const getServerSideProps = cmsPage<Props>((context) => loadBlogPost(context, false));

export default function BlogPostPage({ variables, site }: SitePageProps<Props>) {
  const view = usePageView(BlogPostDocument, variables, toBlogPostView);
  if (!view || !site.brand) return null;
  const brand = site.brand;
  return (
    <BlogPostTemplate
      post={view}
      tagHref={(slug) => (view.crumbs[1]?.label === 'Blog' ? blogTagHref(slug, { brand }) : null)}
    />
  );
}
