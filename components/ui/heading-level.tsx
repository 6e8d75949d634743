import { createContext, createElement, useContext, type HTMLAttributes, type ReactNode } from 'react';

/** The tag of a heading below the page's h1. */
export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const LEVELS: readonly HeadingTag[] = ['h2', 'h3', 'h4', 'h5', 'h6'];

const HeadingLevelContext = createContext<HeadingTag>('h2');

/**
 * The tag a heading takes where it is placed: h2 under the page's h1, one level deeper inside each
 * titled section (BelowHeading). Its look is its variant, chosen apart: a card's title may look
 * like an h5 and be the page's h2 where no section titles it.
 */
export function useHeadingTag(): HeadingTag {
  return useContext(HeadingLevelContext);
}

/** The level below a heading (h6 stays h6). */
export function levelBelow(tag: HeadingTag): HeadingTag {
  return LEVELS[Math.min(LEVELS.indexOf(tag) + 1, LEVELS.length - 1)];
}

/** What follows a heading, whose own headings are then one level below it. */
export function BelowHeading({ heading, children }: { heading: HeadingTag; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={levelBelow(heading)}>{children}</HeadingLevelContext.Provider>;
}

/** A heading element of the given level (a plain h2–h6: its look is its block's or card's rule for the class). */
export function Heading({ tag, ...props }: { tag: HeadingTag } & HTMLAttributes<HTMLHeadingElement>) {
  return createElement(tag, props);
}
