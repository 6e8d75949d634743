import TravelEssentialsPage from '@/components/templates/TravelEssentials/TravelEssentialsPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadTravelEssentials, type TravelEssentialsPageProps } from '@/lib/pages/travel-essentials';

/** /travel-essentials: every travel essential of the brand. */
export const getServerSideProps = cmsPage<TravelEssentialsPageProps>((context) => loadTravelEssentials(context, null));

export default TravelEssentialsPage;
