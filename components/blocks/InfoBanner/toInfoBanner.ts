import type { InfoBannerFragment } from '@/graphql/generated/graphql';
import type { LinkItem } from '@/lib/brand/site-settings';
import { toMedia, type Media } from '@/lib/media';
import { text } from '@/lib/content/values';
import { toAction } from '@/lib/url';

/** A highlighted message with an optional image and button (docs/content-rules.md §3, Product's info banners). */
export interface InfoBannerView {
  title: string | null;
  /** Plain text; line breaks typed in the CMS are kept. */
  body: string | null;
  image: Media | null;
  action: LinkItem | null;
}

/** Null when the banner has no message (neither title nor body). */
export function toInfoBanner(raw: InfoBannerFragment): InfoBannerView | null {
  const title = text(raw.Title);
  const body = text(raw.Body);
  if (!title && !body) return null;
  return {
    title,
    body,
    image: toMedia(raw.Image),
    action: toAction(raw.ButtonText, raw.ButtonLink),
  };
}
