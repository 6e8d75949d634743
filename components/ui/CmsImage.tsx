import Image, { type ImageProps } from 'next/image';
import type { Media } from '@/lib/media';
import { editable } from '@/lib/preview/content-source';

type CmsImageProps = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & {
  media: Media;
  /** The size the image is drawn at, when fixed (a logo): next/image then offers 1x and 2x files. */
  width?: number;
  height?: number;
  /** Override the CMS alternative text (for example '' when the image repeats adjacent text). */
  alt?: string;
};

/**
 * A CMS image through next/image (resized, modern formats, lazy by default) with its alternative
 * text. Intrinsic width and height reserve the space before the image loads (no layout shift);
 * with `fill`, the parent sets the box.
 */
export default function CmsImage({ media, alt, fill, width, height, ...rest }: CmsImageProps) {
  const dimensions =
    width && height
      ? { width, height }
      : fill || !media.width || !media.height
        ? { fill: true }
        : { width: media.width, height: media.height };
  // The optimiser reads the site's own /uploads/ only (next.config.js); an image the CMS links
  // elsewhere is shown as it is rather than refused.
  const external = /^https?:\/\//i.test(media.url);
  return (
    <Image
      src={media.url}
      alt={alt ?? media.alt}
      {...dimensions}
      unoptimized={external}
      {...rest}
      {...editable(media.src, 'media')}
    />
  );
}
