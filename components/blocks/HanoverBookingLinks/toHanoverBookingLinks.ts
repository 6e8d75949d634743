import { isExternalHref, safeHref } from '@/lib/url';
import type { BlockContext } from '../types';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** The page's booking links' anchor: the price section's call to action scrolls here. */
export const BOOKING_SECTION_ID = 'book';

export type RawHanoverBookingLinks = ReadonlyArray<{ name: string; url: string } | null> | null | undefined;

export interface BookingLinkView {
  key: string;
  name: string;
  href: string;
  /** Another site (the booking system): the link gets rel="noopener noreferrer". */
  external: boolean;
  /** Draft mode: where the name is edited. */
  src?: FieldSources<'name'>;
}

export interface HanoverBookingLinksView {
  /** The site's own heading ("Book your place"), not a CMS text. */
  title: string;
  links: BookingLinkView[];
}

/** A product's booking links (docs/content-rules.md §3 "Product": HanoverBookingLinks); only named, safe links; none → not shown. */
export function toHanoverBookingLinks(
  raw: RawHanoverBookingLinks,
  _context: BlockContext,
): HanoverBookingLinksView | null {
  const links = (raw ?? []).flatMap((link, index) => {
    const name = link?.name?.trim();
    const href = safeHref(link?.url);
    return name && href
      ? [
          {
            key: `${index}-${href}`,
            name,
            href,
            external: isExternalHref(href),
            src: fieldSources(link, { name: 'name' }),
          },
        ]
      : [];
  });
  return links.length ? { title: 'Book your place', links } : null;
}
