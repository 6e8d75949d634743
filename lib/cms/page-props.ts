import type { Brand } from '@/lib/brand/types';
import type { WithApolloState } from './hydration';
import type { SectionNames } from '@/lib/brand/words';

/**
 * The props every page receives, and the one test _app makes on them. Read in the browser (by
 * _app and the layout), so this module imports nothing of the server: the page loader that fills
 * these props lives in ./page-loader and never reaches a browser bundle.
 */

export type PublicationStatus = 'DRAFT' | 'PUBLISHED';

/** What every page gets besides its own props: the brand, and how to render it. */
export interface SiteProps {
  /** Null only when the brand itself could not be loaded (the CMS is unreachable). */
  brand: Brand | null;
  /** The page shows drafts (Next draft mode and a valid preview session for this brand). */
  draft: boolean;
  /** Search engines may index the page: production (ENVIRONMENT=production), not a draft. */
  indexable: boolean;
  /** Origins whose preview messages refresh the page: in draft mode only (empty for visitors). */
  previewOrigins: string[];
  /**
   * In draft mode, the document whose preview the admin opened (its form is the one the editor
   * types in); absent from visitors' pages.
   */
  previewDocumentId?: string;
  /** Google Tag Manager container id, only in the production environment mode. */
  gtmId: string | null;
  /** Where each brand's site is, by brand name, for links across brands (docs/content-rules.md §2.6). */
  brandOrigins: Record<string, string>;
  /** When the request was served (ms): "past event" and the like are decided once, for both renders. */
  requestTime: number;
  /**
   * The visitor's country when the page's own address names one (a multi-country brand's product
   * page, `/{country}/experiences/…`), lower case; null elsewhere. Links to products keep it.
   */
  countryCode: string | null;
}

export type ErrorStatus = 404 | 500 | 503;

/**
 * The site as a page component sees it: error pages never reach a page, so the brand is there, and
 * its words (lib/brand/words.ts), resolved on the server.
 */
export type PageSite = SiteProps & {
  brand: Brand;
  /** The brand's words for its sections: list headings, breadcrumbs, site map groups. */
  sectionNames: SectionNames;
  /** Hosts of the brand's booking sites: links to them carry the visitor's campaign, with consent. */
  bookingHosts: string[];
};

/** What a page component gets: its own props (from its loader) and the site. */
export type PageProps<P = Record<string, never>> = P & { site: PageSite };

/** What an error answer carries instead: _app renders the brand's error template with it. */
export type ErrorPageProps = {
  site: SiteProps;
  errorStatus: ErrorStatus;
};

/** A page's props as getServerSideProps returns them: the page's, or an error's, never half of each. */
export type SitePageProps<P = Record<string, never>> = WithApolloState<PageProps<P> | ErrorPageProps>;

/** Is this answer an error page (rendered by _app in the brand's chrome)? */
export const isErrorPage = (props: object): props is ErrorPageProps =>
  'errorStatus' in props && typeof props.errorStatus === 'number';
