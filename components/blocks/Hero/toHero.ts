import type { HeroFragment, ProductV2Query } from '@/graphql/generated/graphql';
import { toLink, type LinkItem } from '@/lib/brand/site-settings';
import { toMedia, type Media } from '@/lib/media';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

/** The banner at the top of a page (docs/content-rules.md §3 "Hero"). */
export interface HeroView {
  title: string;
  tagLine: string | null;
  introText: string | null;
  image: Media | null;
  primaryAction: LinkItem | null;
  secondaryAction: LinkItem | null;
  /** Text before the secondary action ("Not sure yet?"). */
  secondaryPrefix: string | null;
  tickerText: string | null;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'tagLine' | 'introText' | 'secondaryPrefix' | 'tickerText'>;
}

export function toHero(raw: HeroFragment | null | undefined): HeroView | null {
  const title = text(raw?.Title);
  if (!raw || !title) return null;
  return {
    title,
    tagLine: text(raw.TagLine),
    introText: text(raw.IntroText),
    image: toMedia(raw.BannerImage),
    primaryAction: toLink(raw.CallToAction),
    secondaryAction: toLink(raw.SecondaryAction),
    secondaryPrefix: text(raw.SecondaryActionPrefixText),
    tickerText: text(raw.TickerBanner),
    src: fieldSources(raw, {
      title: 'Title',
      tagLine: 'TagLine',
      introText: 'IntroText',
      secondaryPrefix: 'SecondaryActionPrefixText',
      tickerText: 'TickerBanner',
    }),
  };
}

type ProductHero = NonNullable<NonNullable<ProductV2Query['productsV2'][number]>['productHero']>;

/** A product (v2) hero: its heroTextSection with the background image (docs/content-rules.md §3 "Product v2"). */
export function toProductHero(raw: ProductHero | null | undefined): HeroView | null {
  const section = raw?.heroTextSection;
  if (!section || !text(section.Title)) return null;
  return {
    title: section.Title.trim(),
    tagLine: text(section.TagLine),
    introText: text(section.IntroText),
    image: toMedia(section.backgroundImage),
    primaryAction: toLink(section.CallToAction),
    secondaryAction: toLink(section.SecondaryAction),
    secondaryPrefix: null,
    tickerText: text(raw?.TickerBanner),
    src: {
      ...fieldSources(section, { title: 'Title', tagLine: 'TagLine', introText: 'IntroText' }),
      ...fieldSources(raw, { tickerText: 'TickerBanner' }),
    },
  };
}
