import type { SitemapPageQuery } from '@/graphql/generated/graphql';
import { toSeo, type SeoView } from '@/components/ui/Seo';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface SitemapView {
  title: string;
  intro: string | null;
  seo: SeoView;
  groups: {
    title: string;
    pages: {
      title: string;
      url: string;
      description: string | null;
      /** Draft mode: where each text is edited. */
      src?: FieldSources<'title' | 'description'>;
    }[];
  }[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'intro'>;
}

export function toSitemapView(data: SitemapPageQuery): SitemapView | null {
  const page = data.sitemapPages[0];
  if (!page) return null;
  const links = (items: typeof page.CorePages) =>
    compact(items).flatMap((item) => {
      const title = text(item.Title);
      const url = text(item.URL);
      return title && url
        ? [
            {
              title,
              url,
              description: text(item.Description),
              src: fieldSources(item, { title: 'Title', description: 'Description' }),
            },
          ]
        : [];
    });
  return {
    title: page.Title,
    intro: text(page.IntroText),
    seo: toSeo(page.SeoDetails, { title: page.Title, description: page.IntroText }),
    groups: [
      { title: 'Main sections', pages: links(page.CorePages) },
      { title: 'More pages', pages: links(page.InteriorPages) },
    ].filter((group) => group.pages.length > 0),
    src: fieldSources(page, { title: 'Title', intro: 'IntroText' }),
  };
}
