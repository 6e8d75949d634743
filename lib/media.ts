import { text } from '@/lib/content/values';

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
 * Strapi's local upload provider gives paths (`/uploads/x.jpg`): they stay paths of the site's own
 * origin, which proxies them to the CMS (lib/cms/media-proxy), so no CMS host name reaches a page.
 * Other providers give absolute URLs, kept as they are.
 */
export function toMedia(raw: RawMedia | null | undefined): Media | null {
  if (!raw?.url) return null;
  const url = /^https?:\/\//i.test(raw.url) ? raw.url : `/${raw.url.replace(/^\/+/, '')}`;
  return {
    url,
    alt: raw.alternativeText?.trim() || '',
    width: raw.width ?? null,
    height: raw.height ?? null,
    caption: text(raw.caption),
  };
}
