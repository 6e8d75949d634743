import type { ApolloClient } from '@apollo/client';
import { BrandsDocument, type BrandsQuery } from '@/graphql/generated/graphql';
import { queryCms } from '@/lib/cms/query';
import { toMedia } from '@/lib/media';
import type { Brand } from './types';

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

/**
 * The brand list changes rarely and is the same for every visitor (published data only), so it is
 * kept for a minute per server process instead of costing a CMS round trip on every request.
 */
const BRANDS_TTL_MS = 60_000;
let cached: { brands: Brand[]; expires: number } | null = null;

export async function loadBrands(client: ApolloClient, now = Date.now()): Promise<Brand[]> {
  if (cached && cached.expires > now) return cached.brands;
  const { data } = await queryCms(client, BrandsDocument, {});
  const brands = data.brands.flatMap((raw) => (raw ? [toBrand(raw)] : []));
  cached = { brands, expires: now + BRANDS_TTL_MS };
  return brands;
}

/** For tests: forget the cached brand list. */
export function clearBrandCache() {
  cached = null;
}
