import { BlogListDocument } from '@/graphql/generated/documents/BlogList';
import type { BlogListQueryVariables } from '@/graphql/generated/graphql';
import BlogListTemplate from '@/components/templates/BlogList/BlogListTemplate';
import { toBlogListView } from '@/components/templates/BlogList/toBlogListView';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref, pageHref } from '@/lib/links';
import { param } from '@/lib/pages/params';

type Props = { variables: BlogListQueryVariables; tag: string; tagName: string };

/** The blog posts with one tag (blog type); an unknown tag is a 404. */
export const getServerSideProps = cmsPage<Props>(async (context) => {
  const tag = param(context, 'tag');
  const variables = { brandName: context.brand.name, isInfoBlog: false };
  const data = await context.fetch(BlogListDocument, variables);
  const type = data.blogPosts.flatMap((post) => post?.blog_types ?? []).find((candidate) => candidate?.Slug === tag);
  return type ? { props: { variables, tag, tagName: type.Name } } : { notFound: true };
});

export default function BlogTagPage({ variables, tag, tagName, site }: PageProps<Props>) {
  const list = usePageView(BlogListDocument, variables, (data, context) => toBlogListView(data, context, tag));
  const brand = site.brand;
  return (
    <BlogListTemplate
      // The topic's name: its hashtag is the current chip just below, not part of the heading.
      title={tagName}
      intro={`Articles about ${tagName?.toLowerCase()}.`}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: 'Blog', href: listHref('blog', { brand }) },
      ]}
      list={list}
      tagHref={(slug) => pageHref('blog-tag', slug, null, { brand })}
      activeTag={tag}
    />
  );
}
