import type { ComponentPropsWithRef, CSSProperties, SyntheticEvent } from 'react';
import type { Media } from '@/lib/media';
import { editable } from '@/lib/preview/content-source';
import { useLeadImage } from './lead-image';

type CmsImageProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet' | 'alt' | 'width' | 'height'> & {
  media: Media;
  /** The parent sets the box (it is positioned): the image covers it. */
  fill?: boolean;
  /** The size the image is drawn at, when fixed (a logo): the 1x and 2x files are offered. */
  width?: number;
  height?: number;
  /** Override the CMS alternative text (for example '' when the image repeats adjacent text). */
  alt?: string;
};

/**
 * A CMS image through the site's image optimiser (`/_next/image`: resized, modern formats, lazy by
 * default) with its alternative text. Intrinsic width and height reserve the space before the image
 * loads (no layout shift); with `fill`, the parent sets the box.
 *
 * A plain `<img>` with the attributes next/image renders for the same props (its `srcset`, `sizes`,
 * `src`, loading, decoding and style; CmsImage.test.tsx compares them with next/image's own), so a
 * page's browser loads none of next/image's code and does none of its work per image to hydrate.
 */
export default function CmsImage({ media, alt, fill, width, height, ...rest }: CmsImageProps) {
  // A list page's first card (components/ui/lead-image): its image is the page's largest paint.
  const lead = useLeadImage();
  const slot = fixedSlot(rest.sizes);
  const fixed = slot !== null && !(width && height);
  const { sizes, style, loading, fetchPriority, decoding, className, ...others } = fixed
    ? rest
    : { ...(lead ? LEAD : null), ...rest };
  let size: { width: number; height: number } | null;
  let boxStyle: CSSProperties;
  if (fixed) {
    // Drawn in a slot of a fixed width (`sizes="56px"`): for a `sizes` without a vw, next/image
    // lists every width it knows (13 URLs); a browser picks the smallest at least as wide as the
    // slot at its pixel ratio, which is what the 1x and 2x files of that width are. So those two,
    // and the box laid out as before: `fill`'s own style, or the CMS image's proportions.
    const ratio = media.width && media.height ? media.height / media.width : 1;
    size = { width: slot, height: Math.max(1, Math.round(slot * ratio)) };
    boxStyle = { ...HIDDEN_ALT, ...(fill || !media.width || !media.height ? { ...FILL, ...style } : style) };
  } else {
    size =
      width && height
        ? { width, height }
        : fill || !media.width || !media.height
          ? null
          : { width: media.width, height: media.height };
    boxStyle = size ? { ...HIDDEN_ALT, ...style } : { ...FILL_BOX, ...HIDDEN_ALT, ...style };
  }
  // next/image's attributes in its order (`loading` before `src`, `src` last: browsers start
  // fetching as the attributes are set).
  return (
    // eslint-disable-next-line @next/next/no-img-element -- what next/image renders, without its code (above)
    <img
      alt={alt ?? media.alt}
      {...others}
      {...editable(media.src, 'media')}
      fetchPriority={fetchPriority}
      loading={loading ?? 'lazy'}
      width={size?.width}
      height={size?.height}
      decoding={decoding ?? 'async'}
      className={className}
      style={boxStyle}
      {...imageSources(media.url, { width: size?.width, sizes: fixed ? undefined : sizes })}
      onError={showAlt(others.onError)}
    />
  );
}

/**
 * The widths the optimiser makes (next.config.js `images`, which it reads on the server; a test
 * keeps these equal to it): the screens' widths, and the small sizes for slots of a fixed width.
 */
export const DEVICE_SIZES: readonly number[] = [640, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES: readonly number[] = [48, 64, 96, 128, 256, 384];
const ALL_SIZES = [...DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b);
const SMALLEST_DEVICE = Math.min(...DEVICE_SIZES);
/** next/image's default quality, the only one the optimiser allows (`images.qualities`: [75]). */
const QUALITY = 75;

/** An optimised file of the image at a width (next/image's default loader). */
const optimised = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/**
 * `sizes`, `srcSet` and `src` as next/image builds them (next/dist/shared/lib/get-img-props.js,
 * `generateImgAttrs` and `getWidths`; `src` last, as it writes it): the optimiser's files for a
 * share of the viewport or for a drawn width at 1x and 2x, or the image as it is when the optimiser
 * cannot take it.
 */
function imageSources(
  src: string,
  { width, sizes }: { width?: number; sizes?: string },
): { sizes?: string; srcSet?: string; src: string } {
  // The optimiser reads the site's own /uploads/ only (next.config.js): an image the CMS links
  // elsewhere is shown as it is rather than refused. An SVG is served as it is too (next/image does
  // so without `images.dangerouslyAllowSVG`).
  if (/^https?:\/\//i.test(src) || src.split('?', 1)[0].endsWith('.svg')) return { src };
  let widths: number[];
  let kind: 'w' | 'x' = 'w';
  if (sizes) {
    // Every "vw" share `sizes` names: the widths from the smallest share of the smallest screen.
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    widths = shares.length
      ? ALL_SIZES.filter((size) => size >= SMALLEST_DEVICE * Math.min(...shares) * 0.01)
      : ALL_SIZES;
  } else if (width === undefined) {
    widths = [...DEVICE_SIZES].sort((a, b) => a - b);
  } else {
    // A drawn width: the files at 1x and 2x (none wider than the largest).
    kind = 'x';
    widths = [
      ...new Set([width, width * 2].map((w) => ALL_SIZES.find((size) => size >= w) ?? ALL_SIZES[ALL_SIZES.length - 1])),
    ];
  }
  return {
    sizes: !sizes && kind === 'w' ? '100vw' : sizes,
    srcSet: widths.map((w, i) => `${optimised(src, w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: optimised(src, widths[widths.length - 1]),
  };
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

/** `fill`'s style as next/image writes it: its object-fit and -position keys first, the caller's set them. */
const FILL_BOX: CSSProperties = { ...FILL, objectFit: undefined, objectPosition: undefined };

/** No alternative text drawn over the box while the image loads (next/image's style)... */
const HIDDEN_ALT = { color: 'transparent' } as const;

/** ...but drawn, in the page's colour, when the image fails to load (as next/image does). */
function showAlt(onError: ((event: SyntheticEvent<HTMLImageElement>) => void) | undefined) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    event.currentTarget.style.removeProperty('color');
    onError?.(event);
  };
}

/** The slot's width in CSS pixels when `sizes` is one length in px ("56px"), else null. */
function fixedSlot(sizes: string | undefined): number | null {
  const match = /^\s*(\d+)px\s*$/.exec(sizes ?? '');
  return match ? Number(match[1]) : null;
}
