import type { UspListFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { compact, text } from '@/lib/content/values';

export interface UspItemView {
  id: string;
  title: string | null;
  text: string | null;
  /** Its alt is '' (decorative) when the editor gave none. */
  icon: Media | null;
}

/** Unique selling points (docs/content-rules.md §3: Destination USPs, Experience USP, Product usp blocks). */
export interface UspListView {
  title: string | null;
  items: UspItemView[];
}

/** Items with neither title nor text are dropped; null when none is left. */
export function toUspList(raw: UspListFragment): UspListView | null {
  const items = compact(raw.Items).flatMap((item, index) => {
    const title = text(item.Title);
    const body = text(item.Text);
    return title || body ? [{ id: item.id || String(index), title, text: body, icon: toMedia(item.Icon) }] : [];
  });
  return items.length > 0 ? { title: text(raw.Title), items } : null;
}
