import type { VideoDisplayFragment } from '@/graphql/generated/graphql';
import type { LinkItem } from '@/lib/brand/site-settings';
import { toMedia, type Media } from '@/lib/media';
import { text } from '@/lib/content/values';
import { safeHref, toAction } from '@/lib/url';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/**
 * How the video is shown. A direct video file plays in the page (native controls, nothing loaded
 * before the visitor presses play). Any other address is read by the block itself (lib/video, in
 * its own chunk, not in every page's): a YouTube or Vimeo video plays in the page, click to load;
 * anything else is an outbound link that says where it goes.
 */
export type VideoSource =
  { kind: 'file'; url: string; type: 'video/mp4' | 'video/webm' } | { kind: 'link'; url: string };

/** Text beside a video (docs/content-rules.md §3 "Video display"). */
export interface VideoDisplayView {
  tagLine: string | null;
  title: string | null;
  subTitle: string | null;
  /** Plain text; line breaks typed in the CMS are kept. */
  body: string | null;
  /** Names the video for assistive technology ("Play video: …"): VideoTitle, else Title, else "Video". */
  videoTitle: string;
  /** Null when there is no video address or it is unsafe (javascript:, data:, mailto: …). */
  video: VideoSource | null;
  /** The poster (and the picture shown when there is no video). */
  image: Media | null;
  action: LinkItem | null;
  /** Draft mode: where each text is edited (`videoTitle` only when it is VideoTitle's own). */
  src?: FieldSources<'tagLine' | 'title' | 'subTitle' | 'body' | 'videoTitle'>;
}

const FILE_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;

/** A safe http(s) or site-relative video address; CMS uploads ("/uploads/…") are made absolute. */
export function toVideoSource(value: string | null | undefined): VideoSource | null {
  const safe = safeHref(value);
  if (!safe || /^(mailto|tel):/i.test(safe) || safe.startsWith('#') || safe.startsWith('?')) return null;
  const url = /^\/?uploads\//i.test(safe) ? (toMedia({ url: safe })?.url ?? safe) : safe;
  const extension = url
    .split(/[?#]/)[0]
    .match(/\.(mp4|webm)$/i)?.[1]
    ?.toLowerCase() as keyof typeof FILE_TYPES | undefined;
  return extension ? { kind: 'file', url, type: FILE_TYPES[extension] } : { kind: 'link', url };
}

/** Null when there is neither text nor a video. */
export function toVideoDisplay(raw: VideoDisplayFragment): VideoDisplayView | null {
  const tagLine = text(raw.TagLine);
  const title = text(raw.Title);
  const subTitle = text(raw.SubTitle);
  const body = text(raw.Body);
  const video = toVideoSource(raw.VideoUrl);
  if (!tagLine && !title && !subTitle && !body && !video) return null;
  const videoTitle = text(raw.VideoTitle);
  const action = toAction(raw.ButtonText1, raw.Button1Link);
  const sources = fieldSources(raw, {
    tagLine: 'TagLine',
    title: 'Title',
    subTitle: 'SubTitle',
    body: 'Body',
    videoTitle: 'VideoTitle',
  });
  return {
    tagLine,
    title,
    subTitle,
    body,
    videoTitle: videoTitle ?? title ?? 'Video',
    video,
    image: toMedia(raw.Image),
    action: action && { ...action, src: fieldSources(raw, { text: 'ButtonText1' }) },
    // A video named by its fallback (the title again, or "Video") shows no VideoTitle to edit.
    src: sources && { ...sources, videoTitle: videoTitle ? sources.videoTitle : undefined },
  };
}
