import type { CSSObject, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import type { Media } from '@/lib/media';

/**
 * A CMS image cropped into a fixed aspect-ratio box: the space is reserved before the image loads
 * (no layout shift), and a missing image leaves a quiet placeholder so cards in a row line up.
 * A plain element: its look (`imageBoxStyles`, with the ratio) is its card's rule for `className`.
 */
export default function ImageBox({
  media,
  sizes = '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw',
  alt = '',
  className,
  children,
}: {
  media: Media | null;
  sizes?: string;
  alt?: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      {media ? <CmsImage media={media} alt={alt} fill sizes={sizes} style={{ objectFit: 'cover' }} /> : null}
      {children}
    </div>
  );
}

/** The box's look, for its card's styled root: the ratio's space, a placeholder's tint, the crop. */
export function imageBoxStyles(theme: Theme, ratio: string): CSSObject {
  return {
    position: 'relative',
    aspectRatio: ratio,
    backgroundColor: theme.palette.action.hover,
    overflow: 'hidden',
    flexShrink: 0,
  };
}
