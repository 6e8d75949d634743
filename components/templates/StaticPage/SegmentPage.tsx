import dynamic from 'next/dynamic';
import type { PageProps } from '@/lib/cms/page-props';
import type { SegmentPageProps } from '@/lib/pages/static-page';

/**
 * Each its own chunk: a static page ships no product template or query, and a BUNAC product at
 * this address no static page's, nor the other kind of product's. One dynamic import each, from
 * the page's entry: Next records the chunks a server render used only for those (not for a dynamic
 * import inside another dynamic chunk), and loads them before it hydrates.
 */
const StaticPage = dynamic(() => import('./StaticPagePage'));
const ProductV2Page = dynamic(() => import('../Product/ProductV2Page'));
const LegacyProductPage = dynamic(() => import('../Product/LegacyProductPage'));

/** /{segment}: a static page, or BUNAC's product at /{slug}. */
export default function SegmentPage(props: PageProps<SegmentPageProps>) {
  if (props.kind === 'static') return <StaticPage variables={props.variables} />;
  return props.kind === 'v2' ? (
    <ProductV2Page variables={props.variables} />
  ) : (
    <LegacyProductPage variables={props.variables} />
  );
}
