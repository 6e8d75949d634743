import type { TravelEssentialFragment } from '@/graphql/generated/graphql';
import type { LinkItem } from '@/lib/brand/site-settings';
import { sortByRank } from '@/lib/content/sort';
import { toMedia, type Media } from '@/lib/media';
import type { TagView } from '../TagChips/toTags';
import { compact, text } from '@/lib/content/values';
import { toLinkAction } from '@/lib/url';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** A travel essential (docs/content-rules.md §3 "Travel essential"). */
export interface TravelEssentialView {
  key: string;
  title: string;
  /** Markdown. */
  body: string | null;
  image: Media | null;
  /** Only with a safe URL. */
  cta: LinkItem | null;
  rank: number | null;
  /** Its categories: label is the category Name. */
  categories: TagView[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'body'>;
}

export function toTravelEssential(raw: TravelEssentialFragment | null | undefined): TravelEssentialView | null {
  const title = text(raw?.Title);
  if (!raw || !title) return null;
  const seen = new Set<string>();
  const cta = toLinkAction(raw.CTA);
  return {
    key: raw.documentId,
    title,
    body: text(raw.Body),
    image: toMedia(raw.Image),
    cta,
    rank: raw.Rank ?? null,
    categories: compact(raw.categories).flatMap((category) => {
      const slug = text(category.Slug);
      const label = text(category.Name);
      if (!slug || !label || seen.has(slug)) return [];
      seen.add(slug);
      return [{ slug, label, src: fieldSources(category, { label: 'Name' }) }];
    }),
    src: fieldSources(raw, { title: 'Title', body: 'Body' }),
  };
}

/** Essentials in ascending Rank (docs/content-rules.md §9); those without a Rank come last, in the order given. */
export function toTravelEssentials(
  raw: readonly (TravelEssentialFragment | null | undefined)[] | null | undefined,
): TravelEssentialView[] {
  return sortByRank(compact(raw ?? []), 'Rank').flatMap((item) => toTravelEssential(item) ?? []);
}

/** The categories of a list of essentials, in order of first appearance (for a category menu). */
export function essentialCategories(essentials: TravelEssentialView[]): TagView[] {
  const seen = new Map<string, TagView>();
  for (const essential of essentials)
    for (const category of essential.categories) if (!seen.has(category.slug)) seen.set(category.slug, category);
  return [...seen.values()];
}
