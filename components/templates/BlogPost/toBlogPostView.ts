import type { BlogPostQuery } from '@/graphql/generated/graphql';
import { prepareBlocks, type PreparedBlock } from '@/components/blocks/BlockList';
import { toMedia, type Media } from '@/lib/media';
import { destinationTile } from '@/components/blocks/tiles';
import type { TileView } from '@/components/ui/ContentTile';
import { toAuthorBox, type AuthorBoxView } from '@/components/lists/AuthorBox/toAuthorBox';
import { toBlogCards, type BlogCardView } from '@/components/lists/BlogCard/toBlogCard';
import { toTags, type TagView } from '@/components/lists/TagChips/toTags';
import type { Crumb } from '@/components/ui/PageHeader';
import { toSeo, type SeoView } from '@/components/ui/Seo';
import { formatDate } from '@/lib/content/dates';
import type { ViewContext } from '../usePageView';
import { listHref } from '@/lib/links';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface BlogPostView {
  seo: SeoView;
  crumbs: Crumb[];
  title: string;
  subTitle: string | null;
  tagLine: string | null;
  quote: string | null;
  datePublished: string;
  /** When the post last changed (the CMS's updatedAt), for search engines. */
  dateModified: string | null;
  dateLabel: string;
  minsToRead: number | null;
  /** The banner's image: the one part of the banner a post shows, with or without its other fields. */
  image: Media | null;
  tags: TagView[];
  sections: PreparedBlock[];
  infoBanner: PreparedBlock[];
  author: AuthorBoxView | null;
  linked: BlogCardView[];
  destination: TileView | null;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'subTitle' | 'tagLine' | 'quote' | 'minsToRead'>;
}

/** A blog post or an information-hub article. */
export function toBlogPostView(data: BlogPostQuery, context: ViewContext): BlogPostView | null {
  const raw = data.blogPosts[0];
  if (!raw) return null;
  const image = toMedia(raw.Hero?.BannerImage);
  const info = Boolean(raw.IsInfoBlog);
  return {
    seo: {
      ...toSeo(raw.SeoDetails, { title: raw.Title, description: raw.SubTitle, image }),
      type: 'article',
    },
    crumbs: info
      ? [
          { label: 'Home', href: '/' },
          { label: context.words.infoHub, href: listHref('infohub', context) },
        ]
      : [
          { label: 'Home', href: '/' },
          { label: context.words.blog, href: listHref('blog', context) },
        ],
    title: raw.Title,
    subTitle: text(raw.SubTitle),
    tagLine: text(raw.TagLine),
    quote: text(raw.Quote),
    datePublished: raw.datePublished,
    dateModified: raw.updatedAt ?? null,
    dateLabel: formatDate(raw.datePublished),
    minsToRead: raw.MinsToRead ?? null,
    image,
    tags: toTags(raw.blog_types),
    sections: prepareBlocks(raw.Section ?? [], context, `blog post "${raw.Slug}"`),
    infoBanner: prepareBlocks([raw.InfoBanner], context, `blog post "${raw.Slug}"`),
    author: toAuthorBox(raw.author),
    linked: toBlogCards(raw.LinkedBlogs, context),
    destination: raw.destination ? destinationTile(raw.destination, context) : null,
    src: fieldSources(raw, {
      title: 'Title',
      subTitle: 'SubTitle',
      tagLine: 'TagLine',
      quote: 'Quote',
      minsToRead: 'MinsToRead',
    }),
  };
}
