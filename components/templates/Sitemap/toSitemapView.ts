import type { SitemapPageQuery } from '@/graphql/generated/graphql';

export interface SitemapView {
  title: string;
  intro: string | null;
  seoTitle: string;
  seoDescription: string | null;
  groups: { title: string; pages: { title: string; url: string; description: string | null }[] }[];
}

export function toSitemapView(data: SitemapPageQuery): SitemapView | null {
  const page = data.sitemapPages[0];
  if (!page) return null;
  const links = (items: typeof page.CorePages) =>
    (items ?? []).flatMap((item) =>
      item?.Title && item.URL
        ? [{ title: item.Title, url: item.URL, description: item.Description?.trim() || null }]
        : [],
    );
  return {
    title: page.Title,
    intro: page.IntroText?.trim() || null,
    seoTitle: page.SeoDetails?.Title || page.Title,
    seoDescription: page.SeoDetails?.Description ?? page.IntroText ?? null,
    groups: [
      { title: 'Main sections', pages: links(page.CorePages) },
      { title: 'More pages', pages: links(page.InteriorPages) },
    ].filter((group) => group.pages.length > 0),
  };
}
