import type { Top5ListFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** docs/content-rules.md §3 (Product v2): "a Top5List limited to 5 items". */
export const TOP5_MAX_ITEMS = 5;

export interface Top5ItemView {
  id: string;
  title: string | null;
  /** Plain text; line breaks typed in the CMS are kept. */
  body: string | null;
  image: Media | null;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'body'>;
}

export interface Top5ListView {
  title: string | null;
  /** At most five, whatever the CMS sends. */
  items: Top5ItemView[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title'>;
}

/** Empty items are dropped first, then the list is cut to five; null when none is left. */
export function toTop5List(raw: Top5ListFragment): Top5ListView | null {
  const items = compact(raw.Items)
    .flatMap((item, index) => {
      const title = text(item.Title);
      const body = text(item.Body);
      return title || body
        ? [
            {
              id: item.id || String(index),
              title,
              body,
              image: toMedia(item.Image),
              src: fieldSources(item, { title: 'Title', body: 'Body' }),
            },
          ]
        : [];
    })
    .slice(0, TOP5_MAX_ITEMS);
  return items.length > 0 ? { title: text(raw.Title), items, src: fieldSources(raw, { title: 'Title' }) } : null;
}
