// The blocks' own chunks (next/dynamic in the registry) must be known to this page's entry: Next
// records those the server render used only for dynamic imports reached from the entry, not from
// inside another dynamic chunk (without this line the pages below hydrate without their blocks,
// which the end-to-end tier reports as a hydration error).
import '@/components/blocks/registry';
import SegmentPage from '@/components/templates/StaticPage/SegmentPage';
import { cmsPage } from '@/lib/cms/page-loader';
import { loadSegment, type SegmentPageProps } from '@/lib/pages/static-page';

/** /{segment}: a static page, or for BUNAC a product at /{slug} (docs/content-rules.md §2.5). */
export const getServerSideProps = cmsPage<SegmentPageProps>(loadSegment);

export default SegmentPage;
