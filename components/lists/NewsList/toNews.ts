import type { NewsItemFragment } from '@/graphql/generated/graphql';
import type { LinkItem } from '@/lib/brand/site-settings';
import { toMedia, type Media } from '@/lib/media';
import { safeHref } from '@/lib/url';
import { toDateView, type DateView } from '../shared';
import { toTags, type TagView } from '../TagChips/toTags';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** A news item (docs/content-rules.md §3 "News item"). */
export interface NewsView {
  key: string;
  title: string;
  /** When it was published: news without a date reads as undated, whatever its age. */
  date: DateView | null;
  /** Markdown. */
  body: string | null;
  tags: TagView[];
  /** buttonText (default "Read more") to `link`, only when the link is safe. */
  button: LinkItem | null;
  image: Media | null;
  /** The experiences it is about (for a label, or a caller's filter); a name is edited in its experience. */
  experiences: { name: string; slug: string; src?: FieldSources<'name'> }[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'body'>;
}

export function toNewsItem(raw: NewsItemFragment | null | undefined): NewsView | null {
  const title = text(raw?.title);
  if (!raw || !title) return null;
  const url = safeHref(raw.link);
  const buttonText = text(raw.buttonText);
  return {
    key: raw.documentId,
    title,
    date: toDateView(raw.publishedAt),
    body: text(raw.body),
    tags: toTags(raw.socialmediaTags),
    button: url
      ? buttonText
        ? { text: buttonText, url, src: fieldSources(raw, { text: 'buttonText' }) }
        : { text: 'Read more', url }
      : null,
    image: toMedia(raw.image),
    experiences: compact(raw.experiences).flatMap((experience) => {
      const name = text(experience.Name);
      return name ? [{ name, slug: experience.Slug, src: fieldSources(experience, { name: 'Name' }) }] : [];
    }),
    src: fieldSources(raw, { title: 'title', body: 'body' }),
  };
}

/** News items in the order given (the query's). */
export const toNews = (raw: readonly (NewsItemFragment | null | undefined)[] | null | undefined): NewsView[] =>
  (raw ?? []).flatMap((item) => toNewsItem(item) ?? []);
