// The blocks' own chunks (next/dynamic in the registry) must be known to the page's entry, which
// imports this module: Next records the dynamic chunks a server render used only for dynamic
// imports reached from the entry, and the blocks are rendered inside the product's own chunk below.
import '@/components/blocks/registry';
import dynamic from 'next/dynamic';
import type { ProductPageProps } from '@/lib/pages/product-route';

/**
 * Each kind its own chunk, with its own query and mapper: a product v2's page ships no legacy
 * product's document, and the other way round. Next loads the one the server rendered before it
 * hydrates (these are one dynamic import from the page's entry: SegmentPage imports them itself).
 */
const ProductV2Page = dynamic(() => import('./ProductV2Page'));
const LegacyProductPage = dynamic(() => import('./LegacyProductPage'));

/**
 * A product's page, at every address a product has (docs/content-rules.md §2: /{cc}/experiences/{e}/{slug},
 * /experiences/{e}/{slug}, /infohub/{slug}, BUNAC's /{slug}): product v2 when it exists for the
 * slug, else the legacy product (the route's loader decided which).
 */
export default function ProductPage(props: ProductPageProps) {
  return props.kind === 'v2' ? (
    <ProductV2Page variables={props.variables} />
  ) : (
    <LegacyProductPage variables={props.variables} />
  );
}
