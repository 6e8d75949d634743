import type { CheckListFragment } from '@/graphql/generated/graphql';
import { sortByRank } from '@/lib/content/sort';
import { present } from '../tiles';
import type { BlockContext } from '../types';

export interface CheckListView {
  title: string | null;
  introText: string | null;
  /** In ascending Rank. */
  items: { key: string; text: string }[];
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** A list of points to check (a product's compatibility or eligibility check); no items → not shown. */
export function toCheckList(raw: CheckListFragment, _context: BlockContext): CheckListView | null {
  const items = sortByRank(present(raw.Items), 'Rank').flatMap((item) => {
    const value = text(item.Text);
    return value ? [{ key: item.id, text: value }] : [];
  });
  if (items.length === 0) return null;
  return { title: text(raw.Title), introText: text(raw.IntroText), items };
}
