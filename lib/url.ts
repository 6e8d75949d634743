import type { LinkItem } from '@/lib/brand/site-settings';
import { text } from '@/lib/content/values';
import { fieldSources } from '@/lib/preview/content-source';

/**
 * Hrefs from the CMS are shown only when they are safe: relative paths, in-page anchors, http(s),
 * mailto and tel. Anything else (javascript:, data:, vbscript:, protocol-relative tricks) gives null,
 * and the text is rendered without a link.
 */
export function safeHref(href: string | null | undefined): string | null {
  const value = href?.trim();
  if (!value) return null;
  // Browsers ignore tabs and newlines inside schemes ("java\tscript:"); so must we.
  const compact = value.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (compact.startsWith('//')) return null;
  if (compact.startsWith('/') || compact.startsWith('#') || compact.startsWith('?')) return value;
  const scheme = compact.match(/^([a-z][a-z0-9+.-]*):/i)?.[1]?.toLowerCase();
  if (!scheme) return value; // a relative path such as "about-us/"
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? value : null;
}

/** True for links that leave the site (another origin), which open with rel="noopener noreferrer". */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href);
}

/**
 * A button from a CMS text and link. Null when either is missing, or when the link is unsafe
 * (javascript:, data: …): a button that goes nowhere is worse than no button.
 */
export function toAction(label: string | null | undefined, href: string | null | undefined): LinkItem | null {
  const name = text(label);
  const url = safeHref(href);
  return name && url ? { text: name, url } : null;
}

/**
 * A button from a CMS link component (its Text and URL), under the same rules as toAction; in
 * draft mode with where its text is edited.
 */
export function toLinkAction(link: { Text?: string | null; URL?: string | null } | null | undefined): LinkItem | null {
  const action = toAction(link?.Text, link?.URL);
  return action && { ...action, src: fieldSources(link, { text: 'Text' }) };
}

/** A site path (or an absolute URL) as an absolute URL on the canonical origin when there is one. */
export const absoluteUrl = (href: string, origin: string | null): string =>
  /^https?:\/\//i.test(href) || !origin ? href : origin + (href.startsWith('/') ? href : `/${href}`);
