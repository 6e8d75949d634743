import TravelGuidePage from '@/components/templates/TravelGuide/TravelGuidePage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadTravelGuide, type TravelGuidePageProps } from '@/lib/pages/details';

/** /travel-guides/{slug}: a travel guide (resort) of the brand. */
export const getServerSideProps = cmsPage<TravelGuidePageProps>(loadTravelGuide);

export default TravelGuidePage;
