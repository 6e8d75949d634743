import { ExperienceDocument } from '@/graphql/generated/documents/Experience';
import { NewsDocument } from '@/graphql/generated/documents/News';
import type { ExperienceQueryVariables, NewsQueryVariables } from '@/graphql/generated/graphql';
import ExperienceTemplate from '@/components/templates/Experience/ExperienceTemplate';
import { toExperienceView } from '@/components/templates/Experience/toExperienceView';
import { toNewsView } from '@/components/templates/News/toNewsView';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import { param } from '@/lib/pages/params';

type Props = { variables: ExperienceQueryVariables; newsVariables: NewsQueryVariables };

/** An experience by Slug, with news about it (docs/content-rules.md §7: News, filtered by experience name). */
export const getServerSideProps = cmsPage<Props>(async (context) => {
  const variables = {
    slug: param(context, 'experienceSlug'),
    brandName: context.brand.name,
    publicationStatus: context.publicationStatus,
  };
  const experience = (await context.fetch(ExperienceDocument, variables)).experiences[0];
  if (!experience) return { notFound: true };
  const newsVariables = { brandName: context.brand.name, experienceName: experience.Name };
  await context.fetch(NewsDocument, newsVariables);
  return { props: { variables, newsVariables } };
});

export default function ExperiencePage({ variables, newsVariables, site }: PageProps<Props>) {
  const experience = usePageView(ExperienceDocument, variables, toExperienceView);
  const news = usePageView(NewsDocument, newsVariables, toNewsView);
  const context = { brand: site.brand };
  return (
    <ExperienceTemplate
      experience={experience}
      news={news}
      newsHref={listHref('news', context, { experience: experience.name })}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: 'Experiences', href: listHref('experiences', context) },
      ]}
    />
  );
}
