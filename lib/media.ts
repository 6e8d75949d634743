import { text } from '@/lib/content/values';
import { objectSource } from '@/lib/preview/content-source';

/** An image from the CMS, ready for CmsImage (next/image's srcset): its URL and its alternative text. */
export interface Media {
  url: string;
  /** alternativeText; empty when the editor gave none (the image is then treated as decorative). */
  alt: string;
  width: number | null;
  height: number | null;
  caption: string | null;
  /** In draft mode, the media field it fills, for the admin's click-to-edit (CmsImage marks it). */
  src?: string;
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
 * A provider storing elsewhere (S3, docs/deployment.md) gives absolute URLs: the server has already
 * turned those under the media store's `/uploads/` (CMS_MEDIA_URL) into the same site paths, before
 * the answer entered the Apollo cache the page carries (lib/cms/media-urls), so this mapper reads
 * no setting and maps alike on the server and in the browser. Any other absolute URL is kept as it
 * is (CmsImage then shows it without the optimiser).
 */
export function toMedia(raw: RawMedia | null | undefined): Media | null {
  if (!raw?.url) return null;
  const url = /^https?:\/\//i.test(raw.url) ? raw.url : `/${raw.url.replace(/^\/+/, '')}`;
  const src = objectSource(raw);
  return {
    url,
    alt: raw.alternativeText?.trim() || '',
    width: raw.width ?? null,
    height: raw.height ?? null,
    caption: text(raw.caption),
    ...(src ? { src } : {}),
  };
}
