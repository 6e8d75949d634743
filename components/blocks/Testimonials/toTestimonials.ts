import type { TestimonialsFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export const MAX_RATING = 5;

export interface TestimonialView {
  id: string;
  quote: string;
  name: string | null;
  role: string | null;
  /** Between 0.5 and 5 in steps of 0.5; null when not rated. */
  rating: number | null;
  photo: Media | null;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'quote' | 'name' | 'role'>;
}

/** What participants say (docs/content-rules.md §3: Product v2 and Travel guide testimonials). */
export interface TestimonialsView {
  title: string | null;
  items: TestimonialView[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title'>;
}

/** A rating rounded to half stars and kept within 0.5–5; nothing (null) for a missing, zero or nonsense value. */
export function toRating(value: number | null | undefined): number | null {
  if (value == null || !Number.isFinite(value) || value <= 0) return null;
  return Math.min(MAX_RATING, Math.max(0.5, Math.round(value * 2) / 2));
}

/** Items without a quote are dropped; null when none is left. */
export function toTestimonials(raw: TestimonialsFragment): TestimonialsView | null {
  const items = compact(raw.Items).flatMap((item, index) => {
    const quote = text(item.Quote);
    return quote
      ? [
          {
            id: item.id || String(index),
            quote,
            name: text(item.Name),
            role: text(item.Role),
            rating: toRating(item.Rating),
            photo: toMedia(item.Photo),
            src: fieldSources(item, { quote: 'Quote', name: 'Name', role: 'Role' }),
          },
        ]
      : [];
  });
  return items.length > 0 ? { title: text(raw.Title), items, src: fieldSources(raw, { title: 'Title' }) } : null;
}
