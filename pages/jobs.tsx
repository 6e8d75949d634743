import { JobPagesDocument } from '@/graphql/generated/documents/JobPages';
import type { JobPagesQueryVariables } from '@/graphql/generated/graphql';
import JobsTemplate from '@/components/templates/Jobs/JobsTemplate';
import { toJobsView } from '@/components/templates/Jobs/toJobsView';
import { usePageView } from '@/components/templates/usePageView';
import { cmsPage } from '@/lib/cms/page-loader';
import type { PageProps } from '@/lib/cms/page-props';

type Props = { variables: JobPagesQueryVariables };

/** The brand's job page and its jobs, in ascending rank (docs/content-rules.md §7 Job pages). */
export const getServerSideProps = cmsPage<Props>(async ({ brand, fetch, publicationStatus }) => {
  const variables = { brandName: brand.name, publicationStatus };
  const data = await fetch(JobPagesDocument, variables);
  return data.jobPages[0] ? { props: { variables } } : { notFound: true };
});

export default function JobsPage({ variables }: PageProps<Props>) {
  return <JobsTemplate page={usePageView(JobPagesDocument, variables, toJobsView)} />;
}
