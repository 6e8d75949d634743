import { JobPagesDocument } from '@/graphql/generated/documents/JobPages';
import type { PageProps } from '@/lib/cms/page-props';
import type { JobsPageProps } from '@/lib/pages/lists';
import { usePageView } from '../usePageView';
import JobsTemplate from './JobsTemplate';
import { toJobsView } from './toJobsView';

/** The job page and its jobs, at /jobs. */
export default function JobsPage({ variables }: PageProps<JobsPageProps>) {
  return <JobsTemplate page={usePageView(JobPagesDocument, variables, toJobsView)} />;
}
