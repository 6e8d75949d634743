import { SitemapPageDocument } from '@/graphql/generated/documents/SitemapPage';
import type { PageProps } from '@/lib/cms/page-props';
import type { SitemapPageProps } from '@/lib/pages/lists';
import { usePageView } from '../usePageView';
import SitemapTemplate from './SitemapTemplate';
import { toSitemapView } from './toSitemapView';

/** The site map, at /sitemap. */
export default function SitemapPage({ variables }: PageProps<SitemapPageProps>) {
  return <SitemapTemplate page={usePageView(SitemapPageDocument, variables, toSitemapView)} />;
}
