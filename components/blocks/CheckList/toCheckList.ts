import type { CheckListFragment } from '@/graphql/generated/graphql';
import { sortByRank } from '@/lib/content/sort';
import type { BlockContext } from '../types';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface CheckListItemView {
  key: string;
  text: string;
  /** Draft mode: where the text is edited. */
  src?: FieldSources<'text'>;
}

export interface CheckListView {
  title: string | null;
  introText: string | null;
  /** In ascending Rank. */
  items: CheckListItemView[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'introText'>;
}

/** A list of points to check (a product's compatibility or eligibility check); no items → not shown. */
export function toCheckList(raw: CheckListFragment, _context: BlockContext): CheckListView | null {
  const items = sortByRank(compact(raw.Items), 'Rank').flatMap((item) => {
    const value = text(item.Text);
    return value ? [{ key: item.id, text: value, src: fieldSources(item, { text: 'Text' }) }] : [];
  });
  if (items.length === 0) return null;
  return {
    title: text(raw.Title),
    introText: text(raw.IntroText),
    items,
    src: fieldSources(raw, { title: 'Title', introText: 'IntroText' }),
  };
}
