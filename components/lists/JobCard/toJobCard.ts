import type { JobFragment } from '@/graphql/generated/graphql';
import type { LinkItem } from '@/lib/brand/site-settings';
import { sortByRank } from '@/lib/content/sort';
import { toMedia, type Media } from '@/lib/media';
import { safeHref } from '@/lib/url';
import { contrastRatio } from '@/theme/contrast';
import { compact, countryCode, text } from '@/lib/content/values';
import { toLinkAction } from '@/lib/url';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** A sticker on a job ("Hiring now"): the CMS colour when it is a valid #RRGGBB, with readable text on it. */
export interface StickerView {
  text: string;
  /** #RRGGBB, or null for the theme's accent colour. */
  background: string | null;
  /** Black or white, whichever contrasts more with `background`; null with the theme's colour. */
  color: '#000000' | '#ffffff' | null;
  /** Draft mode: where the text is edited. */
  src?: FieldSources<'text'>;
}

/** A job (docs/content-rules.md §3 "Job"). */
export interface JobView {
  key: string;
  title: string;
  rank: number | null;
  image: Media | null;
  logo: Media | null;
  sticker: StickerView | null;
  /**
   * Location name, with a Google Maps link only when it is a safe https URL, and its country
   * (ISO 3166-1 alpha-2, upper case) when the CMS gives one.
   */
  location: {
    name: string;
    mapsHref: string | null;
    countryCode: string | null;
    /** Draft mode: where the name is edited. */
    src?: FieldSources<'name'>;
  } | null;
  /** When the job was published (for search engines); null in a draft never published. */
  datePosted: string | null;
  additionalInfo: string | null;
  pay: string | null;
  duration: string | null;
  /** Markdown. */
  benefits: string | null;
  /** Markdown. */
  description: string | null;
  /** Only buttons with a safe URL. */
  ctas: LinkItem[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'additionalInfo' | 'pay' | 'duration' | 'benefits' | 'description'>;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Black or white text for a background colour: the one with the higher WCAG contrast. */
export function textColourOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

function toSticker(raw: JobFragment['Sticker']): StickerView | null {
  const label = text(raw?.Text);
  if (!label) return null;
  const colour = raw?.Color?.trim() ?? '';
  const background = HEX.test(colour) ? colour.toLowerCase() : null;
  return {
    text: label,
    background,
    color: background ? textColourOn(background) : null,
    src: fieldSources(raw, { text: 'Text' }),
  };
}

/** Maps links open a map: https only (no http, no javascript:, no relative paths). */
function toMapsHref(value: string | null | undefined): string | null {
  const safe = safeHref(value);
  return safe && /^https:\/\/[^/\s]+/i.test(safe) ? safe : null;
}

export function toJobCard(raw: JobFragment | null | undefined): JobView | null {
  const title = text(raw?.Title);
  if (!raw || !title) return null;
  const locationName = text(raw.Location?.Name);
  return {
    key: raw.documentId,
    title,
    rank: raw.rank ?? null,
    image: toMedia(raw.Image),
    logo: toMedia(raw.Logo),
    sticker: toSticker(raw.Sticker),
    location: locationName
      ? {
          name: locationName,
          mapsHref: toMapsHref(raw.Location?.GoogleMapsLink),
          countryCode: countryCode(raw.Location?.CountryCode),
          src: fieldSources(raw.Location, { name: 'Name' }),
        }
      : null,
    datePosted: raw.publishedAt ?? null,
    additionalInfo: text(raw.AdditionalInfo),
    pay: text(raw.Pay),
    duration: text(raw.Duration),
    benefits: text(raw.Benefits),
    description: text(raw.Description),
    ctas: compact(raw.CTAButtons).flatMap((link) => {
      const action = toLinkAction(link);
      return action ? [action] : [];
    }),
    src: fieldSources(raw, {
      title: 'Title',
      additionalInfo: 'AdditionalInfo',
      pay: 'Pay',
      duration: 'Duration',
      benefits: 'Benefits',
      description: 'Description',
    }),
  };
}

/** Jobs in ascending rank (docs/content-rules.md §9); jobs without a rank come last, in the order given. */
export const toJobList = (raw: readonly (JobFragment | null | undefined)[] | null | undefined): JobView[] =>
  sortByRank(compact(raw ?? []), 'rank').flatMap((job) => toJobCard(job) ?? []);
