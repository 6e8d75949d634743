import CrossSell from './CrossSell/CrossSell';
import { toCrossSell } from './CrossSell/toCrossSell';
import RichTextBlock from './RichTextBlock/RichTextBlock';
import { toRichTextBlock } from './RichTextBlock/toRichTextBlock';
import { defineBlock, type BlockDefinition } from './types';

/** Every CMS block the site renders, by GraphQL __typename. */
export const BLOCKS: Record<string, BlockDefinition<unknown, unknown>> = {
  ComponentBlocksCrossSell: defineBlock({ toView: toCrossSell, Component: CrossSell }),
  ComponentBlocksRichText: defineBlock({ toView: toRichTextBlock, Component: RichTextBlock }),
};
