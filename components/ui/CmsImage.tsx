import Image, { type ImageProps } from 'next/image';
import type { Media } from '@/lib/media';
import { editable } from '@/lib/preview/content-source';
import { useLeadImage } from './lead-image';

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
  // A list page's first card (components/ui/lead-image): its image is the page's largest paint.
  const lead = useLeadImage();
  // The optimiser reads the site's own /uploads/ only (next.config.js); an image the CMS links
  // elsewhere is shown as it is rather than refused.
  const external = /^https?:\/\//i.test(media.url);
  const slot = fixedSlot(rest.sizes);
  if (slot && !(width && height)) {
    // Drawn in a slot of a fixed width (`sizes="56px"`): for a `sizes` without a vw, next/image
    // lists every width it knows (15 URLs); a browser picks the smallest at least as wide as the
    // slot at its pixel ratio, which is what the 1x and 2x files of that width are. So those two,
    // and the box laid out as before: `fill`'s own style, or the CMS image's proportions.
    const { sizes: _sizes, style, ...others } = rest;
    const ratio = media.width && media.height ? media.height / media.width : 1;
    const box = fill || !media.width || !media.height;
    return (
      <Image
        src={media.url}
        alt={alt ?? media.alt}
        width={slot}
        height={Math.max(1, Math.round(slot * ratio))}
        unoptimized={external}
        style={box ? { ...FILL, ...style } : style}
        {...others}
        {...editable(media.src, 'media')}
      />
    );
  }
  const dimensions =
    width && height
      ? { width, height }
      : fill || !media.width || !media.height
        ? { fill: true }
        : { width: media.width, height: media.height };
  return (
    <Image
      src={media.url}
      alt={alt ?? media.alt}
      {...dimensions}
      unoptimized={external}
      {...(lead ? LEAD : null)}
      {...rest}
      {...editable(media.src, 'media')}
    />
  );
}

/** The page's lead image: loaded at once, first (React preloads it from the head). */
const LEAD = { loading: 'eager', fetchPriority: 'high' } as const;

/** next/image's own style for `fill` (the parent sets the box). */
const FILL = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
} as const;

/** The slot's width in CSS pixels when `sizes` is one length in px ("56px"), else null. */
function fixedSlot(sizes: string | undefined): number | null {
  const match = /^\s*(\d+)px\s*$/.exec(sizes ?? '');
  return match ? Number(match[1]) : null;
}
