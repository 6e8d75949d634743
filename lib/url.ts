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
