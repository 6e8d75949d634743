import type { JobPagesQuery } from '@/graphql/generated/graphql';
import { toHero, type HeroView } from '@/components/blocks/Hero/toHero';
import { toJobList, type JobView } from '@/components/lists/JobCard/toJobCard';
import { text } from '@/lib/content/values';

export interface JobsView {
  title: string;
  hero: HeroView | null;
  intro: string | null;
  seoTitle: string;
  seoDescription: string | null;
  jobs: JobView[];
}

/** The brand's job page and its jobs in ascending rank. */
export function toJobsView(data: JobPagesQuery): JobsView | null {
  const page = data.jobPages[0];
  if (!page) return null;
  return {
    title: page.Title,
    hero: toHero(page.Hero),
    intro: text(page.IntroText),
    seoTitle: page.SeoDetails?.Title || page.Title,
    seoDescription: page.SeoDetails?.Description ?? null,
    jobs: toJobList(page.jobs),
  };
}
