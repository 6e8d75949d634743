import type { ProductQuery, ProductV2Query } from '@/graphql/generated/graphql';
import { prepareBlocks, type PreparedBlock } from '@/components/blocks/BlockList';
import { toBookNowBanner, type BookNowBannerView } from '@/components/blocks/BookNowBanner/toBookNowBanner';
import {
  toHanoverBookingLinks,
  type HanoverBookingLinksView,
} from '@/components/blocks/HanoverBookingLinks/toHanoverBookingLinks';
import { toHero, toProductHero, type HeroView } from '@/components/blocks/Hero/toHero';
import { toBlogCards, type BlogCardView } from '@/components/lists/BlogCard/toBlogCard';
import type { Crumb } from '@/components/ui/PageHeader';
import { toSeo, type SeoView } from '@/components/ui/Seo';
import { sortByRank } from '@/lib/content/sort';
import type { ViewContext } from '../usePageView';
import { listHref, pageHref } from '@/lib/links';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';
import type { InclusionLine } from './InclusionsSection';

export interface ProductView {
  seo: SeoView;
  name: string;
  crumbs: Crumb[];
  hero: HeroView | null;
  blocks: PreparedBlock[];
  inclusions: InclusionLine[];
  exclusions: InclusionLine[];
  stories: BlogCardView[];
  booking: HanoverBookingLinksView | null;
  bookNow: BookNowBannerView | null;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'name'>;
}

const lines = (
  items: readonly ({ Text?: string | null; Rank?: number | null } | null)[] | null | undefined,
): InclusionLine[] =>
  sortByRank(
    (items ?? []).filter((item): item is { Text: string; Rank: number | null } => Boolean(item?.Text?.trim())),
    'Rank',
  ).map((item) => ({ text: item.Text.trim(), src: fieldSources(item, { text: 'Text' }) }));

function crumbsFor(
  experience: { Name: string; Slug: string } | null | undefined,
  infoHub: boolean,
  context: ViewContext,
): Crumb[] {
  if (infoHub)
    return [
      { label: 'Home', href: '/' },
      { label: context.words.infoHub, href: listHref('infohub', context) },
    ];
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: context.words.experiences, href: listHref('experiences', context) },
  ];
  if (experience)
    crumbs.push({
      label: experience.Name,
      href: pageHref('experience', experience.Slug, null, context),
      src: fieldSources(experience, { name: 'Name' })?.name,
    });
  return crumbs;
}

/** A product (legacy layout): hero, its blocks in rank order, inclusions, stories, booking. */
export function toLegacyProductView(data: ProductQuery, context: ViewContext): ProductView | null {
  const raw = data.products[0];
  if (!raw) return null;
  const hero = toHero(raw.Hero);
  return {
    seo: toSeo(raw.SeoDetails, { title: raw.Name, description: hero?.introText, image: hero?.image }),
    name: raw.Name,
    crumbs: crumbsFor(raw.experience, false, context),
    hero,
    blocks: prepareBlocks(
      [
        raw.UspBlocks,
        raw.PriceSection,
        raw.CompatibilityCheck,
        raw.EligibilityCheck,
        raw.InfoBanner1,
        raw.InfoBanner2,
        raw.InfoBanner3,
        raw.InfoBanner4,
        raw.FAQ,
        raw.CrossSell,
      ],
      context,
      `product "${raw.Slug}"`,
    ),
    inclusions: lines(raw.inclusions),
    exclusions: lines(raw.exclusions),
    stories: toBlogCards(raw.blog_posts, context),
    booking: toHanoverBookingLinks(raw.HanoverBookingLinks, context),
    bookNow: raw.BookNowFloatingBanner ? toBookNowBanner(raw.BookNowFloatingBanner, context) : null,
    src: fieldSources(raw, { name: 'Name' }),
  };
}

/** A product (v2), or an information-hub page: its hero, its sections in rank order, booking. */
export function toProductV2View(data: ProductV2Query, context: ViewContext): ProductView | null {
  const raw = data.productsV2[0];
  if (!raw) return null;
  const hero = toProductHero(raw.productHero);
  const infoHub = Boolean(raw.IsInfoHubPage);
  return {
    seo: toSeo(raw.SeoDetails, { title: raw.Name, description: hero?.introText, image: hero?.image }),
    name: raw.Name,
    crumbs: crumbsFor(raw.experience, infoHub, context),
    hero,
    blocks: prepareBlocks(raw.Sections ?? [], context, `product v2 "${raw.Slug}"`),
    inclusions: [],
    exclusions: [],
    stories: [],
    booking: infoHub ? null : toHanoverBookingLinks(raw.HanoverBookingLinks, context),
    bookNow: !infoHub && raw.BookNowFloatingBanner ? toBookNowBanner(raw.BookNowFloatingBanner, context) : null,
    src: fieldSources(raw, { name: 'Name' }),
  };
}
