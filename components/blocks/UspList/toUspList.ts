import type { UspListFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface UspItemView {
  id: string;
  title: string | null;
  text: string | null;
  /** Its alt is '' (decorative) when the editor gave none. */
  icon: Media | null;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'text'>;
}

/** Unique selling points (docs/content-rules.md §3: Destination USPs, Experience USP, Product usp blocks). */
export interface UspListView {
  title: string | null;
  items: UspItemView[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title'>;
}

/** Items with neither title nor text are dropped; null when none is left. */
export function toUspList(raw: UspListFragment): UspListView | null {
  const items = compact(raw.Items).flatMap((item, index) => {
    const title = text(item.Title);
    const body = text(item.Text);
    return title || body
      ? [
          {
            id: item.id || String(index),
            title,
            text: body,
            icon: toMedia(item.Icon),
            src: fieldSources(item, { title: 'Title', text: 'Text' }),
          },
        ]
      : [];
  });
  return items.length > 0 ? { title: text(raw.Title), items, src: fieldSources(raw, { title: 'Title' }) } : null;
}
