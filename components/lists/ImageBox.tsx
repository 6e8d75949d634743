import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import type { Media } from '@/lib/media';

/**
 * A CMS image cropped into a fixed aspect-ratio box: the space is reserved before the image loads
 * (no layout shift), and a missing image leaves a quiet placeholder so cards in a row line up.
 */
export default function ImageBox({
  media,
  ratio = '16 / 9',
  sizes = '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw',
  alt = '',
  children,
  sx,
  ...rest
}: { media: Media | null; ratio?: string; sizes?: string; alt?: string } & Omit<BoxProps, 'children'> & {
    children?: ReactNode;
  }) {
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: ratio, bgcolor: 'action.hover', overflow: 'hidden', flexShrink: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      {media ? <CmsImage media={media} alt={alt} fill sizes={sizes} style={{ objectFit: 'cover' }} /> : null}
      {children}
    </Box>
  );
}
