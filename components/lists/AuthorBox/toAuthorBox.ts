import type { AuthorFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { text } from '@/lib/content/values';

/** A post's author (docs/content-rules.md §3 "Author"). */
export interface AuthorBoxView {
  name: string;
  tagLine: string | null;
  /** Markdown. */
  information: string | null;
  /** ProfilePhoto, else BlogPhoto. */
  photo: Media | null;
}

/** Null without an author (or a name to show). */
export function toAuthorBox(raw: AuthorFragment | null | undefined): AuthorBoxView | null {
  const name = text(raw?.FullName) ?? text(raw?.FirstName);
  if (!raw || !name) return null;
  return {
    name,
    tagLine: text(raw.TagLine),
    information: text(raw.Information),
    photo: toMedia(raw.ProfilePhoto) ?? toMedia(raw.BlogPhoto),
  };
}
