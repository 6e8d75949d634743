import JobsPage from '@/components/templates/Jobs/JobsPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadJobs, type JobsPageProps } from '@/lib/pages/lists';

/** /jobs: the brand's job page and its jobs. */
export const getServerSideProps = cmsPage<JobsPageProps>(loadJobs);

export default JobsPage;
