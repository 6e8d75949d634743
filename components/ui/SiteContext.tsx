import { createContext, useContext } from 'react';
import type { SectionNames, SiteSettings } from '@/lib/brand/site-settings';
import type { SiteProps } from '@/lib/cms/page-props';

export interface SiteContextValue {
  site: SiteProps | null;
  settings: SiteSettings;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The current brand, its settings and how to reach its media, for any component of the page. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteShell>');
  return value;
}

/** The brand's words for its sections (list headings, breadcrumbs), the site's where it gives none. */
export function useSectionNames(): SectionNames {
  return useSite().settings.sectionNames;
}
