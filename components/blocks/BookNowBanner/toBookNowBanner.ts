import type { BookNowBannerFragment } from '@/graphql/generated/graphql';
import { safeHref } from '@/lib/url';
import type { BlockContext } from '../types';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface BookNowBannerView {
  text: string | null;
  buttonText: string;
  href: string;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'text' | 'buttonText'>;
}

/** The floating "book now" bar of a product page; without a button text and a safe link → not shown. */
export function toBookNowBanner(raw: BookNowBannerFragment, _context: BlockContext): BookNowBannerView | null {
  const buttonText = text(raw.ButtonText);
  const href = safeHref(raw.ButtonLink);
  if (!buttonText || !href) return null;
  return {
    text: text(raw.Text),
    buttonText,
    href,
    src: fieldSources(raw, { text: 'Text', buttonText: 'ButtonText' }),
  };
}
