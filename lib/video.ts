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

/** YouTube's own hosts (youtube.com, www., m., the no-cookie domain) and its short-link host. */
const YOUTUBE_HOST = /^((www\.|m\.)?youtube|(www\.)?youtube-nocookie)\.com$/;
const YOUTU_BE = 'youtu.be';
const VIMEO_HOST = /^(www\.)?vimeo\.com$/;
const VIMEO_PLAYER = 'player.vimeo.com';

/** An 11-character YouTube id, alone in its path segment. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** YouTube's paths with the id in them: /shorts/{id}, /embed/{id}, /live/{id}, /v/{id}. */
const YOUTUBE_PATH = /^\/(shorts|embed|live|v)\/([A-Za-z0-9_-]{11})\/?$/;
/**
 * Vimeo's video pages: /{id}, /{id}/{key} (an unlisted video's key, without which it does not
 * play), /channels/{name}/{id}, /groups/{name}/videos/{id}; and the player's /video/{id}.
 */
const VIMEO_PATH = /^\/(?:channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?([0-9]{1,12})(?:\/([0-9a-f]{6,32}))?\/?$/i;
const VIMEO_PLAYER_PATH = /^\/video\/([0-9]{1,12})\/?$/;
const VIMEO_KEY = /^[0-9a-f]{6,32}$/i;

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
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.port) return null;
  return url;
}

const youtube = (id: string): VideoEmbed => ({
  provider: 'YouTube',
  id,
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
});

const vimeo = (id: string, key: string | null | undefined): VideoEmbed | null =>
  key && !VIMEO_KEY.test(key)
    ? null
    : {
        provider: 'Vimeo',
        id,
        embedUrl: `https://player.vimeo.com/video/${id}?${key ? `h=${key}&` : ''}autoplay=1&dnt=1`,
      };

/** The video a CMS address names, or null when it names none (see the module's comment). */
export function toVideoEmbed(value: string | null | undefined): VideoEmbed | null {
  const url = absoluteUrl(value);
  if (!url) return null;
  const { hostname: host, pathname: path, searchParams: query } = url;
  let match: RegExpMatchArray | null;
  if (host === YOUTU_BE) {
    const id = path.slice(1).replace(/\/$/, '');
    return YOUTUBE_ID.test(id) ? youtube(id) : null;
  }
  if (YOUTUBE_HOST.test(host)) {
    if (/^\/watch\/?$/.test(path)) {
      const id = query.get('v') ?? '';
      return YOUTUBE_ID.test(id) ? youtube(id) : null;
    }
    return (match = YOUTUBE_PATH.exec(path)) ? youtube(match[2]) : null;
  }
  if (VIMEO_HOST.test(host)) {
    return (match = VIMEO_PATH.exec(path)) ? vimeo(match[1], match[2] ?? query.get('h')) : null;
  }
  if (host === VIMEO_PLAYER) {
    return (match = VIMEO_PLAYER_PATH.exec(path)) ? vimeo(match[1], query.get('h')) : null;
  }
  return null;
}

/**
 * Where an outbound video link goes, to say so beside it: the host without "www."
 * ("youtube.com"), and the provider when it is one ("YouTube"). Null for an address that is not
 * absolute http(s) (a path of this site).
 */
export function videoLinkTarget(value: string): { host: string; provider: VideoProvider | null } | null {
  const url = absoluteUrl(value);
  if (!url) return null;
  const host = url.hostname;
  const provider =
    YOUTUBE_HOST.test(host) || host === YOUTU_BE
      ? 'YouTube'
      : VIMEO_HOST.test(host) || host === VIMEO_PLAYER
        ? 'Vimeo'
        : null;
  return { host: host.replace(/^www\./, ''), provider };
}
