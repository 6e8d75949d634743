/**
 * msw handlers for the CMS GraphQL API, in one place: brands, site settings and pages as fixtures.
 * Tests override them with server.use(...) and read what was sent from `requests`.
 */
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BrandWordsDocument } from '@/graphql/generated/documents/BrandWords';
import { BrandSiteSettingsDocument } from '@/graphql/generated/documents/BrandSiteSettings';
import { BrandsDocument } from '@/graphql/generated/documents/Brands';
import { StaticPageV2Document } from '@/graphql/generated/documents/StaticPageV2';

export const CMS_URL = 'http://cms.test';
export const cms = graphql.link(`${CMS_URL}/graphql`);

const brandRef = (Name: string, Slug: string, SiteDomainName: string, SingleCountryBrand: boolean) => ({
  __typename: 'Brand',
  documentId: Slug,
  Name,
  Slug,
  SeoDetails: {
    __typename: 'ComponentBrandSeoData',
    SiteDomainName,
    SingleCountryBrand,
    FavIcon: null,
    SocialShareImage: null,
    OrganizationData: null,
  },
  countries: [],
});

export const BRANDS = [
  brandRef('Wayfarer Collective', 'wayfarer', 'www.wayfarercollective.com', false),
  brandRef('Timberline Camps', 'timberline', 'www.timberlinecamps.com', true),
  brandRef('BUNAC', 'bunac', 'www.bunac.org', true),
];

export const homePage = (brandName: string) => ({
  __typename: 'StaticPageV2',
  documentId: `home-${brandName}`,
  PageName: 'home',
  Title: `${brandName} home`,
  SeoDetails: {
    __typename: 'ComponentSharedSeo',
    Title: `${brandName}: travel further`,
    Description: 'Work and travel abroad.',
  },
  Hero: null,
  Sections: [],
  OfferBanner: null,
  InfoBanner: null,
  brands: [BRANDS.find((brand) => brand.Name === brandName)!],
});

export interface SentRequest {
  operationName: string;
  variables: Record<string, unknown>;
  authorization: string | null;
}

export const requests: SentRequest[] = [];

export const handlers = [
  cms.query(BrandsDocument, ({ request }) => {
    requests.push({ operationName: 'Brands', variables: {}, authorization: request.headers.get('authorization') });
    return HttpResponse.json({ data: { brands: BRANDS } });
  }),
  cms.query(BrandSiteSettingsDocument, ({ variables, request }) => {
    requests.push({
      operationName: 'BrandSiteSettings',
      variables,
      authorization: request.headers.get('authorization'),
    });
    return HttpResponse.json({ data: { brandSettings: [] } });
  }),
  cms.query(BrandWordsDocument, ({ variables, request }) => {
    requests.push({ operationName: 'BrandWords', variables, authorization: request.headers.get('authorization') });
    return HttpResponse.json({ data: { brandSettings: [] } });
  }),
  cms.query(StaticPageV2Document, ({ variables, request }) => {
    requests.push({ operationName: 'StaticPageV2', variables, authorization: request.headers.get('authorization') });
    return HttpResponse.json({
      data: { staticPagesV2: variables.pageName === 'home' ? [homePage(variables.brandName)] : [] },
    });
  }),
];

export const server = setupServer(...handlers);
