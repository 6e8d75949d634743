/**
 * The robots directive of a page search engines must not index (lib/seo/indexing says when). A
 * module of its own, without settings: components/ui/Seo renders it in every visitor's browser.
 */
export const NOINDEX = 'noindex, nofollow';
