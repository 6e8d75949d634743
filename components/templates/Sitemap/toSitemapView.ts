import type { SitemapPageQuery } from '@/graphql/generated/graphql';
import { toSeo, type SeoView } from '@/components/ui/Seo';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';
import { isProductPage } from '@/lib/content/product';
import { pageHref, productHref } from '@/lib/links';
import type { ViewContext } from '../usePageView';

/** Each address once, the first item's name (a v2 product and a legacy one may share a link). */
function unique(links: SitemapLink[]): SitemapLink[] {
  const seen = new Set<string>();
  return links.filter((item) => !seen.has(item.url) && Boolean(seen.add(item.url)));
}

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

type SitemapLink = SitemapView['groups'][number]['pages'][number];

/**
 * The brand's own pages of some items, named by the item (another brand's product lives on that
 * brand's site, so it is not listed here). Draft mode: each name says where it is edited.
 */
function own<T extends { Name: string }>(items: readonly T[], href: (item: T) => string): SitemapLink[] {
  return items.flatMap((item) => {
    const title = text(item.Name);
    const url = href(item);
    return title && url.startsWith('/')
      ? [{ title, url, description: null, src: fieldSources(item, { title: 'Name' }) }]
      : [];
  });
}

/**
 * The site map: the editor's main sections, then every destination, experience, programme, travel
 * guide and info-hub guide of the brand (from the CMS, as the XML sitemap lists them, headed in the
 * brand's words), then the editor's other pages that are not already listed.
 */
export function toSitemapView(data: SitemapPageQuery, context: ViewContext): SitemapView | null {
  const page = data.sitemapPages[0];
  if (!page) return null;
  const { words } = context;
  const products = compact(data.productsV2).filter((product) => isProductPage(product));
  const productLink = (item: Parameters<typeof productHref>[0]) => productHref(item, context);
  const generated = [
    {
      title: words.destinations,
      pages: own(compact(data.destinations), (item) => pageHref('destination', item.Slug, null, context)),
    },
    {
      title: words.experiences,
      pages: own(compact(data.experiences), (item) => pageHref('experience', item.Slug, null, context)),
    },
    {
      title: words.programmes,
      pages: unique([
        ...own(
          products.filter((product) => !product.IsInfoHubPage),
          productLink,
        ),
        ...own(compact(data.products), productLink),
      ]),
    },
    {
      title: words.travelGuides,
      pages: own(compact(data.travelGuides), (item) => pageHref('travel-guide', item.Slug, null, context)),
    },
    {
      title: words.infoHub,
      pages: own(
        products.filter((product) => product.IsInfoHubPage),
        productLink,
      ),
    },
  ];
  // An editor's link to a page listed above is not repeated (with or without its final slash, in
  // any of the brand's countries).
  const key = (url: string) => {
    const path = url.trim().toLowerCase().replace(/\/+$/, '') || '/';
    const country = /^\/([a-z]{2})(?=\/)/.exec(path)?.[1];
    return country && context.brand.countries.includes(country) ? path.slice(3) : path;
  };
  const listed = new Set(generated.flatMap((group) => group.pages.map((item) => key(item.url))));
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
      ...generated,
      { title: 'More pages', pages: links(page.InteriorPages).filter((item) => !listed.has(key(item.url))) },
    ].filter((group) => group.pages.length > 0),
    src: fieldSources(page, { title: 'Title', intro: 'IntroText' }),
  };
}
