import type { NewsItemFragment } from '@/graphql/generated/graphql';
import type { LinkItem } from '@/lib/brand/site-settings';
import { toMedia, type Media } from '@/lib/media';
import { safeHref } from '@/lib/url';
import { toTags, type TagView } from '../TagChips/toTags';
import { compact, text } from '@/lib/content/values';

/** A news item (docs/content-rules.md §3 "News item"). */
export interface NewsView {
  key: string;
  title: string;
  /** Markdown. */
  body: string | null;
  tags: TagView[];
  /** buttonText (default "Read more") to `link`, only when the link is safe. */
  button: LinkItem | null;
  image: Media | null;
  /** The experiences it is about (for a label, or a caller's filter). */
  experiences: { name: string; slug: string }[];
}

export function toNewsItem(raw: NewsItemFragment | null | undefined): NewsView | null {
  const title = text(raw?.title);
  if (!raw || !title) return null;
  const url = safeHref(raw.link);
  return {
    key: raw.documentId,
    title,
    body: text(raw.body),
    tags: toTags(raw.socialmediaTags),
    button: url ? { text: text(raw.buttonText) ?? 'Read more', url } : null,
    image: toMedia(raw.image),
    experiences: compact(raw.experiences).flatMap((experience) => {
      const name = text(experience.Name);
      return name ? [{ name, slug: experience.Slug }] : [];
    }),
  };
}

/** News items in the order given (the query's). */
export const toNews = (raw: readonly (NewsItemFragment | null | undefined)[] | null | undefined): NewsView[] =>
  (raw ?? []).flatMap((item) => toNewsItem(item) ?? []);
