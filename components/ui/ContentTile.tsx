import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TileView } from '@/components/blocks/tiles';
import { editable } from '@/lib/preview/content-source';
import CmsImage from './CmsImage';
import Editable from './Editable';
import Link from './Link';
import { useHeadingTag, type HeadingTag } from './heading-level';

/**
 * A card linking to a content item. One link (on the title) stretched over the whole card, so the
 * card is one click target and one tab stop, and screen readers hear the title once.
 */
export default function ContentTile({ tile, headingLevel }: { tile: TileView; headingLevel?: HeadingTag }) {
  const placed = useHeadingTag();
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        transition: 'box-shadow 200ms, transform 200ms',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
        '&:focus-within': { boxShadow: 6 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
        {tile.image ? (
          <CmsImage
            media={tile.image}
            alt=""
            fill
            sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
            style={{ objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <Stack spacing={1} sx={{ p: 2.5, flexGrow: 1 }}>
        <Typography component={headingLevel ?? placed} variant="h5">
          <Link
            href={tile.href}
            color="inherit"
            underline="none"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
            {...(tile.titleMobile ? undefined : editable(tile.src?.title))}
          >
            {tile.titleMobile ? (
              <>
                <Box
                  component="span"
                  sx={{ display: { xs: 'inline', sm: 'none' } }}
                  {...editable(tile.src?.titleMobile)}
                >
                  {tile.titleMobile}
                </Box>
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }} {...editable(tile.src?.title)}>
                  {tile.title}
                </Box>
              </>
            ) : (
              tile.title
            )}
          </Link>
        </Typography>
        {tile.subTitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} {...editable(tile.src?.subTitle)}>
            {tile.subTitle}
          </Typography>
        ) : null}
        <Typography
          variant="button"
          component="span"
          aria-hidden="true"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'primary.main', pt: 1 }}
        >
          <Editable source={tile.src?.linkLabel}>{tile.linkLabel}</Editable> <ArrowForwardIcon fontSize="small" />
        </Typography>
      </Stack>
    </Card>
  );
}
