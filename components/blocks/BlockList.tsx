import { Fragment } from 'react';
import { sortByRank } from '@/lib/content/sort';
import { compact } from '@/lib/content/values';
import JsonLd from '@/components/ui/JsonLd';
import { faqPageLd } from '@/lib/seo/structured-data';
import { BLOCKS } from './registry';
import type { BlockContext, BlockFacts } from './types';

export interface RawBlock {
  __typename?: string;
  id?: string | null;
  rank?: number | null;
}

export interface PreparedBlock {
  key: string;
  typename: string;
  rank: number | null;
  view: unknown;
}

const warn = (message: string) => {
  // Server-side only: the warning belongs in the server log, not in visitors' consoles.
  if (typeof window === 'undefined') console.warn(`[blocks] ${message}`);
};

/**
 * The blocks of a page in ascending rank (docs/content-rules.md §2), each mapped to its view model. A block whose
 * type the site does not know, or that has nothing to show, is skipped with a warning: one bad
 * block never takes the page down.
 */
export function prepareBlocks(
  raw: readonly (RawBlock | null | undefined)[],
  context: BlockContext,
  where: string,
): PreparedBlock[] {
  return sortByRank(compact(raw)).flatMap((block, index) => {
    const typename = block.__typename ?? 'unknown';
    const definition = BLOCKS[typename];
    if (!definition) {
      warn(`${where}: skipped a block of unknown type ${typename}`);
      return [];
    }
    let view: unknown;
    try {
      view = definition.toView(block, context);
    } catch (error) {
      // "failed:" marks a bug, not content: the end-to-end tier fails on it (scripts/test.js).
      warn(`${where}: skipped ${typename}, its mapper failed: ${(error as Error).message}`);
      return [];
    }
    if (view == null) {
      warn(`${where}: skipped an empty ${typename}`);
      return [];
    }
    return [{ key: `${typename}-${block.id ?? index}`, typename, rank: block.rank ?? null, view }];
  });
}

/** What the blocks tell search engines, in block order (BlockDefinition.facts). */
export function blockFacts(blocks: PreparedBlock[]): BlockFacts[] {
  return blocks.flatMap(({ typename, view }) => BLOCKS[typename].facts?.(view) ?? []);
}

/**
 * Renders prepared blocks in order. The questions of every FAQ block among them make the page's
 * one FAQPage (search engines refuse two on a page).
 */
export default function BlockList({ blocks }: { blocks: PreparedBlock[] }) {
  const questions = blockFacts(blocks).flatMap((facts) => facts.questions ?? []);
  return (
    <>
      {questions.length ? <JsonLd id="faq" data={faqPageLd(questions)} /> : null}
      {blocks.map(({ key, typename, view }) => {
        const { Component } = BLOCKS[typename];
        return (
          <Fragment key={key}>
            <Component {...(view as object)} />
          </Fragment>
        );
      })}
    </>
  );
}
