import type { ApolloClient } from '@apollo/client';
import { BrandsDocument } from '@/graphql/generated/documents/Brands';
import type { BrandsQuery } from '@/graphql/generated/graphql';
import { queryCms } from './query';
import { toMedia } from '@/lib/media';
import type { Brand } from '@/lib/brand/types';

type RawBrand = NonNullable<BrandsQuery['brands'][number]>;

export function toBrand(raw: RawBrand): Brand {
  const seo = raw.SeoDetails;
  const organization = seo.OrganizationData;
  return {
    name: raw.Name,
    slug: raw.Slug,
    domain: seo.SiteDomainName || null,
    singleCountryBrand: Boolean(seo.SingleCountryBrand),
    countries: raw.countries.flatMap((country) => (country?.CountryCode ? [country.CountryCode.toLowerCase()] : [])),
    countryLocales: Object.fromEntries(
      raw.countries.flatMap((country) =>
        country?.CountryCode && country.CountryLocale?.trim()
          ? [[country.CountryCode.toLowerCase(), country.CountryLocale.trim()]]
          : [],
      ),
    ),
    favicon: toMedia(seo.FavIcon),
    socialShareImage: toMedia(seo.SocialShareImage),
    organization: organization
      ? {
          name: organization.Name,
          description: organization.Description ?? null,
          foundingDate: organization.FoundingDate ?? null,
          address: organization.Address
            ? {
                street: organization.Address.Street ?? null,
                city: organization.Address.City ?? null,
                region: organization.Address.Region ?? null,
                postalCode: organization.Address.PostalCode ?? null,
                country: organization.Address.Country ?? null,
              }
            : null,
          contactPoints: (organization.ContactPoints ?? []).flatMap((point) =>
            point
              ? [
                  {
                    telephone: point.Telephone ?? null,
                    email: point.Email ?? null,
                    countryCode: point.CountryCode ?? null,
                    contactType: point.ContactType ?? null,
                  },
                ]
              : [],
          ),
        }
      : null,
  };
}

/** Every brand (published; answered from the content cache like every published read). */
export async function loadBrands(client: ApolloClient): Promise<Brand[]> {
  const { data } = await queryCms(client, BrandsDocument, {});
  return data.brands.flatMap((raw) => (raw ? [toBrand(raw)] : []));
}
