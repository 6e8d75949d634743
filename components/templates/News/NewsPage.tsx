import { ExperiencesDocument } from '@/graphql/generated/documents/Experiences';
import { NewsDocument } from '@/graphql/generated/documents/News';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import type { NewsPageProps } from '@/lib/pages/lists';
import { usePageView } from '../usePageView';
import NewsTemplate from './NewsTemplate';
import { toExperienceNames, toNewsView } from './toNewsView';

/** The news, at /news, optionally of one experience. */
export default function NewsPage({ variables, experiences, experience, site }: PageProps<NewsPageProps>) {
  const news = usePageView(NewsDocument, variables, toNewsView);
  const names = usePageView(ExperiencesDocument, experiences, toExperienceNames);
  return (
    <NewsTemplate
      brandName={site.brand.name}
      news={news}
      experiences={names}
      experience={experience}
      hrefFor={(name) => listHref('news', { brand: site.brand }, name ? { experience: name } : undefined)}
    />
  );
}
