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

/** A heading as compared with another: case and spacing do not count. */
const same = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** A static page (v2): its hero, then its sections and banners in ascending rank. */
export function toStaticPageView(data: StaticPageV2Query, context: BlockContext): StaticPageView | null {
  const raw = data.staticPagesV2[0];
  if (!raw) return null;
  const hero = toHero(raw.Hero);
  // A section titled as the page itself would read as the same heading twice ("Cookies" over
  // "Cookies"): its own title is left out, its content stays under the page's.
  const heading = same(hero?.title ?? raw.Title);
  const sections = (raw.Sections ?? []).map((block) =>
    block && 'Title' in block && typeof block.Title === 'string' && same(block.Title) === heading
      ? { ...block, Title: null }
      : block,
  );
  return {
    pageName: raw.PageName,
    seo: toSeo(raw.SeoDetails, { title: raw.Title, description: hero?.introText }),
    title: raw.Title,
    hero,
    blocks: prepareBlocks([...sections, raw.OfferBanner, raw.InfoBanner], context, `static page "${raw.PageName}"`),
    src: fieldSources(raw, { title: 'Title' }),
  };
}
