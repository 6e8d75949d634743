import { formatTag } from '@/lib/content/text';
import type { FieldSources } from '@/lib/preview/content-source';

/** A tag or category shown as a chip: `label` is what visitors read, `slug` what links use. */
export interface TagView {
  slug: string;
  label: string;
  /** Draft mode: where the label is edited, when it is a CMS text as it is (a category's Name; not a hashtag). */
  src?: FieldSources<'label'>;
}

/** A blog type ({ Name, Slug }) or a news social-media tag ({ slug }). */
export type RawTag = { slug?: string | null; Slug?: string | null; Name?: string | null } | null | undefined;

/**
 * Tags as hashtags (docs/content-rules.md §3 "Tag item": the slug with hyphens removed, upper-cased: `summer-camp`
 * → `#SUMMERCAMP`). Empty slugs are dropped, and so is a second tag reading the same.
 */
export function toTags(raw: readonly RawTag[] | null | undefined): TagView[] {
  const seen = new Set<string>();
  return (raw ?? []).flatMap((tag) => {
    const slug = (tag?.slug ?? tag?.Slug ?? '').trim();
    const label = formatTag(slug);
    if (!label || seen.has(label)) return [];
    seen.add(label);
    return [{ slug, label }];
  });
}
