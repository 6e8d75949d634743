import type { OfferBannerFragment } from '@/graphql/generated/graphql';
import type { LinkItem } from '@/lib/brand/site-settings';
import { toMedia, type Media } from '@/lib/media';
import { text } from '@/lib/content/values';
import { safeHref, toAction } from '@/lib/url';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** A promotion panel (docs/content-rules.md §3 "Offer banner"). */
export interface OfferBannerView {
  title: string | null;
  subtitle: string | null;
  /** Plain text; line breaks typed in the CMS are kept. */
  introText: string | null;
  logo: Media | null;
  /** Where the logo links (a safe href), or null for a plain logo. */
  logoHref: string | null;
  background: Media | null;
  action: LinkItem | null;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'subtitle' | 'introText'>;
}

/** Null when the banner says nothing (no title, subtitle or intro) and offers nothing to click. */
export function toOfferBanner(raw: OfferBannerFragment): OfferBannerView | null {
  const title = text(raw.Title);
  const subtitle = text(raw.Subtitle);
  const introText = text(raw.IntroText);
  const action = toAction(raw.ButtonText, raw.ButtonLink);
  if (!title && !subtitle && !introText && !action) return null;
  const logo = toMedia(raw.PromotionLogo);
  return {
    title,
    subtitle,
    introText,
    logo,
    logoHref: logo ? safeHref(raw.LogoLink) : null,
    background: toMedia(raw.Background),
    action: action && { ...action, src: fieldSources(raw, { text: 'ButtonText' }) },
    src: fieldSources(raw, { title: 'Title', subtitle: 'Subtitle', introText: 'IntroText' }),
  };
}
