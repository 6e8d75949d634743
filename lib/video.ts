/**
 * Which video a CMS address names, read strictly: a YouTube or Vimeo video (played in the page from
 * the provider's privacy-enhanced player, once the visitor asks for it), or nothing.
 *
 * Only exact hosts count (`youtube.com.evil.example`, `evil.example/youtube.com` and
 * `youtube.com@evil.example` are not YouTube), over http(s), on the default port, with no user
 * name; a YouTube id is 11 characters of `[A-Za-z0-9_-]`, a Vimeo id is digits. Everything else
 * (a channel page, a playlist, a search, another site, `javascript:`, `data:`) is not a video.
 */

export type VideoProvider = 'YouTube' | 'Vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  /** The provider's id of the video. */
  id: string;
  /**
   * The player, loaded only when the visitor presses play (hence autoplay): YouTube's no-cookie
   * domain; Vimeo with "do not track".
   */
  embedUrl: string;
}

/** The player origins the site frames (the Content-Security-Policy's frame-src must allow them). */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE = 'youtu.be';
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER = 'player.vimeo.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;
/** The key of an unlisted Vimeo video ("vimeo.com/123/abc123", "?h=abc123"), without which it does not play. */
const VIMEO_HASH = /^[0-9a-f]{6,32}$/i;

/** A parsed http(s) URL with a plain host, or null (relative, other scheme, credentials, a port). */
function absoluteUrl(value: string | null | undefined): URL | null {
  const trimmed = value?.trim();
  // Browsers drop tabs and newlines inside a URL ("java\tscript:"); an address with them is not plain.
  if (!trimmed || /[\u0000-\u001F\u007F\s]/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  return url;
}

/** The path's segments, without empty ones ("/shorts/abc/" → ["shorts", "abc"]). */
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

function youtubeId(url: URL): string | null {
  const path = segments(url);
  if (url.hostname === YOUTU_BE) return path.length === 1 ? path[0] : null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (path.length === 1 && path[0] === 'watch') return url.searchParams.get('v');
  if (path.length === 2 && ['shorts', 'embed', 'live', 'v'].includes(path[0])) return path[1];
  return null;
}

function vimeoEmbed(url: URL): { id: string; hash: string | null } | null {
  const path = segments(url);
  if (url.hostname === VIMEO_PLAYER) {
    return path.length === 2 && path[0] === 'video' ? { id: path[1], hash: url.searchParams.get('h') } : null;
  }
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123
  if (path.length === 1 || path.length === 2) {
    return VIMEO_ID.test(path[0]) ? { id: path[0], hash: path[1] ?? url.searchParams.get('h') } : null;
  }
  if (path.length === 3 && path[0] === 'channels') return { id: path[2], hash: null };
  if (path.length === 4 && path[0] === 'groups' && path[2] === 'videos') return { id: path[3], hash: null };
  return null;
}

/** The video a CMS address names, or null when it names none (see the module's comment). */
export function toVideoEmbed(value: string | null | undefined): VideoEmbed | null {
  const url = absoluteUrl(value);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube !== null) {
    return YOUTUBE_ID.test(youtube)
      ? {
          provider: 'YouTube',
          id: youtube,
          embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1`,
        }
      : null;
  }
  const vimeo = vimeoEmbed(url);
  if (!vimeo || !VIMEO_ID.test(vimeo.id)) return null;
  if (vimeo.hash !== null && !VIMEO_HASH.test(vimeo.hash)) return null;
  return {
    provider: 'Vimeo',
    id: vimeo.id,
    embedUrl: `https://player.vimeo.com/video/${vimeo.id}?${vimeo.hash ? `h=${vimeo.hash}&` : ''}autoplay=1&dnt=1`,
  };
}

/**
 * Where an outbound video link goes, to say so beside it: the host without "www."
 * ("youtube.com"), and the provider when it is one ("YouTube"). Null for an address that is not
 * absolute http(s) (a path of this site).
 */
export function videoLinkTarget(value: string): { host: string; provider: VideoProvider | null } | null {
  const url = absoluteUrl(value);
  if (!url) return null;
  const host = url.hostname.replace(/^www\./, '');
  const provider =
    YOUTUBE_HOSTS.has(url.hostname) || url.hostname === YOUTU_BE
      ? 'YouTube'
      : VIMEO_HOSTS.has(url.hostname) || url.hostname === VIMEO_PLAYER
        ? 'Vimeo'
        : null;
  return { host, provider };
}
