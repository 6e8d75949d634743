import type { CSSObject, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { formatDate } from '@/lib/content/dates';

/**
 * A list item's title level: by default where the list is placed (components/ui/heading-level),
 * h3 under a section's h2, h2 when nothing titles the list but the page's h1.
 */
export type { HeadingTag as HeadingLevel } from '@/components/ui/heading-level';

/** A date as shown (docs/content-rules.md §9 "Mon D YYYY" in UTC) and as machine-readable `<time dateTime>`. */
export interface DateView {
  /** The CMS value, a valid `<time dateTime>`. */
  iso: string;
  /** `Mar 5 2026`. */
  label: string;
  /** Parts of the label, for a calendar badge: `Mar`, `5`, `2026`. */
  month: string;
  day: string;
  year: string;
}

/** Null when the value is not an ISO 8601 date (formatDate's rules): no "Invalid Date" on the page. */
export function toDateView(iso: string | null | undefined): DateView | null {
  const value = iso?.trim();
  const label = value ? formatDate(value) : '';
  if (!value || !label) return null;
  const [month, day, year] = label.split(' ');
  return { iso: value, label, month, day, year };
}

/** A list without bullets or indentation (the grid lays items out). */
export const plainListSx = { listStyle: 'none', p: 0, m: 0 } as const;

/** Class of the one link stretched over a whole card (its `::after` covers the card). */
export const STRETCHED_LINK = 'card-stretched-link';

/*
 * The cards' looks, for a card's one styled() root (static styles: every card of a kind shares one
 * class, its parts plain elements with class names). What MUI's outlined Card and sx drew.
 */

/**
 * The look of every card in these lists, consistent with ContentTile (rounded, outlined): MUI's
 * outlined Card (Paper: surface, text colour, the 1px divider border; Card: overflow hidden) with
 * the cards' shape (a flex column as tall as its grid cell, radius 3 units).
 */
export function cardStyles(theme: Theme): CSSObject {
  return {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    transition: theme.transitions.create('box-shadow'),
    border: `1px solid ${theme.palette.divider}`,
    position: 'relative',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    borderRadius: (theme.shape.borderRadius as number) * 3,
    overflow: 'hidden',
  };
}

/** A card's text under its image: a column of its parts `gap` spacing units apart, padded. */
export function cardBodyStyles(theme: Theme, gap: number): CSSObject {
  return {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(gap),
    padding: theme.spacing(2.5),
    flexGrow: 1,
    minWidth: 0,
  };
}

/** Hover and focus lift for cards that are one link (as ContentTile). */
export function linkedCardStyles(theme: Theme): CSSObject {
  return {
    transition: 'box-shadow 200ms, transform 200ms',
    '&:hover': { boxShadow: theme.shadows[6], transform: 'translateY(-2px)' },
    '&:focus-within': { boxShadow: theme.shadows[6] },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
  };
}

/**
 * The one link stretched over the card (`STRETCHED_LINK`): the title's colour, no underline, its
 * hit area the card; focus is shown on the card instead, the site's focus ring (docs/content-rules.md
 * §9: 3px #0066cc, offset 2px) around the whole card when the link has keyboard focus.
 */
export function stretchedLinkStyles(theme: Theme): CSSObject {
  return {
    [`& .${STRETCHED_LINK}`]: {
      color: 'inherit',
      textDecoration: 'none',
      '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
      '&:focus-visible': { outline: 'none' },
    },
    [`&:has(.${STRETCHED_LINK}:focus-visible)`]: {
      outline: `${theme.tokens.focusOutline.width}px solid ${theme.tokens.focusOutline.colour}`,
      outlineOffset: `${theme.tokens.focusOutline.offset}px`,
    },
  };
}

/** Controls inside a stretched-link card (tag links) sit above the stretched link to stay clickable. */
export const aboveStretched = { position: 'relative', zIndex: 1 } as const;

/** Text (Typography's look as MUI drew it: no margin, a theme text style), for a card's parts. */
export function text(
  theme: Theme,
  variant: 'h4' | 'h5' | 'h6' | 'body1' | 'body2' | 'overline' | 'caption' | 'button',
): CSSObject {
  return { margin: 0, ...(theme.typography[variant] as CSSObject) };
}

export { Heading } from '@/components/ui/heading-level';

/** Hidden on screen, read by screen readers (components/ui/visually-hidden), for a part's class. */
export const visuallyHiddenStyles: CSSObject = { ...visuallyHidden };

/**
 * The instant of a date or date-time the rules of `formatDate` accept, for ordering and comparing;
 * null otherwise. A date-time without an offset is read as UTC (as formatDate does), never in the
 * machine's time zone, so server and browser agree.
 */
export function toTimestamp(iso: string | null | undefined): number | null {
  const value = iso?.trim();
  if (!value || !formatDate(value)) return null;
  const normalised = value
    .toUpperCase()
    .replace(' ', 'T')
    .replace(/([.,])(\d{1,3})\d*/, '.$2')
    .replace(
      /(T[\d:.]+)(?:([+-])(\d{2}):?(\d{2})?)?$/,
      (_, time: string, sign?: string, hours?: string, minutes?: string) =>
        sign ? `${time}${sign}${hours}:${minutes ?? '00'}` : `${time}Z`,
    );
  const time = Date.parse(normalised);
  return Number.isNaN(time) ? null : time;
}
