import ExperiencePage from '@/components/templates/Experience/ExperiencePage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadExperience, type ExperiencePageProps } from '@/lib/pages/details';

/** /experiences/{experienceSlug}: an experience, with news about it. */
export const getServerSideProps = cmsPage<ExperiencePageProps>(loadExperience);

export default ExperiencePage;
