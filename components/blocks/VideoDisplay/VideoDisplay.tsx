import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import ActionButton from '@/components/ui/ActionButton';
import Link from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import type { VideoDisplayView } from './toVideoDisplay';
import { useHeadingTag } from '@/components/ui/heading-level';

const FRAME_SIZES = '(min-width: 1200px) 670px, (min-width: 900px) 58vw, 100vw';

/** The 16:9 frame: a native player for a video file, else the poster as a link that opens the video, else the picture. */
function VideoFrame({
  video,
  videoTitle,
  image,
  source,
}: Pick<VideoDisplayView, 'video' | 'videoTitle' | 'image'> & { source: string | undefined }) {
  if (video?.kind === 'file') {
    return (
      <video
        controls
        preload="none"
        playsInline
        poster={image?.url}
        aria-label={videoTitle}
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'contain',
          background: '#000',
        }}
      >
        <source src={video.url} type={video.type} />
        <a href={video.url}>{`Download the video: ${videoTitle}`}</a>
      </video>
    );
  }
  if (video?.kind === 'link') {
    return (
      <Link
        href={video.url}
        aria-label={`Play video: ${videoTitle}`}
        underline="none"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'flex-end',
          color: 'common.white',
          '&:hover .play, &:focus-visible .play': { transform: 'translate(-50%, -50%) scale(1.08)' },
          '&:focus-visible': { outlineOffset: -6 },
        }}
      >
        {image ? <CmsImage media={image} alt="" fill sizes={FRAME_SIZES} style={{ objectFit: 'cover' }} /> : null}
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            background: 'linear-gradient(180deg, rgba(0,0,0,0.1) 40%, rgba(0,0,0,0.7) 100%)',
          }}
        />
        <Box
          className="play"
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: { xs: 64, md: 88 },
            height: { xs: 64, md: 88 },
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'common.white',
            color: 'primary.main',
            boxShadow: 6,
            transition: 'transform 200ms',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <PlayArrowRoundedIcon sx={{ fontSize: { xs: 40, md: 56 } }} />
        </Box>
        <Typography
          component="span"
          variant="body1"
          sx={{ position: 'relative', p: { xs: 2, md: 3 }, fontWeight: 700, overflowWrap: 'anywhere' }}
          {...editable(source)}
        >
          {videoTitle}
        </Typography>
      </Link>
    );
  }
  return image ? <CmsImage media={image} fill sizes={FRAME_SIZES} style={{ objectFit: 'cover' }} /> : null;
}

/**
 * Text beside a video on desktops (from 900px), above it on phones. No
 * third-party player is embedded: a video file plays natively (nothing loaded until play), other
 * video addresses open from a poster with a play button.
 */
export default function VideoDisplay({
  tagLine,
  title,
  subTitle,
  body,
  videoTitle,
  video,
  image,
  action,
  src,
}: VideoDisplayView) {
  const headingId = useId();
  const heading = useHeadingTag();
  const hasFrame = Boolean(video || image);
  return (
    <Section aria-labelledby={title ? headingId : undefined}>
      <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: hasFrame ? 5 : 8 }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {tagLine ? (
              <Typography
                component="p"
                variant="overline"
                sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.5 }}
                {...editable(src?.tagLine)}
              >
                {tagLine}
              </Typography>
            ) : null}
            {title ? (
              <Typography
                id={headingId}
                component={heading}
                variant="h2"
                sx={{ overflowWrap: 'anywhere' }}
                {...editable(src?.title)}
              >
                {title}
              </Typography>
            ) : null}
            {subTitle ? (
              <Typography
                component="p"
                variant="h5"
                sx={{ fontWeight: 400, color: 'text.secondary' }}
                {...editable(src?.subTitle)}
              >
                {subTitle}
              </Typography>
            ) : null}
            {body ? (
              <Typography variant="body1" sx={plainText} {...editable(src?.body, 'text')}>
                {body}
              </Typography>
            ) : null}
            <ActionButton action={action} />
          </Stack>
        </Grid>
        {hasFrame ? (
          <Grid size={{ xs: 12, md: 7 }}>
            <Box
              sx={{
                position: 'relative',
                aspectRatio: '16 / 9',
                borderRadius: panelRadius,
                overflow: 'hidden',
                bgcolor: video ? 'grey.900' : 'background.paper',
                boxShadow: 3,
              }}
            >
              <VideoFrame video={video} videoTitle={videoTitle} image={image} source={src?.videoTitle} />
            </Box>
          </Grid>
        ) : null}
      </Grid>
    </Section>
  );
}
