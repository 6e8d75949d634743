import type { BlogPostCardFragment } from '@/graphql/generated/graphql';
import { pageHref, type LinkContext } from '@/lib/links';
import { toMedia, type Media } from '@/lib/media';
import { toDateView, type DateView } from '../shared';
import { toTags, type TagView } from '../TagChips/toTags';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** A blog or info post as a card (docs/content-rules.md §3 "Blog post"). */
export interface BlogCardView {
  key: string;
  title: string;
  subTitle: string | null;
  /** The post's page: /blog/{slug}/ or, for an info post, /infohub/articles/{slug}/. */
  href: string;
  /** datePublished; null when it is not a date. */
  date: DateView | null;
  /** Whole minutes, only when positive. */
  minsToRead: number | null;
  author: string | null;
  image: Media | null;
  tags: TagView[];
  /** Draft mode: where each text is edited (the author's name in the author's own document). */
  src?: FieldSources<'title' | 'subTitle' | 'minsToRead' | 'author'>;
}

/** Null when the post has no title or slug (nothing to show or link to). */
export function toBlogCard(raw: BlogPostCardFragment | null | undefined, context: LinkContext): BlogCardView | null {
  const title = text(raw?.Title);
  const slug = text(raw?.Slug);
  if (!raw || !title || !slug) return null;
  const minutes =
    typeof raw.MinsToRead === 'number' && Number.isFinite(raw.MinsToRead) ? Math.round(raw.MinsToRead) : 0;
  return {
    key: raw.documentId,
    title,
    subTitle: text(raw.SubTitle),
    href: pageHref(raw.IsInfoBlog ? 'info-blog' : 'blog-post', slug, null, context),
    date: toDateView(raw.datePublished),
    minsToRead: minutes > 0 ? minutes : null,
    author: text(raw.author?.FullName),
    image: toMedia(raw.Hero?.BannerImage),
    tags: toTags(raw.blog_types),
    src: {
      ...fieldSources(raw, { title: 'Title', subTitle: 'SubTitle', minsToRead: 'MinsToRead' }),
      ...fieldSources(raw.author, { author: 'FullName' }),
    },
  };
}

/** Cards for a list of posts, in the order given (the blog query sorts by datePublished, newest first). */
export const toBlogCards = (
  raw: readonly (BlogPostCardFragment | null | undefined)[] | null | undefined,
  context: LinkContext,
): BlogCardView[] => (raw ?? []).flatMap((post) => toBlogCard(post, context) ?? []);
