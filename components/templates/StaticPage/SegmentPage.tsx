import dynamic from 'next/dynamic';
import type { PageProps } from '@/lib/cms/page-props';
import type { SegmentPageProps } from '@/lib/pages/static-page';

/**
 * Each its own chunk: a static page ships no product template or query, and a BUNAC product at
 * this address no static page's.
 */
const StaticPage = dynamic(() => import('./StaticPagePage'));
const ProductPage = dynamic(() => import('../Product/ProductPage'));

/** /{segment}: a static page, or BUNAC's product at /{slug}. */
export default function SegmentPage(props: PageProps<SegmentPageProps>) {
  return props.kind === 'static' ? <StaticPage variables={props.variables} /> : <ProductPage {...props} />;
}
