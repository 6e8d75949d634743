import type { BlogSectionFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { safeHref } from '@/lib/url';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** At most three images: the block has a link field for each of the first three. */
export const MAX_IMAGES = 3;

export interface BlogSectionImage {
  key: string;
  image: Media;
  /** ImageNLink for the Nth image, only when it is a safe href. */
  href: string | null;
}

/** A section of a blog post (docs/content-rules.md §3 "Blog post … Section (Content, Images, Image1Link to Image3Link)"). */
export interface BlogSectionView {
  /** Markdown. */
  content: string | null;
  images: BlogSectionImage[];
  /** Draft mode: where the text is edited. */
  src?: FieldSources<'content'>;
}

/** Text then its images; nothing to show (no text, no image) → null. */
export function toBlogSection(raw: BlogSectionFragment): BlogSectionView | null {
  const links = [raw.Image1Link, raw.Image2Link, raw.Image3Link];
  // Image N goes with ImageNLink by its place in the list, even when an earlier image is missing.
  const images = (raw.Images ?? []).slice(0, MAX_IMAGES).flatMap((file, index) => {
    const image = toMedia(file);
    return image ? [{ key: `${index}-${image.url}`, image, href: safeHref(links[index]) }] : [];
  });
  const content = text(raw.Content);
  if (!content && images.length === 0) return null;
  return { content, images, src: fieldSources(raw, { content: 'Content' }) };
}
