import type { InfoBannerFragment } from '@/graphql/generated/graphql';
import type { LinkItem } from '@/lib/brand/site-settings';
import { toMedia, type Media } from '@/lib/media';
import { text } from '@/lib/content/values';
import { toAction } from '@/lib/url';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** A highlighted message with an optional image and button (docs/content-rules.md §3, Product's info banners). */
export interface InfoBannerView {
  title: string | null;
  /** Plain text; line breaks typed in the CMS are kept. */
  body: string | null;
  image: Media | null;
  action: LinkItem | null;
  /** Draft mode: where each text is edited (the image marks itself: Media.src). */
  src?: FieldSources<'title' | 'body'>;
}

/** Null when the banner has no message (neither title nor body). */
export function toInfoBanner(raw: InfoBannerFragment): InfoBannerView | null {
  const title = text(raw.Title);
  const body = text(raw.Body);
  if (!title && !body) return null;
  const action = toAction(raw.ButtonText, raw.ButtonLink);
  return {
    title,
    body,
    image: toMedia(raw.Image),
    action: action && { ...action, src: fieldSources(raw, { text: 'ButtonText' }) },
    src: fieldSources(raw, { title: 'Title', body: 'Body' }),
  };
}
