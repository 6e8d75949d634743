import type { AuthorFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** A post's author (docs/content-rules.md §3 "Author"). */
export interface AuthorBoxView {
  name: string;
  tagLine: string | null;
  /** Markdown. */
  information: string | null;
  /** ProfilePhoto, else BlogPhoto. */
  photo: Media | null;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'name' | 'tagLine' | 'information'>;
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
    src: fieldSources(raw, {
      name: text(raw.FullName) ? 'FullName' : 'FirstName',
      tagLine: 'TagLine',
      information: 'Information',
    }),
  };
}
