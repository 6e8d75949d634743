import type { BrandWordsQuery } from '@/graphql/generated/graphql';
import { text } from '@/lib/content/values';

/**
 * The brand's words for its sections and its booking sites (brand site settings), resolved on the
 * server (lib/cms/page-loader.ts) and handed to every page in its site props: no page carries the
 * code or the defaults that resolve them.
 */

/** The site's sections the brand may name in its own words. */
export type SectionName =
  | 'destinations'
  | 'experiences'
  | 'programmes'
  | 'travelGuides'
  | 'infoHub'
  | 'blog'
  | 'travelEssentials'
  | 'events'
  | 'news'
  | 'jobs';

export type SectionNames = Record<SectionName, string>;

/** The site's own words for its sections: what a brand that names none of them shows. */
export const SECTION_NAMES: SectionNames = {
  destinations: 'Destinations',
  experiences: 'Experiences',
  programmes: 'Programmes',
  travelGuides: 'Travel guides',
  infoHub: 'Info hub',
  blog: 'Blog',
  travelEssentials: 'Travel essentials',
  events: 'Events',
  news: 'News',
  jobs: 'Jobs',
};

/** A brand's section names: each one it gives (the CMS's field is the name capitalised), else the site's. */
export function toSectionNames(raw: Partial<Record<string, string | null>> | null | undefined): SectionNames {
  const names = { ...SECTION_NAMES };
  for (const name of Object.keys(names) as SectionName[]) {
    const value = text(raw?.[name[0]!.toUpperCase() + name.slice(1)]);
    if (value) names[name] = value;
  }
  return names;
}

/**
 * Booking hosts as the editor typed them (one per line, or separated by commas or spaces; a pasted
 * address keeps only its host), lower case.
 */
export function toBookingHosts(value: string | null | undefined): string[] {
  return (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .map((entry) => entry.replace(/^\w+:\/\//, '').split(/[/?#]/)[0]!)
    .filter((host) => host.includes('.'));
}

/** The brand's words and booking sites from the CMS's answer (none: the site's words, no hosts). */
export function toBrandWords(data: BrandWordsQuery | null | undefined): {
  sectionNames: SectionNames;
  bookingHosts: string[];
} {
  const settings = data?.brandSettings[0];
  return { sectionNames: toSectionNames(settings?.SectionNames), bookingHosts: toBookingHosts(settings?.BookingHosts) };
}
