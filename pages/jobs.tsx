import { JobPagesDocument, type JobPagesQueryVariables } from '@/graphql/generated/graphql';
import Hero from '@/components/blocks/Hero/Hero';
import { JobList } from '@/components/lists/JobCard/JobCard';
import PageHeader from '@/components/ui/PageHeader';
import RichText from '@/components/ui/RichText';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { toJobsView } from '@/lib/pages/lists';

type Props = { variables: JobPagesQueryVariables };

/** The brand's job page and its jobs, in ascending rank (SPEC.md §7 Job pages). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch, publicationStatus }) => {
  const variables = { brandName: brand.name, publicationStatus };
  const data = await fetch(JobPagesDocument, variables);
  return data.jobPages[0] ? { props: { variables } } : { notFound: true };
});

export default function JobsPage({ variables }: SitePageProps<Props>) {
  const view = usePageView(JobPagesDocument, variables, toJobsView);
  if (!view) return null;
  return (
    <>
      <Seo title={view.seoTitle} description={view.seoDescription} image={view.hero?.image} />
      {view.hero ? (
        <Hero view={view.hero} />
      ) : (
        <PageHeader title={view.title} crumbs={[{ label: 'Home', href: '/' }]} />
      )}
      {view.intro ? (
        <Section maxWidth="md">
          <RichText markdown={view.intro} sx={{ fontSize: '1.125rem' }} />
        </Section>
      ) : null}
      <Section title={`Open positions (${view.jobs.length})`} tone="muted">
        <JobList jobs={view.jobs} />
      </Section>
    </>
  );
}
