import type { LogoSliderFragment } from '@/graphql/generated/graphql';
import { sortByRank } from '@/lib/content/sort';
import { toMedia, type Media } from '@/lib/media';
import { safeHref } from '@/lib/url';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface PartnerLogoView {
  key: string;
  /** The partner's name: the logo's alternative text and the link's accessible name. */
  name: string;
  /** Only a safe URL; null → the logo is not linked. */
  href: string | null;
  /** Without an image the name is shown as text. */
  image: Media | null;
  /** Draft mode: where the name is edited (none when it is the image's alternative text). */
  src?: FieldSources<'name'>;
}

export interface LogoSliderView {
  title: string | null;
  /** Ascending rank (docs/content-rules.md §9 "logo slides by rank ascending"). */
  logos: PartnerLogoView[];
  /** Draft mode: where the title is edited. */
  src?: FieldSources<'title'>;
}

/** A destination's partners slider; no partners → not shown. */
export function toLogoSlider(raw: LogoSliderFragment): LogoSliderView | null {
  const logos = sortByRank(compact(raw.Logos)).flatMap((logo) => {
    const name = logo.Name?.trim() ?? '';
    const image = toMedia(logo.Image);
    if (!name && !image) return [];
    return [
      {
        key: logo.id,
        name: name || image?.alt || '',
        href: safeHref(logo.URL),
        image,
        src: name ? fieldSources(logo, { name: 'Name' }) : undefined,
      },
    ];
  });
  if (logos.length === 0) return null;
  return { title: text(raw.Title), logos, src: fieldSources(raw, { title: 'Title' }) };
}
