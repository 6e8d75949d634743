import type { LinkItem } from '@/lib/brand/site-settings';
import { safeHref } from '@/lib/url';

/**
 * Small field helpers shared by the banner-like blocks (InfoBanner, OfferBanner, VideoDisplay,
 * ContactUs and the list blocks). Kept here, next to the blocks that use them.
 */

/** A plain CMS text, trimmed; null when empty. */
export const cmsText = (value: string | null | undefined): string | null => value?.trim() || null;

/** A link target from the CMS when it is safe (relative, http(s), mailto, tel); null otherwise. */
export const cmsHref = (value: string | null | undefined): string | null => safeHref(value);

/**
 * A button from a text field and a link field. Null when either is missing, or when the link is
 * unsafe (javascript:, data: …): a button that goes nowhere is worse than no button.
 */
export function toAction(label: string | null | undefined, href: string | null | undefined): LinkItem | null {
  const text = cmsText(label);
  const url = cmsHref(href);
  return text && url ? { text, url } : null;
}

/** Drops the null entries a CMS repeatable component list may hold. */
export const compact = <T>(items: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => item != null);
