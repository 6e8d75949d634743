import type { SitemapPageQuery } from '@/graphql/generated/graphql';

/**
 * The CMS's answer to SitemapPage: the site-map page (or none) and the brand's lists, empty unless
 * given. Apart from fixtures.ts (which loads msw) so component tests can use it too.
 */
export const sitemapAnswer = (
  sitemapPages: SitemapPageQuery['sitemapPages'],
  lists: Partial<Omit<SitemapPageQuery, 'sitemapPages'>> = {},
): SitemapPageQuery => ({
  sitemapPages,
  destinations: [],
  experiences: [],
  travelGuides: [],
  productsV2: [],
  products: [],
  ...lists,
});
