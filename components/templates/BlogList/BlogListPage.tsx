import { BlogListDocument } from '@/graphql/generated/documents/BlogList';
import type { PageProps } from '@/lib/cms/page-props';
import { pageHref } from '@/lib/links';
import type { BlogListPageProps } from '@/lib/pages/lists';
import { useSectionNames } from '@/components/ui/SiteContext';
import { usePageView } from '../usePageView';
import BlogListTemplate from './BlogListTemplate';
import { toBlogListView } from './toBlogListView';

/** The blog, at /blog. */
export default function BlogListPage({ variables, site }: PageProps<BlogListPageProps>) {
  const list = usePageView(BlogListDocument, variables, (data, context) => toBlogListView(data, context));
  const brand = site.brand;
  const words = useSectionNames();
  return (
    <BlogListTemplate
      title={words.blog}
      intro={`Stories, tips and first-hand advice from the ${brand.name} community.`}
      crumbs={[{ label: 'Home', href: '/' }]}
      list={list}
      tagHref={(slug) => pageHref('blog-tag', slug, null, { brand })}
    />
  );
}
