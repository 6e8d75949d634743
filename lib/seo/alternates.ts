import type { Brand } from '@/lib/brand/types';

export interface Alternate {
  /** A BCP 47 language-region tag (`en-GB`), or `x-default`. */
  hreflang: string;
  href: string;
}

/**
 * hreflang alternates of a page whose address names a country (a multi-country brand's product
 * page, `/{cc}/...`): the same page under each country the brand serves that has a locale
 * (Country.CountryLocale), and `x-default`, the brand's first country, the version links without a
 * country lead to (lib/links.ts). Empty for any other page: one address, nothing to choose between.
 */
export function alternateLinks(
  brand: Pick<Brand, 'countries' | 'countryLocales' | 'singleCountryBrand'>,
  path: string,
  countryCode: string | null,
  origin: string,
): Alternate[] {
  if (!countryCode || brand.singleCountryBrand) return [];
  const segments = path.split('/');
  if (segments[1]?.toLowerCase() !== countryCode.toLowerCase()) return [];
  const at = (code: string) => origin + [segments[0], code, ...segments.slice(2)].join('/');
  const locales = brand.countryLocales ?? {};
  const versions = brand.countries.flatMap((code) =>
    locales[code] ? [{ hreflang: locales[code], href: at(code) }] : [],
  );
  if (versions.length < 2) return [];
  return [...versions, { hreflang: 'x-default', href: at(brand.countries[0]) }];
}
