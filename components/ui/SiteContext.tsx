import { createContext, useContext } from 'react';
import type { SiteSettings } from '@/lib/brand/site-settings';
import type { SectionNames } from '@/lib/brand/words';
import type { PageSite } from '@/lib/cms/page-props';
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

/**
 * The brand's words for its sections (list headings, breadcrumbs), the site's where it gives none:
 * resolved on the server for every CMS page (PageSite), the only pages that name sections.
 */
export function useSectionNames(): SectionNames {
  const names = (useSite().site as Partial<PageSite> | null)?.sectionNames;
  if (!names) throw new Error('useSectionNames() outside a CMS page');
  return names;
}
