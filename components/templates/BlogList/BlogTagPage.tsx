import { BlogListDocument } from '@/graphql/generated/documents/BlogList';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref, pageHref } from '@/lib/links';
import type { BlogTagPageProps } from '@/lib/pages/lists';
import { useSectionNames } from '@/components/ui/SiteContext';
import { usePageView } from '../usePageView';
import BlogListTemplate from './BlogListTemplate';
import { toBlogListView } from './toBlogListView';

/** The blog posts of one tag, at /blog/tags/{tag}. */
export default function BlogTagPage({ variables, tag, tagName, site }: PageProps<BlogTagPageProps>) {
  const list = usePageView(BlogListDocument, variables, (data, context) => toBlogListView(data, context, tag));
  const brand = site.brand;
  const words = useSectionNames();
  return (
    <BlogListTemplate
      // The topic's name: its hashtag is the current chip just below, not part of the heading.
      title={tagName}
      intro={`Articles about ${tagName?.toLowerCase()}.`}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: words.blog, href: listHref('blog', { brand }) },
      ]}
      list={list}
      tagHref={(slug) => pageHref('blog-tag', slug, null, { brand })}
      activeTag={tag}
    />
  );
}
