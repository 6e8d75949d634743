import type { StaticPageV2Query } from '@/graphql/generated/graphql';
import { prepareBlocks, type PreparedBlock } from '@/components/blocks/BlockList';
import type { BlockContext } from '@/components/blocks/types';
import { toHero, type HeroView } from '@/components/blocks/Hero/toHero';
import { toSeo, type SeoView } from '@/components/ui/Seo';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export type RawStaticPage = NonNullable<StaticPageV2Query['staticPagesV2'][number]>;

export interface StaticPageView {
  pageName: string;
  seo: SeoView;
  title: string;
  hero: HeroView | null;
  blocks: PreparedBlock[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title'>;
}

/** A static page (v2): its hero, then its sections and banners in ascending rank. */
export function toStaticPageView(data: StaticPageV2Query, context: BlockContext): StaticPageView | null {
  const raw = data.staticPagesV2[0];
  if (!raw) return null;
  const hero = toHero(raw.Hero);
  return {
    pageName: raw.PageName,
    seo: toSeo(raw.SeoDetails, { title: raw.Title, description: hero?.introText }),
    title: raw.Title,
    hero,
    blocks: prepareBlocks(
      [...(raw.Sections ?? []), raw.OfferBanner, raw.InfoBanner],
      context,
      `static page "${raw.PageName}"`,
    ),
    src: fieldSources(raw, { title: 'Title' }),
  };
}
