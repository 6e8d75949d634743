import DestinationsPage from '@/components/templates/TileIndex/DestinationsPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadDestinations, type DestinationsPageProps } from '@/lib/pages/lists';

/** /destinations: the brand's destinations. */
export const getServerSideProps = cmsPage<DestinationsPageProps>(loadDestinations);

export default DestinationsPage;
