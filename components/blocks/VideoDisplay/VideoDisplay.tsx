import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import ActionButton from '@/components/ui/ActionButton';
import Link from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import { editable, SOURCE_ATTRIBUTE } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import type { VideoDisplayView } from './toVideoDisplay';
import { toVideoEmbed, videoLinkTarget, type VideoEmbed } from '@/lib/video';
import { useHeadingTag } from '@/components/ui/heading-level';
import { FOCUS_OUTLINE } from '@/theme/tokens';
import { Columns } from '@/components/ui/Columns';
import OpenInNewIcon from '@/components/ui/icons/OpenInNew';
import PlayArrowRoundedIcon from '@/components/ui/icons/PlayArrowRounded';

const FRAME_SIZES = '(min-width: 1200px) 670px, (min-width: 900px) 58vw, 100vw';

type FrameProps = Pick<VideoDisplayView, 'videoTitle' | 'image'> & { source: string | undefined };

/** Fills the 16:9 frame. */
const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/** The poster under a dark gradient that keeps white text on it readable. */
function Poster({ image }: Pick<VideoDisplayView, 'image'>) {
  return (
    <>
      {image ? <CmsImage media={image} alt="" fill sizes={FRAME_SIZES} style={{ objectFit: 'cover' }} /> : null}
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(180deg, rgba(0,0,0,0.1) 40%, rgba(0,0,0,0.7) 100%)',
        }}
      />
    </>
  );
}

/** The middle of the room the caption leaves, for the button's face. */
function Middle({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'grid', placeItems: 'center', p: 1 }}
    >
      {children}
    </Box>
  );
}

/** The video title over the poster's foot, with a line under it. */
function Caption({ videoTitle, source, note }: FrameProps & { note: string | null }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'block', p: { xs: 2, md: 3 } }}>
      <Typography
        component="span"
        variant="body1"
        sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}
        {...editable(source)}
      >
        {videoTitle}
      </Typography>
      {/* Spaces between the pieces: text run together ("counsellorPlays") is what assistive technology reads. */}
      {note ? ' ' : null}
      {note ? (
        <Typography component="span" variant="body2" sx={{ display: 'block', opacity: 0.9 }}>
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * In the admin's preview, a click on a marked text (the video title) is the editor's, to edit it
 * (double-click): it neither starts the player nor follows the link. Visitors' pages mark nothing.
 */
const onMarkedText = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest(`[${SOURCE_ATTRIBUTE}]`) !== null;

/**
 * Everything over the poster fills the frame, text white: the button's face in the middle of the
 * room the caption leaves (so a long title never runs under it), the caption at the foot.
 */
const overPoster = {
  ...fill,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  color: 'common.white',
  textAlign: 'left',
  // The focus ring drawn over the poster (an outline would be painted under it), blue edged with
  // white so it shows on dark and light posters alike.
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: panelRadius,
    boxShadow: `inset 0 0 0 ${FOCUS_OUTLINE.width}px ${FOCUS_OUTLINE.colour}, inset 0 0 0 ${FOCUS_OUTLINE.width * 2}px #fff`,
  },
} as const;

/**
 * A YouTube or Vimeo video, click to load: until the visitor presses play, the poster and a
 * button, and nothing asked of the provider (no request, no cookie); then the provider's player
 * (privacy-enhanced, autoplaying) in its place, and the focus on it, where the button was.
 */
function ClickToPlay({ video, videoTitle, image, source }: FrameProps & { video: VideoEmbed }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <Box
        component="iframe"
        ref={player}
        src={video.embedUrl}
        title={`${video.provider} video: ${videoTitle}`}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ ...fill, border: 0, display: 'block' }}
      />
    );
  }
  return (
    <Box
      component="button"
      type="button"
      onClick={(event: MouseEvent) => {
        if (!onMarkedText(event)) setPlaying(true);
      }}
      // The visible words in order (title, note), so that what is seen is what speech input says.
      aria-label={`Play video: ${videoTitle}. Plays here, from ${video.provider}`}
      sx={{
        ...overPoster,
        p: 0,
        border: 0,
        bgcolor: 'transparent',
        font: 'inherit',
        cursor: 'pointer',
        '&:hover .play, &:focus-visible .play': { transform: 'scale(1.08)' },
      }}
    >
      <Poster image={image} />
      <Middle>
        <Box
          component="span"
          className="play"
          sx={{
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
      </Middle>
      <Caption videoTitle={videoTitle} image={image} source={source} note={`Plays here, from ${video.provider}`} />
    </Box>
  );
}

/**
 * An address that is not a video the site can play (a channel page, another site): a link that
 * says so, and where it goes, in a new tab for another site. No play button that pretends.
 */
function OutboundVideoLink({ url, videoTitle, image, source }: FrameProps & { url: string }) {
  const target = videoLinkTarget(url);
  const label = target?.provider ? `Watch on ${target.provider}` : 'Watch the video';
  const opens = target ? `Opens ${target.host}` : null;
  return (
    <Link
      href={url}
      {...(target ? { target: '_blank' } : {})}
      // The visible words in order (button, title, where it goes), so that what is seen is what
      // speech input says.
      aria-label={`${label}: ${videoTitle}${opens ? `. ${opens} in a new tab` : ''}`}
      underline="none"
      onClick={(event: MouseEvent) => {
        if (onMarkedText(event)) event.preventDefault();
      }}
      sx={{ ...overPoster, '&:hover .watch, &:focus-visible .watch': { bgcolor: 'grey.100' } }}
    >
      <Poster image={image} />
      <Middle>
        <Box
          component="span"
          className="watch"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: { xs: 2.5, md: 3 },
            py: { xs: 1.25, md: 1.5 },
            borderRadius: 50,
            bgcolor: 'common.white',
            color: 'primary.main',
            boxShadow: 6,
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          {label}
          {target ? <OpenInNewIcon fontSize="small" /> : null}
        </Box>
      </Middle>{' '}
      <Caption videoTitle={videoTitle} image={image} source={source} note={opens} />
    </Link>
  );
}

/**
 * The 16:9 frame: a native player for a video file, a click-to-load player for a YouTube or Vimeo
 * video, an outbound link for any other address, else the picture.
 */
function VideoFrame({ video, ...frame }: Pick<VideoDisplayView, 'video'> & FrameProps) {
  if (video?.kind === 'file') {
    return (
      <video
        controls
        preload="none"
        playsInline
        poster={frame.image?.url}
        aria-label={frame.videoTitle}
        style={{ ...fill, objectFit: 'contain', background: '#000' }}
      >
        <source src={video.url} type={video.type} />
        <a href={video.url}>{`Download the video: ${frame.videoTitle}`}</a>
      </video>
    );
  }
  if (video?.kind === 'link') {
    const embed = toVideoEmbed(video.url);
    return embed ? <ClickToPlay video={embed} {...frame} /> : <OutboundVideoLink url={video.url} {...frame} />;
  }
  return frame.image ? <CmsImage media={frame.image} fill sizes={FRAME_SIZES} style={{ objectFit: 'cover' }} /> : null;
}

/**
 * Text beside a video on desktops (from 900px), above it on phones. A video file plays natively and
 * a YouTube or Vimeo video in the provider's privacy-enhanced player, each loading nothing until the
 * visitor presses play; any other address is a link that says where it goes.
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
      <Columns
        spacing={{ xs: 4, md: 8 }}
        columns={{ xs: 1, md: hasFrame ? [5, 7] : [8] }}
        sx={{ alignItems: 'center' }}
      >
        <div>
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
        </div>
        {hasFrame ? (
          <div>
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
          </div>
        ) : null}
      </Columns>
    </Section>
  );
}
