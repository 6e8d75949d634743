import type { CostSectionFragment } from '@/graphql/generated/graphql';
import { toLink, type LinkItem } from '@/lib/brand/site-settings';
import { sortByRank } from '@/lib/content/sort';
import { safeHref } from '@/lib/url';
import type { BlockContext } from '../types';
import { formatMoney } from './money';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface PaymentStageView {
  key: string;
  text: string;
  /** More about the stage, in a tooltip. */
  tooltip: string | null;
  /** Formatted in PriceLocale and Currency. */
  price: string;
  /** Draft mode: where the text is edited (the tooltip opens on hover only, the price is formatted: not marked). */
  src?: FieldSources<'text'>;
}

export interface CostItemView {
  key: string;
  text: string;
  /** Draft mode: where the text is edited. */
  src?: FieldSources<'text'>;
}

export interface CostSectionView {
  title: string | null;
  stages: PaymentStageView[];
  total: string | null;
  button: LinkItem | null;
  inclusions: CostItemView[];
  exclusions: CostItemView[];
  /** Draft mode: where the title is edited. */
  src?: FieldSources<'title'>;
}

const items = (list: CostSectionFragment['Inclusions']): CostItemView[] =>
  sortByRank(compact(list), 'Rank').flatMap((item) => {
    const value = text(item.Text);
    return value ? [{ key: item.id, text: value, src: fieldSources(item, { text: 'Text' }) }] : [];
  });

/**
 * What a programme costs (docs/content-rules.md §3 "Product v2": cost section): the payment stages and total,
 * formatted in the section's locale and currency, and what is and is not included.
 * Prices are whole (£1,200) unless one of them has pence, then all show two decimals, so the
 * column lines up.
 */
export function toCostSection(raw: CostSectionFragment, _context: BlockContext): CostSectionView | null {
  const rawStages = compact(raw.PaymentStages).filter((stage) => text(stage.Text) && Number.isFinite(stage.Price));
  const amounts = [...rawStages.map((stage) => stage.Price), ...(raw.TotalPrice != null ? [raw.TotalPrice] : [])];
  const options = {
    locale: raw.PriceLocale,
    currency: raw.Currency,
    trimWholeAmounts: amounts.every(Number.isInteger),
  };
  const stages = rawStages.flatMap((stage) => {
    const price = formatMoney(stage.Price, options);
    return price
      ? [
          {
            key: stage.id,
            text: stage.Text.trim(),
            tooltip: text(stage.TooltipText),
            price,
            src: fieldSources(stage, { text: 'Text' }),
          },
        ]
      : [];
  });
  const button = toLink(raw.Button);
  const view: CostSectionView = {
    title: text(raw.Title),
    stages,
    total: formatMoney(raw.TotalPrice, options),
    button: button && safeHref(button.url) ? button : null,
    inclusions: items(raw.Inclusions),
    exclusions: items(raw.Exclusions),
    src: fieldSources(raw, { title: 'Title' }),
  };
  return view.stages.length || view.total || view.inclusions.length || view.exclusions.length ? view : null;
}
