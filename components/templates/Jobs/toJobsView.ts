import type { JobPagesQuery } from '@/graphql/generated/graphql';
import { toHero, type HeroView } from '@/components/blocks/Hero/toHero';
import { toSeo, type SeoView } from '@/components/ui/Seo';
import { toJobList, type JobView } from '@/components/lists/JobCard/toJobCard';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface JobsView {
  title: string;
  hero: HeroView | null;
  intro: string | null;
  seo: SeoView;
  jobs: JobView[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'intro'>;
}

/** The brand's job page and its jobs in ascending rank. */
export function toJobsView(data: JobPagesQuery): JobsView | null {
  const page = data.jobPages[0];
  if (!page) return null;
  const hero = toHero(page.Hero);
  return {
    title: page.Title,
    hero,
    intro: text(page.IntroText),
    seo: toSeo(page.SeoDetails, { title: page.Title, image: hero?.image }),
    jobs: toJobList(page.jobs),
    src: fieldSources(page, { title: 'Title', intro: 'IntroText' }),
  };
}
