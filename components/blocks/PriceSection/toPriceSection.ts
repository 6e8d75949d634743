import type { PriceSectionFragment } from '@/graphql/generated/graphql';
import { toMedia, type Media } from '@/lib/media';
import { currencyCode, formatMoney } from '../CostSection/money';
import { BOOKING_SECTION_ID } from '../HanoverBookingLinks/toHanoverBookingLinks';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/**
 * Where the price call to action leads. The fragment has no link for it: it scrolls to the page's
 * booking links (HanoverBookingLinks renders its section with this id).
 */
export const BOOKING_ANCHOR = `#${BOOKING_SECTION_ID}`;

export interface PriceSectionView {
  title: string | null;
  subTitle: string | null;
  /** The headline price, formatted (en-GB, in Currency; no decimals when whole). */
  price: string | null;
  /** The same price as an amount and its ISO 4217 code, for search engines; null without both. */
  offer: { price: number; currency: string } | null;
  /** A line under the price ("per person, flights included"). */
  summaryLine: string | null;
  information: string | null;
  cta: { text: string; href: string } | null;
  /** Shown in a 3:4 box beside the text. */
  image: Media | null;
  /** Draft mode: where each text is edited (the price is formatted: edited in the CMS form). */
  src?: FieldSources<'title' | 'subTitle' | 'summaryLine' | 'information' | 'cta'>;
}

/** A product's headline price with its summary, details and call to action; nothing to say → not shown. */
export function toPriceSection(raw: PriceSectionFragment): PriceSectionView | null {
  const ctaText = text(raw.PriceCTAText);
  const currency = currencyCode(raw.Currency);
  const view: PriceSectionView = {
    title: text(raw.Title),
    subTitle: text(raw.SubTitle),
    price: formatMoney(raw.Price, { currency: raw.Currency }),
    offer:
      typeof raw.Price === 'number' && Number.isFinite(raw.Price) && currency ? { price: raw.Price, currency } : null,
    summaryLine: text(raw.SummaryLine),
    information: text(raw.Information),
    cta: ctaText ? { text: ctaText, href: BOOKING_ANCHOR } : null,
    image: toMedia(raw.VerticalImage),
    src: fieldSources(raw, {
      title: 'Title',
      subTitle: 'SubTitle',
      summaryLine: 'SummaryLine',
      information: 'Information',
      cta: 'PriceCTAText',
    }),
  };
  return view.title || view.price || view.information || view.summaryLine ? view : null;
}
