import type { ImageGridFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface ImageGridView {
  title: string | null;
  images: { key: string; media: Media }[];
  /** Draft mode: where the title is edited (the images mark themselves: Media.src). */
  src?: FieldSources<'title'>;
}

/** A grid of images (docs/content-rules.md §3 "Product v2": image grids); no images → not shown. */
export function toImageGrid(raw: ImageGridFragment): ImageGridView | null {
  const images = (raw.Images ?? []).flatMap((image, index) => {
    const media = toMedia(image);
    return media ? [{ key: `${index}-${media.url}`, media }] : [];
  });
  if (images.length === 0) return null;
  return { title: text(raw.Title), images, src: fieldSources(raw, { title: 'Title' }) };
}
