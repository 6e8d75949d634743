import DestinationPage from '@/components/templates/Destination/DestinationPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadDestination, type DestinationPageProps } from '@/lib/pages/details';

/** /destinations/{slug}: a destination of the brand. */
export const getServerSideProps = cmsPage<DestinationPageProps>(loadDestination);

export default DestinationPage;
