import type { LinkContext } from '@/lib/links';
import type { LdQuestion } from '@/lib/seo/structured-data';

/** What a block's mapper needs besides its CMS data: how to build links. */
export type BlockContext = LinkContext;

/** A CMS block: a mapper from its fragment to a view model (null when there is nothing to show), and the component. */
export interface BlockDefinition<Raw, View> {
  toView(raw: Raw, context: BlockContext): View | null;
  Component: React.ComponentType<View>;
  /** What the block tells search engines about the page (its structured data), when anything. */
  facts?(view: View): BlockFacts;
}

/** Facts a block shows that the page's structured data repeats. */
export interface BlockFacts {
  /** Questions and answers (a FAQ). */
  questions?: LdQuestion[];
  /** The headline price: an amount and its ISO 4217 currency. */
  offer?: { price: number; currency: string } | null;
}

/** Defines a block with its types tied together (the registry itself holds them loosely). */
export const defineBlock = <Raw, View>(definition: BlockDefinition<Raw, View>) =>
  definition as BlockDefinition<unknown, unknown>;
