import Box, { type BoxProps } from '@mui/material/Box';
import type { CSSObject, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import type { Media } from '@/lib/media';

/**
 * A CMS image cropped into a fixed aspect-ratio box: the space is reserved before the image loads
 * (no layout shift), and a missing image leaves a quiet placeholder so cards in a row line up.
 * With `className`, a plain element whose look (`imageBoxStyles`, with the ratio) is its card's
 * rule for that class; without, a Box with its own sx (until every card has its one root).
 */
export default function ImageBox({
  media,
  ratio = '16 / 9',
  sizes = '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw',
  alt = '',
  className,
  children,
  sx,
  ...rest
}: { media: Media | null; ratio?: string; sizes?: string; alt?: string } & Omit<BoxProps, 'children'> & {
    children?: ReactNode;
  }) {
  const image = media ? <CmsImage media={media} alt={alt} fill sizes={sizes} style={{ objectFit: 'cover' }} /> : null;
  if (className) {
    return (
      <div className={className}>
        {image}
        {children}
      </div>
    );
  }
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: ratio, bgcolor: 'action.hover', overflow: 'hidden', flexShrink: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      {image}
      {children}
    </Box>
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
