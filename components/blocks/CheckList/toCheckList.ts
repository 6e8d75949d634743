import type { CheckListFragment } from '@/graphql/generated/graphql';
import { sortByRank } from '@/lib/content/sort';
import type { BlockContext } from '../types';
import { compact, text } from '@/lib/content/values';

export interface CheckListView {
  title: string | null;
  introText: string | null;
  /** In ascending Rank. */
  items: { key: string; text: string }[];
}

/** A list of points to check (a product's compatibility or eligibility check); no items → not shown. */
export function toCheckList(raw: CheckListFragment, _context: BlockContext): CheckListView | null {
  const items = sortByRank(compact(raw.Items), 'Rank').flatMap((item) => {
    const value = text(item.Text);
    return value ? [{ key: item.id, text: value }] : [];
  });
  if (items.length === 0) return null;
  return { title: text(raw.Title), introText: text(raw.IntroText), items };
}
