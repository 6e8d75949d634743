import { ExperiencesDocument } from '@/graphql/generated/documents/Experiences';
import { NewsDocument } from '@/graphql/generated/documents/News';
import type { ExperiencesQueryVariables, NewsQueryVariables } from '@/graphql/generated/graphql';
import NewsTemplate from '@/components/templates/News/NewsTemplate';
import { toExperienceNames, toNewsView } from '@/components/templates/News/toNewsView';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref } from '@/lib/links';
import { queryValue } from '@/lib/pages/params';

type Props = { variables: NewsQueryVariables; experiences: ExperiencesQueryVariables; experience: string | null };

/**
 * News of the brand, optionally about one experience (?experience=Name; docs/content-rules.md §7). Only the
 * brand's own experience names filter: any other value is a 404, never echoed into the page.
 */
export const getServerSideProps = cmsPage<Props>(async (context) => {
  const { brand, fetch } = context;
  const experiences = { brandName: brand.name };
  const list = (await fetch(ExperiencesDocument, experiences)).experiences;
  const requested = queryValue(context, 'experience');
  const experience = requested ? (list.find((item) => item?.Name === requested)?.Name ?? null) : null;
  if (requested && !experience) return { notFound: true };
  const variables: NewsQueryVariables = experience
    ? { brandName: brand.name, experienceName: experience }
    : { brandName: brand.name };
  await fetch(NewsDocument, variables);
  return { props: { variables, experiences, experience } };
});

export default function NewsPage({ variables, experiences, experience, site }: PageProps<Props>) {
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
