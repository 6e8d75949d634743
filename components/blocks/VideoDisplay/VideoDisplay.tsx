import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import ActionButton from '@/components/ui/ActionButton';
import Link from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import { editable, SOURCE_ATTRIBUTE } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import type { VideoDisplayView } from './toVideoDisplay';
import { toVideoEmbed, videoLinkTarget, type VideoEmbed } from '@/lib/video';
import { Heading, useHeadingTag } from '@/components/ui/heading-level';
import { FOCUS_OUTLINE } from '@/theme/tokens';
import { Columns } from '@/components/ui/Columns';
import OpenInNewIcon from '@/components/ui/icons/OpenInNew';
import PlayArrowRoundedIcon from '@/components/ui/icons/PlayArrowRounded';

const FRAME_SIZES = '(min-width: 1200px) 670px, (min-width: 900px) 58vw, 100vw';

type FrameProps = Pick<VideoDisplayView, 'videoTitle' | 'image'> & { source: string | undefined };

/** Fills the 16:9 frame. */
const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/**
 * The block's look in one class (the parts by class name): the text column, the 16:9 frame, and
 * over the poster the button's face in the middle of the room the caption leaves (so a long title
 * never runs under it) and the caption at the foot, text white.
 */
const Root = styled(Columns)(({ theme }) => ({
  alignItems: 'center',
  '& .VideoDisplay-text': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.spacing(2) },
  '& .VideoDisplay-tagLine': {
    ...theme.typography.overline,
    margin: 0,
    color: theme.palette.primary.main,
    fontWeight: 700,
    letterSpacing: '0.12em',
    lineHeight: 1.5,
  },
  '& .VideoDisplay-title': { ...theme.typography.h2, margin: 0, overflowWrap: 'anywhere' },
  '& .VideoDisplay-subTitle': {
    ...theme.typography.h5,
    margin: 0,
    fontWeight: 400,
    color: theme.palette.text.secondary,
  },
  '& .VideoDisplay-body': { ...theme.typography.body1, margin: 0, ...plainText },
  '& .VideoDisplay-frame': {
    position: 'relative',
    aspectRatio: '16 / 9',
    borderRadius: panelRadius(theme),
    overflow: 'hidden',
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[3],
    '&.VideoDisplay-video': { backgroundColor: theme.palette.grey[900] },
  },
  // The poster under a dark gradient that keeps white text on it readable.
  '& .VideoDisplay-shade': {
    ...fill,
    background: 'linear-gradient(180deg, rgba(0,0,0,0.1) 40%, rgba(0,0,0,0.7) 100%)',
  },
  '& .VideoDisplay-over': {
    ...fill,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    padding: 0,
    border: 0,
    backgroundColor: 'transparent',
    font: 'inherit',
    cursor: 'pointer',
    color: theme.palette.common.white,
    textAlign: 'left',
    textDecoration: 'none',
    // The focus ring drawn over the poster (an outline would be painted under it), blue edged with
    // white so it shows on dark and light posters alike.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: panelRadius(theme),
      boxShadow: `inset 0 0 0 ${FOCUS_OUTLINE.width}px ${FOCUS_OUTLINE.colour}, inset 0 0 0 ${FOCUS_OUTLINE.width * 2}px #fff`,
    },
    '&:hover .VideoDisplay-play, &:focus-visible .VideoDisplay-play': { transform: 'scale(1.08)' },
    '&:hover .VideoDisplay-watch, &:focus-visible .VideoDisplay-watch': { backgroundColor: theme.palette.grey[100] },
  },
  '& .VideoDisplay-middle': {
    position: 'relative',
    flex: 1,
    minHeight: 0,
    display: 'grid',
    placeItems: 'center',
    padding: theme.spacing(1),
  },
  '& .VideoDisplay-play, & .VideoDisplay-watch': {
    backgroundColor: theme.palette.common.white,
    color: theme.palette.primary.main,
    boxShadow: theme.shadows[6],
  },
  '& .VideoDisplay-play': {
    width: 64,
    height: 64,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    fontSize: 40,
    transition: 'transform 200ms',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    [theme.breakpoints.up('md')]: { width: 88, height: 88, fontSize: 56 },
  },
  '& .VideoDisplay-watch': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(1.25, 2.5),
    borderRadius: 50,
    fontWeight: 700,
    whiteSpace: 'nowrap',
    [theme.breakpoints.up('md')]: { padding: theme.spacing(1.5, 3) },
  },
  '& .VideoDisplay-caption': {
    position: 'relative',
    display: 'block',
    padding: theme.spacing(2),
    [theme.breakpoints.up('md')]: { padding: theme.spacing(3) },
  },
  '& .VideoDisplay-videoTitle': {
    ...theme.typography.body1,
    display: 'block',
    fontWeight: 700,
    overflowWrap: 'anywhere',
  },
  '& .VideoDisplay-note': { ...theme.typography.body2, display: 'block', opacity: 0.9 },
}));

/** The poster under its shade. */
function Poster({ image }: Pick<VideoDisplayView, 'image'>) {
  return (
    <>
      {image ? <CmsImage media={image} alt="" fill sizes={FRAME_SIZES} style={{ objectFit: 'cover' }} /> : null}
      <span className="VideoDisplay-shade" aria-hidden="true" />
    </>
  );
}

/** The video title over the poster's foot, with a line under it. */
function Caption({ videoTitle, source, note }: FrameProps & { note: string | null }) {
  return (
    <span className="VideoDisplay-caption">
      <span className="VideoDisplay-videoTitle" {...editable(source)}>
        {videoTitle}
      </span>
      {/* Spaces between the pieces: text run together ("counsellorPlays") is what assistive technology reads. */}
      {note ? ' ' : null}
      {note ? <span className="VideoDisplay-note">{note}</span> : null}
    </span>
  );
}

/**
 * In the admin's preview, a click on a marked text (the video title) is the editor's, to edit it
 * (double-click): it neither starts the player nor follows the link. Visitors' pages mark nothing.
 */
const onMarkedText = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest(`[${SOURCE_ATTRIBUTE}]`) !== null;

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
      <iframe
        ref={player}
        src={video.embedUrl}
        title={`${video.provider} video: ${videoTitle}`}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ ...fill, border: 0, display: 'block' }}
      />
    );
  }
  return (
    <button
      type="button"
      className="VideoDisplay-over"
      onClick={(event: MouseEvent) => {
        if (!onMarkedText(event)) setPlaying(true);
      }}
      // The visible words in order (title, note), so that what is seen is what speech input says.
      aria-label={`Play video: ${videoTitle}. Plays here, from ${video.provider}`}
    >
      <Poster image={image} />
      <span className="VideoDisplay-middle" aria-hidden="true">
        <span className="VideoDisplay-play">
          <PlayArrowRoundedIcon fontSize="inherit" />
        </span>
      </span>
      <Caption videoTitle={videoTitle} image={image} source={source} note={`Plays here, from ${video.provider}`} />
    </button>
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
      className="VideoDisplay-over"
      onClick={(event: MouseEvent) => {
        if (onMarkedText(event)) event.preventDefault();
      }}
    >
      <Poster image={image} />
      <span className="VideoDisplay-middle" aria-hidden="true">
        <span className="VideoDisplay-watch">
          {label}
          {target ? <OpenInNewIcon fontSize="small" /> : null}
        </span>
      </span>{' '}
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
      <Root spacing={{ xs: 4, md: 8 }} columns={{ xs: 1, md: hasFrame ? [5, 7] : [8] }}>
        <div className="VideoDisplay-text">
          {tagLine ? (
            <p className="VideoDisplay-tagLine" {...editable(src?.tagLine)}>
              {tagLine}
            </p>
          ) : null}
          {title ? (
            <Heading tag={heading} id={headingId} className="VideoDisplay-title" {...editable(src?.title)}>
              {title}
            </Heading>
          ) : null}
          {subTitle ? (
            <p className="VideoDisplay-subTitle" {...editable(src?.subTitle)}>
              {subTitle}
            </p>
          ) : null}
          {body ? (
            <p className="VideoDisplay-body" {...editable(src?.body, 'text')}>
              {body}
            </p>
          ) : null}
          <ActionButton action={action} />
        </div>
        {hasFrame ? (
          <div>
            <div className={video ? 'VideoDisplay-frame VideoDisplay-video' : 'VideoDisplay-frame'}>
              <VideoFrame video={video} videoTitle={videoTitle} image={image} source={src?.videoTitle} />
            </div>
          </div>
        ) : null}
      </Root>
    </Section>
  );
}
