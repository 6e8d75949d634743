import { BlogListDocument } from '@/graphql/generated/documents/BlogList';
import type { BlogListQueryVariables } from '@/graphql/generated/graphql';
import BlogListTemplate from '@/components/templates/BlogList/BlogListTemplate';
import { toBlogListView } from '@/components/templates/BlogList/toBlogListView';
import { usePageView } from '@/components/templates/usePageView';
import { pageHref } from '@/lib/links';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';

type Props = { variables: BlogListQueryVariables };

/** The blog: the brand's posts that are not info blogs, newest first (docs/content-rules.md §7). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch }) => {
  const variables = { brandName: brand.name, isInfoBlog: false };
  await fetch(BlogListDocument, variables);
  return { props: { variables } };
});

export default function BlogPage({ variables, site }: PageProps<Props>) {
  const list = usePageView(BlogListDocument, variables, (data, context) => toBlogListView(data, context));
  const brand = site.brand;
  return (
    <BlogListTemplate
      title="Blog"
      intro={`Stories, tips and first-hand advice from the ${brand.name} community.`}
      crumbs={[{ label: 'Home', href: '/' }]}
      list={list}
      tagHref={(slug) => pageHref('blog-tag', slug, null, { brand })}
    />
  );
}
