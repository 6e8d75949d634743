import type { Page } from 'playwright-core';
import { requestSite, siteUrl } from './browser';

/** What each brand's site answered for a path already checked (one request per path per run). */
const answered = new Map<string, Map<string, number>>();

/**
 * The links of a page to its own site that answer a redirect, as `path → status`. Every link the
 * site builds must already be the canonical address (docs/content-rules.md §2.8): a visitor's
 * click never costs a redirect. Files and endpoints (`/api/`, `/_next/`, `/uploads/`) are not pages.
 */
export async function redirectingLinks(page: Page, brandSlug: string): Promise<string[]> {
  const origin = new URL(siteUrl(brandSlug)).origin;
  const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => (link as HTMLAnchorElement).href));
  const paths = new Set(
    hrefs
      .filter((href) => href.startsWith(`${origin}/`))
      .map((href) => {
        const url = new URL(href);
        return url.pathname + url.search;
      })
      .filter((path) => !/^\/(api|_next|uploads)\//.test(path)),
  );
  const known = answered.get(brandSlug) ?? new Map<string, number>();
  answered.set(brandSlug, known);
  const redirects: string[] = [];
  for (const path of paths) {
    if (!known.has(path)) known.set(path, (await requestSite(brandSlug, path)).status);
    const status = known.get(path)!;
    if (status >= 300 && status < 400) redirects.push(`${path} → ${status}`);
  }
  return redirects;
}
