import { BlogListDocument, type BlogListQueryVariables } from '@/graphql/generated/graphql';
import { blogTagHref } from '@/components/lists/TagChips/toTags';
import BlogListTemplate from '@/components/templates/BlogListTemplate';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { toBlogListView } from '@/lib/pages/blog';

type Props = { variables: BlogListQueryVariables };

/** The blog: the brand's posts that are not info blogs, newest first (SPEC.md §7). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name, isInfoBlog: false };
  await fetch(BlogListDocument, variables);
  return { props: { variables } };
});

export default function BlogPage({ variables, site }: SitePageProps<Props>) {
  const list = usePageView(BlogListDocument, variables, (data, context) => toBlogListView(data, context));
  if (!list || !site.brand) return null;
  const brand = site.brand;
  return (
    <BlogListTemplate
      title="Blog"
      intro={`Stories, tips and first-hand advice from the ${brand.name} community.`}
      crumbs={[{ label: 'Home', href: '/' }]}
      list={list}
      tagHref={(slug) => blogTagHref(slug, { brand })}
    />
  );
}
