import type { Media } from '@/lib/media';

/** A brand, as the site needs it: its name scopes every query, its kind shapes every link. */
export interface Brand {
  name: string;
  slug: string;
  /** SeoDetails.SiteDomainName, as entered (may be null). */
  domain: string | null;
  singleCountryBrand: boolean;
  /** Lower-case country codes the brand serves (multi-country brands). */
  countries: string[];
  /**
   * The language-region tag of each country the brand serves (Country.CountryLocale, `en-GB`), by
   * lower-case country code: the hreflang of that country's pages. A country without one has none.
   */
  countryLocales?: Record<string, string>;
  favicon: Media | null;
  socialShareImage: Media | null;
  organization: Organization | null;
}

export interface Organization {
  name: string;
  description: string | null;
  foundingDate: string | null;
  address: {
    street: string | null;
    city: string | null;
    region: string | null;
    postalCode: string | null;
    country: string | null;
  } | null;
  contactPoints: {
    telephone: string | null;
    email: string | null;
    countryCode: string | null;
    contactType: string | null;
  }[];
}
