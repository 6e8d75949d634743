import type { ContentGalleryFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface ContentGalleryView {
  title: string | null;
  /** Each image's caption is media.caption. */
  images: { key: string; media: Media }[];
  /** Draft mode: where the title is edited (the images mark themselves: Media.src). */
  src?: FieldSources<'title'>;
}

/** A travel guide's photo gallery (docs/content-rules.md §3 "Travel guide": ContentGallery); no images → not shown. */
export function toContentGallery(raw: ContentGalleryFragment): ContentGalleryView | null {
  const images = (raw.Images ?? []).flatMap((image, index) => {
    const media = toMedia(image);
    return media ? [{ key: `${index}-${media.url}`, media }] : [];
  });
  if (images.length === 0) return null;
  return { title: text(raw.Title), images, src: fieldSources(raw, { title: 'Title' }) };
}
