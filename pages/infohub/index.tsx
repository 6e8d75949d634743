import InfoHubPage from '@/components/templates/InfoHub/InfoHubPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadInfoHub, type InfoHubPageProps } from '@/lib/pages/lists';

/** /infohub: the information hub's guides and articles. */
export const getServerSideProps = cmsPage<InfoHubPageProps>(loadInfoHub);

export default InfoHubPage;
