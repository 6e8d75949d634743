import type { LinkContext } from '@/lib/links';

/** What a block's mapper needs besides its CMS data: how to build links. */
export type BlockContext = LinkContext;

/** A CMS block: a mapper from its fragment to a view model (null when there is nothing to show), and the component. */
export interface BlockDefinition<Raw, View> {
  toView(raw: Raw, context: BlockContext): View | null;
  Component: React.ComponentType<View>;
}

/** Defines a block with its types tied together (the registry itself holds them loosely). */
export const defineBlock = <Raw, View>(definition: BlockDefinition<Raw, View>) =>
  definition as BlockDefinition<unknown, unknown>;
