import {
  ExperienceDocument,
  NewsDocument,
  type ExperienceQueryVariables,
  type NewsQueryVariables,
} from '@/graphql/generated/graphql';
import ExperienceTemplate from '@/components/templates/ExperienceTemplate';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { sitePath } from '@/lib/links';
import { toExperienceView, toNewsView } from '@/lib/pages/destination';
import { param } from '@/lib/pages/params';

type Props = { variables: ExperienceQueryVariables; newsVariables: NewsQueryVariables };

/** An experience by Slug, with news about it (SPEC.md §7: News, filtered by experience name). */
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

export default function ExperiencePage({ variables, newsVariables, site }: SitePageProps<Props>) {
  const view = usePageView(ExperienceDocument, variables, toExperienceView);
  const news = usePageView(NewsDocument, newsVariables, toNewsView) ?? [];
  if (!view || !site.brand) return null;
  const context = { brand: site.brand };
  return (
    <ExperienceTemplate
      experience={view}
      news={news}
      newsHref={`${sitePath('/news', context)}?experience=${encodeURIComponent(view.name)}`}
      crumbs={[
        { label: 'Home', href: '/' },
        { label: 'Experiences', href: sitePath('/experiences', context) },
      ]}
    />
  );
}
