/** An image from the CMS, ready for next/image: an absolute URL and its alternative text. */
export interface Media {
  url: string;
  /** alternativeText; empty when the editor gave none (the image is then treated as decorative). */
  alt: string;
  width: number | null;
  height: number | null;
  caption: string | null;
}

export interface RawMedia {
  url: string;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * Strapi's local upload provider gives paths (`/uploads/x.jpg`); other providers give absolute URLs.
 * `mediaBaseUrl` is the CMS origin the site's server reaches (from the environment at request time).
 */
export function toMedia(raw: RawMedia | null | undefined, mediaBaseUrl: string): Media | null {
  if (!raw?.url) return null;
  const url = /^https?:\/\//i.test(raw.url) ? raw.url : `${mediaBaseUrl.replace(/\/+$/, '')}/${raw.url.replace(/^\/+/, '')}`;
  return {
    url,
    alt: raw.alternativeText?.trim() || '',
    width: raw.width ?? null,
    height: raw.height ?? null,
    caption: raw.caption?.trim() || null,
  };
}
