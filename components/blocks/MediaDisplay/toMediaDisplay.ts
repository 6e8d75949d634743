import type { MediaDisplayFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface MediaDisplayView {
  title: string | null;
  /** Markdown. */
  body: string | null;
  images: { key: string; media: Media }[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'body'>;
}

/** Text beside images (docs/content-rules.md §3 "Experience": media display); neither text nor images → not shown. */
export function toMediaDisplay(raw: MediaDisplayFragment): MediaDisplayView | null {
  const images = (raw.Media ?? []).flatMap((image, index) => {
    const media = toMedia(image);
    return media ? [{ key: `${index}-${media.url}`, media }] : [];
  });
  const body = text(raw.Body);
  if (!body && images.length === 0) return null;
  return { title: text(raw.Title), body, images, src: fieldSources(raw, { title: 'Title', body: 'Body' }) };
}
