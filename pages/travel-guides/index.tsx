import TravelGuidesPage from '@/components/templates/TileIndex/TravelGuidesPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadTravelGuides, type TravelGuidesPageProps } from '@/lib/pages/lists';

/** /travel-guides: the brand's travel guides. */
export const getServerSideProps = cmsPage<TravelGuidesPageProps>(loadTravelGuides);

export default TravelGuidesPage;
