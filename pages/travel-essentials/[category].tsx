import { cmsPage } from '@/lib/cms/page-loader';
import { param } from '@/lib/pages/params';
import TravelEssentialsPage, { loadEssentials } from './index';

/** /travel-essentials/{category}: the essentials of one category. */
export const getServerSideProps = cmsPage((context) => loadEssentials(context, param(context, 'category')));

export default TravelEssentialsPage;
