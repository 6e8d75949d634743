import Image, { type ImageProps } from 'next/image';
import type { Media } from '@/lib/media';

type CmsImageProps = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & {
  media: Media;
  /** Override the CMS alternative text (for example '' when the image repeats adjacent text). */
  alt?: string;
};

/**
 * A CMS image through next/image (resized, modern formats, lazy by default) with its alternative
 * text. Intrinsic width and height reserve the space before the image loads (no layout shift);
 * with `fill`, the parent sets the box.
 */
export default function CmsImage({ media, alt, fill, ...rest }: CmsImageProps) {
  const dimensions =
    fill || !media.width || !media.height ? { fill: true } : { width: media.width, height: media.height };
  return <Image src={media.url} alt={alt ?? media.alt} {...dimensions} {...rest} />;
}
