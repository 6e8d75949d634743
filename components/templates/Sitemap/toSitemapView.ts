import type { SitemapPageQuery } from '@/graphql/generated/graphql';
import { toSeo, type SeoView } from '@/components/ui/Seo';
import { compact, text } from '@/lib/content/values';

export interface SitemapView {
  title: string;
  intro: string | null;
  seo: SeoView;
  groups: { title: string; pages: { title: string; url: string; description: string | null }[] }[];
}

export function toSitemapView(data: SitemapPageQuery): SitemapView | null {
  const page = data.sitemapPages[0];
  if (!page) return null;
  const links = (items: typeof page.CorePages) =>
    compact(items).flatMap((item) => {
      const title = text(item.Title);
      const url = text(item.URL);
      return title && url ? [{ title, url, description: text(item.Description) }] : [];
    });
  return {
    title: page.Title,
    intro: text(page.IntroText),
    seo: toSeo(page.SeoDetails, { title: page.Title, description: page.IntroText }),
    groups: [
      { title: 'Main sections', pages: links(page.CorePages) },
      { title: 'More pages', pages: links(page.InteriorPages) },
    ].filter((group) => group.pages.length > 0),
  };
}
