import type { ExperienceQuery } from '@/graphql/generated/graphql';
import { prepareBlocks, type PreparedBlock } from '@/components/blocks/BlockList';
import { toHero, type HeroView } from '@/components/blocks/Hero/toHero';
import { toSeo, type SeoView } from '@/components/ui/Seo';
import { toMedia, type Media } from '@/lib/media';
import type { ViewContext } from '../usePageView';
import { compact } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface ExperienceView {
  seo: SeoView;
  name: string;
  hero: HeroView | null;
  blocks: PreparedBlock[];
  countries: {
    code: string;
    name: string;
    flag: Media | null;
    /** Draft mode: where the country's name is edited (in the country's own document). */
    src?: FieldSources<'name'>;
  }[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'name'>;
}

/** An experience: hero, its blocks in rank order and the countries it runs in. */
export function toExperienceView(data: ExperienceQuery, context: ViewContext): ExperienceView | null {
  const raw = data.experiences[0];
  if (!raw) return null;
  const hero = toHero(raw.Hero);
  return {
    seo: toSeo(raw.SeoDetails, { title: raw.Name, description: raw.TagLine, image: hero?.image }),
    name: raw.Name,
    hero,
    blocks: prepareBlocks([raw.USP, raw.MediaDisplay, raw.CrossSell, raw.FAQ], context, `experience "${raw.Slug}"`),
    countries: compact(raw.countries).map((country) => ({
      code: country.CountryCode.toLowerCase(),
      name: country.CountryName,
      flag: toMedia(country.FlagImage),
      src: fieldSources(country, { name: 'CountryName' }),
    })),
    src: fieldSources(raw, { name: 'Name' }),
  };
}
