import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import CmsImage from '@/components/ui/CmsImage';
import Section from '@/components/ui/Section';
import type { ContentGalleryView } from './toContentGallery';

/** From five images, the first is featured: across both columns on phones, a 2×2 tile on desktops. */
const FEATURE_FROM = 5;

const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** Columns for the number of images, so a small gallery fills its rows. */
function columns(count: number) {
  if (count >= FEATURE_FROM || count === 4) return { xs: repeat(2), md: repeat(4) };
  if (count === 1) return { xs: repeat(1) };
  return { xs: repeat(1), sm: repeat(count) };
}

/** Each tile's box: fixed ratios (no layout shift); the featured tile fills the two rows its square neighbours set. */
function tile(count: number, index: number): { item: SxProps<Theme>; figure: SxProps<Theme>; sizes: string } {
  if (count >= FEATURE_FROM && index === 0) {
    return {
      item: { gridColumn: { xs: '1 / -1', md: 'span 2' }, gridRow: { md: 'span 2' } },
      figure: { aspectRatio: { xs: '16 / 10', md: 'auto' }, height: { md: '100%' } },
      sizes: '(min-width: 1200px) 576px, (min-width: 900px) 50vw, 100vw',
    };
  }
  if (count >= FEATURE_FROM)
    return {
      item: {},
      figure: { aspectRatio: '1 / 1' },
      sizes: '(min-width: 1200px) 276px, (min-width: 900px) 25vw, 50vw',
    };
  if (count === 1) return { item: {}, figure: { aspectRatio: '16 / 9' }, sizes: '(min-width: 1200px) 1152px, 100vw' };
  return {
    item: {},
    figure: { aspectRatio: '4 / 3' },
    sizes: '(min-width: 1200px) 576px, (min-width: 600px) 50vw, 100vw',
  };
}

/** A photo gallery: figures in fixed-ratio boxes with their captions over a dark gradient at the foot. */
export default function ContentGallery({ title, images, src }: ContentGalleryView) {
  return (
    <Section title={title} titleSource={src?.title}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: columns(images.length),
          gap: { xs: 2, md: 3 },
        }}
      >
        {images.map(({ key, media }, index) => {
          const { item, figure, sizes } = tile(images.length, index);
          return (
            <Box component="li" key={key} sx={item}>
              <Box
                component="figure"
                sx={[
                  { position: 'relative', m: 0, borderRadius: 3, overflow: 'hidden', bgcolor: 'action.hover' },
                  ...(Array.isArray(figure) ? figure : [figure]),
                ]}
              >
                <CmsImage media={media} fill sizes={sizes} style={{ objectFit: 'cover' }} />
                {media.caption ? (
                  <Box
                    component="figcaption"
                    sx={{
                      position: 'absolute',
                      left: 0,
                      right: 0,
                      bottom: 0,
                      px: 2,
                      pt: 5,
                      pb: 1.5,
                      color: 'common.white',
                      typography: 'body2',
                      fontWeight: 600,
                      background:
                        'linear-gradient(180deg, rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0.55) 40%, rgba(0, 0, 0, 0.8) 100%)',
                    }}
                  >
                    {media.caption}
                  </Box>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
