import ExperiencesPage from '@/components/templates/TileIndex/ExperiencesPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadExperiences, type ExperiencesPageProps } from '@/lib/pages/lists';

/** /experiences: the brand's experiences. */
export const getServerSideProps = cmsPage<ExperiencesPageProps>(loadExperiences);

export default ExperiencesPage;
