import type { UspListFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { cmsText, compact } from '../InfoBanner/cms-fields';

export interface UspItemView {
  id: string;
  title: string | null;
  text: string | null;
  /** Its alt is '' (decorative) when the editor gave none. */
  icon: Media | null;
}

/** Unique selling points (SPEC.md §3: Destination USPs, Experience USP, Product usp blocks). */
export interface UspListView {
  title: string | null;
  items: UspItemView[];
}

/** Items with neither title nor text are dropped; null when none is left. */
export function toUspList(raw: UspListFragment): UspListView | null {
  const items = compact(raw.Items).flatMap((item, index) => {
    const title = cmsText(item.Title);
    const text = cmsText(item.Text);
    return title || text ? [{ id: item.id || String(index), title, text, icon: toMedia(item.Icon) }] : [];
  });
  return items.length > 0 ? { title: cmsText(raw.Title), items } : null;
}
