import { ExperienceDocument } from '@/graphql/generated/documents/Experience';
import { NewsDocument } from '@/graphql/generated/documents/News';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import type { ExperiencePageProps } from '@/lib/pages/details';
import { toNewsView } from '../News/toNewsView';
import { useSectionNames } from '@/components/ui/SiteContext';
import { usePageView } from '../usePageView';
import ExperienceTemplate from './ExperienceTemplate';
import { toExperienceView } from './toExperienceView';

/** An experience's page, at /experiences/{experienceSlug}, with news about it. */
export default function ExperiencePage({ variables, newsVariables, site }: PageProps<ExperiencePageProps>) {
  const experience = usePageView(ExperienceDocument, variables, toExperienceView);
  const news = usePageView(NewsDocument, newsVariables, toNewsView);
  const context = { brand: site.brand };
  const words = useSectionNames();
  return (
    <ExperienceTemplate
      experience={experience}
      news={news}
      newsHref={listHref('news', context, { experience: experience.name })}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: words.experiences, href: listHref('experiences', context) },
      ]}
    />
  );
}
