import TravelEssentialsPage from '@/components/templates/TravelEssentials/TravelEssentialsPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { param } from '@/lib/pages/params';
import { loadTravelEssentials, type TravelEssentialsPageProps } from '@/lib/pages/travel-essentials';

/** /travel-essentials/{category}: the essentials of one category. */
export const getServerSideProps = cmsPage<TravelEssentialsPageProps>((context) =>
  loadTravelEssentials(context, param(context, 'category')),
);

export default TravelEssentialsPage;
