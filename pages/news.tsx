import Typography from '@mui/material/Typography';
import {
  ExperiencesDocument,
  NewsDocument,
  type ExperiencesQueryVariables,
  type NewsQueryVariables,
} from '@/graphql/generated/graphql';
import NewsList from '@/components/lists/NewsList/NewsList';
import TagChips from '@/components/lists/TagChips/TagChips';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { sitePath } from '@/lib/links';
import { toNewsView } from '@/lib/pages/destination';
import { queryValue } from '@/lib/pages/params';

type Props = { variables: NewsQueryVariables; experiences: ExperiencesQueryVariables; experience: string | null };

/**
 * News of the brand, optionally about one experience (?experience=Name; SPEC.md §7). Only the
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

export default function NewsPage({ variables, experiences, experience, site }: SitePageProps<Props>) {
  const news = usePageView(NewsDocument, variables, toNewsView) ?? [];
  const names =
    usePageView(ExperiencesDocument, experiences, (data) =>
      data.experiences.flatMap((item) => (item ? [item.Name] : [])),
    ) ?? [];
  if (!site.brand) return null;
  const base = sitePath('/news', { brand: site.brand });
  const title = experience ? `${experience} news` : 'News';
  return (
    <>
      <Seo title={title} description={`The latest from ${site.brand.name}.`} />
      <PageHeader
        title={title}
        intro="The latest from our programmes, camps and destinations."
        crumbs={[{ label: 'Home', href: '/' }]}
      >
        <TagChips
          label="Filter by experience"
          tags={[{ slug: '', label: 'All news' }, ...names.map((name) => ({ slug: name, label: name }))]}
          hrefFor={(slug) => (slug ? `${base}?experience=${encodeURIComponent(slug)}` : base)}
          activeSlug={experience ?? ''}
        />
      </PageHeader>
      <Section>{news.length ? <NewsList items={news} /> : <Typography>No news yet.</Typography>}</Section>
    </>
  );
}
