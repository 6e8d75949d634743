/**
 * Fixtures for the page integration tests: the brands with their countries, the country list, one
 * builder per kind of CMS item, a recording msw handler per query, and a helper that calls a page's
 * getServerSideProps for a host and URL and reports what the response would be.
 *
 * Items only carry the fields the page loaders read (the page components are not rendered); the
 * fields they do carry are type-checked against the generated query types.
 */
import type { FieldNode, OperationDefinitionNode } from 'graphql';
import { SitemapEntriesDocument } from '@/graphql/generated/documents/SitemapEntries';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { HttpResponse, type GraphQLQuery, type GraphQLVariables } from 'msw';
import type { GetServerSideProps, Redirect } from 'next';
export { sitemapAnswer } from './sitemap-answer';
import { BrandWordsDocument } from '@/graphql/generated/documents/BrandWords';
import { BrandsDocument } from '@/graphql/generated/documents/Brands';
import { CountryListDocument } from '@/graphql/generated/documents/CountryList';
import type {
  BlogListQuery,
  BlogPostQuery,
  BrandRefFragment,
  BrandSiteSettingsQuery,
  Enum_Componentsettingsautomatedmenuitem_Source,
  CountryListQuery,
  SitemapEntriesQuery,
  DestinationQuery,
  DestinationsQuery,
  EventsQuery,
  ExperienceQuery,
  ExperiencesQuery,
  InfoHubPagesQuery,
  JobPagesQuery,
  NewsQuery,
  ProductQuery,
  ProductV2Query,
  SitemapPageQuery,
  StaticPageV2Query,
  TravelEssentialsQuery,
  TravelGuideQuery,
  TravelGuidesQuery,
} from '@/graphql/generated/graphql';
import { resetCmsState } from '@/lib/cms/process-state';
import { BRANDS, CMS_URL, cms, requests, server } from './cms-mock';
import { nextContext } from './next-context';

export { CMS_URL, requests, server } from './cms-mock';

export const PREVIEW_TOKEN = 'preview-token-for-tests';

// Hosts, one per brand (SeoDetails.SiteDomainName, or the local demo's <slug>.localhost).
export const WAYFARER_HOST = 'www.wayfarercollective.com';
export const TIMBERLINE_HOST = 'timberline.localhost:3000';
export const BUNAC_HOST = 'www.bunac.org';

/** Sets the environment every page reads (call before importing a page). */
export function setCmsEnvironment() {
  process.env.CMS_URL = CMS_URL;
  process.env.CMS_PREVIEW_TOKEN = PREVIEW_TOKEN;
  process.env.DEFAULT_BRAND = 'Wayfarer Collective';
}

type ItemOf<T> = T extends readonly (infer I)[] ? NonNullable<I> : never;

/** An item with only some of its query's fields (those the loaders read), each one type-checked. */
const item = <T>(typename: string, fields: Partial<T>): T => ({ __typename: typename, ...fields }) as T;

// ---------------------------------------------------------------------------------------------
// Brands and countries

const country = (code: string) => ({
  __typename: 'Country',
  documentId: `country-${code.toLowerCase()}`,
  CountryCode: code,
  CountryLocale: `en-${code.toUpperCase()}`,
});

/** The brands as the demo CMS has them: Wayfarer Collective serves us, gb, ie, au (in that order). */
export function siteBrands({ wayfarerCountries = ['US', 'GB', 'IE', 'AU'] }: { wayfarerCountries?: string[] } = {}) {
  return BRANDS.map((brand) =>
    brand.Name === 'Wayfarer Collective' ? { ...brand, countries: wayfarerCountries.map(country) } : brand,
  );
}

/** A brand as content items reference it (BrandRef). */
export function brandRef(name: 'Wayfarer Collective' | 'Timberline Camps' | 'BUNAC'): BrandRefFragment {
  const brand = BRANDS.find((candidate) => candidate.Name === name)!;
  return {
    __typename: 'Brand',
    documentId: brand.documentId,
    Name: brand.Name,
    Slug: brand.Slug,
    SeoDetails: {
      __typename: 'ComponentBrandSeoData',
      SiteDomainName: brand.SeoDetails.SiteDomainName,
      SingleCountryBrand: brand.SeoDetails.SingleCountryBrand,
    },
  } as BrandRefFragment;
}

export const WAYFARER = () => brandRef('Wayfarer Collective');
export const TIMBERLINE = () => brandRef('Timberline Camps');
export const BUNAC = () => brandRef('BUNAC');

/** The country list of the CMS (CountryCode in upper case, as editors enter it). */
export const COUNTRIES: ItemOf<CountryListQuery['countries']>[] = [
  ['US', 'USA', 'United States'],
  ['GB', 'GBR', 'United Kingdom'],
  ['IE', 'IRL', 'Ireland'],
  ['AU', 'AUS', 'Australia'],
  ['CA', 'CAN', 'Canada'],
].map(([CountryCode, CountryCodeAlpha3, CountryName]) =>
  item<ItemOf<CountryListQuery['countries']>>('Country', {
    documentId: `country-${CountryCode.toLowerCase()}`,
    CountryCode,
    CountryCodeAlpha3,
    CountryName,
    Color: null,
    Slug: CountryName.toLowerCase().replace(/ /g, '-'),
    CountryLocale: null,
    FlagImage: null,
  }),
);

// ---------------------------------------------------------------------------------------------
// Content items

type ExperienceRef = { documentId: string; Name: string; Slug: string };
export const SUMMER_CAMP: ExperienceRef = { documentId: 'exp-camp', Name: 'Summer Camp', Slug: 'summer-camp' };
export const WORK_ABROAD: ExperienceRef = { documentId: 'exp-work', Name: 'Work Abroad', Slug: 'work-abroad' };
const experienceRef = (experience: ExperienceRef | null) =>
  experience ? { __typename: 'Experience', ...experience } : null;

type ProductV2 = ItemOf<ProductV2Query['productsV2']>;
const PRODUCT_HERO = {
  __typename: 'ComponentProductProductHero',
  TickerBanner: null,
  heroTextSection: {
    __typename: 'ComponentProductHeroTextSection',
    Title: 'Hero',
    TagLine: null,
    IntroText: null,
    backgroundImage: null,
    CallToAction: null,
    SecondaryAction: null,
  },
} as ProductV2['productHero'];

/** A product v2; without `productHero` (null) it is not a product page (docs/content-rules.md §2). */
export function productV2({
  Slug,
  Name = `${Slug} (v2)`,
  experience = SUMMER_CAMP,
  brands = [WAYFARER()],
  IsInfoHubPage = false,
  productHero = PRODUCT_HERO,
}: {
  Slug: string;
  Name?: string;
  experience?: ExperienceRef | null;
  brands?: BrandRefFragment[];
  IsInfoHubPage?: boolean;
  productHero?: ProductV2['productHero'];
}): ProductV2 {
  return item<ProductV2>('ProductV2', {
    documentId: `product-v2-${Slug}`,
    Name,
    Slug,
    rank: 1,
    IsInfoHubPage,
    productHero,
    SeoDetails: null,
    experience: experienceRef(experience) as ProductV2['experience'],
    Sections: [],
    BookNowFloatingBanner: null,
    HanoverBookingLinks: [],
    brands,
  });
}

/** A product v2 as list queries return it (ProductV2Tile), e.g. an information-hub page. */
export function productV2Tile({
  Slug,
  IsInfoHubPage = true,
  brands = [WAYFARER()],
}: {
  Slug: string;
  IsInfoHubPage?: boolean;
  brands?: BrandRefFragment[];
}): ItemOf<InfoHubPagesQuery['productsV2']> {
  return item<ItemOf<InfoHubPagesQuery['productsV2']>>('ProductV2', {
    documentId: `product-v2-${Slug}`,
    Name: Slug,
    Slug,
    rank: 1,
    IsInfoHubPage,
    experience: null,
    brands,
    productHero: null,
    TileDetails: null,
  });
}

type LegacyProduct = ItemOf<ProductQuery['products']>;
export function legacyProduct({
  Slug,
  Name = `${Slug} (legacy)`,
  experience = SUMMER_CAMP,
  brands = [WAYFARER()],
}: {
  Slug: string;
  Name?: string;
  experience?: ExperienceRef | null;
  brands?: BrandRefFragment[];
}): LegacyProduct {
  return item<LegacyProduct>('Product', {
    documentId: `product-${Slug}`,
    Name,
    Slug,
    rank: 1,
    Hero: null,
    SeoDetails: null,
    experience: experienceRef(experience) as LegacyProduct['experience'],
    brands,
  });
}

type BlogPost = ItemOf<BlogPostQuery['blogPosts']>;
type BlogTag = { Name: string; Slug: string };
export function blogPost({
  Slug,
  IsInfoBlog = false,
  brands = [WAYFARER()],
  blog_types = [],
}: {
  Slug: string;
  IsInfoBlog?: boolean;
  brands?: BrandRefFragment[];
  blog_types?: BlogTag[];
}): BlogPost {
  return item<BlogPost>('BlogPost', {
    documentId: `blog-${Slug}`,
    IsInfoBlog,
    Title: `Post ${Slug}`,
    SubTitle: null,
    Slug,
    datePublished: '2026-01-15',
    Hero: null,
    SeoDetails: null,
    blog_types: blog_types.map((tag) => ({ __typename: 'BlogType', documentId: `tag-${tag.Slug}`, ...tag })),
    brands,
  });
}

type BlogCard = ItemOf<BlogListQuery['blogPosts']>;
export function blogCard({
  Slug,
  IsInfoBlog = false,
  blog_types = [],
}: {
  Slug: string;
  IsInfoBlog?: boolean;
  blog_types?: BlogTag[];
}): BlogCard {
  return item<BlogCard>('BlogPost', {
    documentId: `blog-${Slug}`,
    Title: `Post ${Slug}`,
    SubTitle: null,
    Slug,
    IsInfoBlog,
    datePublished: '2026-01-15',
    MinsToRead: 3,
    Hero: null,
    blog_types: blog_types.map((tag) => ({ __typename: 'BlogType', documentId: `tag-${tag.Slug}`, ...tag })),
    author: null,
  });
}

export function destinationTile(Slug: string, Name = Slug): ItemOf<DestinationsQuery['destinations']> {
  return item<ItemOf<DestinationsQuery['destinations']>>('Destination', {
    documentId: `destination-${Slug}`,
    Name,
    Slug,
    rank: 1,
    Hero: null,
    TileDetails: null,
    country: null,
  });
}

export function destination(Slug: string, Name = Slug): ItemOf<DestinationQuery['destinations']> {
  return item<ItemOf<DestinationQuery['destinations']>>('Destination', {
    documentId: `destination-${Slug}`,
    Slug,
    Name,
    rank: 1,
    Hero: null,
    SeoDetails: null,
    country: null,
    products: [],
    products_v2: [],
    brands: [WAYFARER()],
  });
}

export function experienceTile(experience: ExperienceRef): ItemOf<ExperiencesQuery['experiences']> {
  return item<ItemOf<ExperiencesQuery['experiences']>>('Experience', {
    ...experience,
    TagLine: null,
    Hero: null,
    TileDetails: null,
  });
}

export function experience(ref: ExperienceRef): ItemOf<ExperienceQuery['experiences']> {
  return item<ItemOf<ExperienceQuery['experiences']>>('Experience', {
    ...ref,
    TagLine: null,
    Hero: null,
    SeoDetails: null,
    countries: [],
    brands: [WAYFARER()],
  });
}

export function travelGuideTile(Slug: string): ItemOf<TravelGuidesQuery['travelGuides']> {
  return item<ItemOf<TravelGuidesQuery['travelGuides']>>('TravelGuide', {
    documentId: `guide-${Slug}`,
    Name: Slug,
    Slug,
    rank: 1,
    Hero: null,
    TileDetails: null,
  });
}

export function travelGuide(Slug: string): ItemOf<TravelGuideQuery['travelGuides']> {
  return item<ItemOf<TravelGuideQuery['travelGuides']>>('TravelGuide', {
    documentId: `guide-${Slug}`,
    Name: Slug,
    Slug,
    rank: 1,
    Intro: null,
    Hero: null,
    SeoDetails: null,
    brands: [WAYFARER()],
  });
}

export function jobPage(): ItemOf<JobPagesQuery['jobPages']> {
  return item<ItemOf<JobPagesQuery['jobPages']>>('JobPage', {
    documentId: 'jobs',
    Title: 'Jobs',
    Slug: 'jobs',
    IntroText: null,
    Hero: null,
    SeoDetails: null,
    jobs: [],
  });
}

export function event(Title: string, DateOfEvent = '2030-06-01'): ItemOf<EventsQuery['events']> {
  return item<ItemOf<EventsQuery['events']>>('Event', {
    documentId: `event-${Title}`,
    Title,
    SubTitle: null,
    Body: null,
    DateOfEvent,
    Image: null,
    Button: null,
    Venue: null,
    Online: null,
  });
}

export function newsItem(title: string, experiences: ExperienceRef[] = []): ItemOf<NewsQuery['newsItems']> {
  return item<ItemOf<NewsQuery['newsItems']>>('NewsItem', {
    documentId: `news-${title}`,
    title,
    publishedAt: '2026-10-02T09:00:00.000Z',
    body: null,
    buttonText: null,
    link: null,
    socialmediaTags: [],
    image: null,
    experiences: experiences.map((ref) => ({ __typename: 'Experience', ...ref })),
  });
}

export function travelEssential(
  Title: string,
  categories: { Name: string; Slug: string }[],
): ItemOf<TravelEssentialsQuery['travelEssentials']> {
  return item<ItemOf<TravelEssentialsQuery['travelEssentials']>>('TravelEssential', {
    documentId: `essential-${Title}`,
    Title,
    Body: null,
    Rank: 1,
    Image: null,
    CTA: null,
    categories: categories.map((category) => ({
      __typename: 'TravelEssentialCategory',
      documentId: `category-${category.Slug}`,
      ...category,
    })),
  });
}

export function sitemapPage(): ItemOf<SitemapPageQuery['sitemapPages']> {
  return item<ItemOf<SitemapPageQuery['sitemapPages']>>('SitemapPage', {
    documentId: 'sitemap',
    Title: 'Site map',
    IntroText: null,
    SeoDetails: null,
    CorePages: [],
    InteriorPages: [],
  });
}

export function staticPage(
  PageName: string,
  brands: BrandRefFragment[] = [WAYFARER()],
): ItemOf<StaticPageV2Query['staticPagesV2']> {
  return item<ItemOf<StaticPageV2Query['staticPagesV2']>>('StaticPageV2', {
    documentId: `page-${PageName}`,
    PageName,
    Title: PageName,
    SeoDetails: null,
    Hero: null,
    Sections: [],
    OfferBanner: null,
    InfoBanner: null,
    brands,
  });
}

type SiteSettings = ItemOf<BrandSiteSettingsQuery['brandSettings']>;
/** A brand's site settings whose navigation has automated menu items for these sources. */
export function siteSettings(sources: Enum_Componentsettingsautomatedmenuitem_Source[]): SiteSettings {
  const navigation = item<NonNullable<SiteSettings['Navigation']>>('ComponentSettingsNavigation', {
    FooterLogos: [],
    FooterMenu: [],
    Social: [],
    AffiliateLinks: [],
    SubFooter: null,
    MyBookingLink: null,
    AutomatedMenuItems: sources.map((Source, index) =>
      item('ComponentSettingsAutomatedMenuItem', { id: String(index + 1), Label: Source, Source, rank: index + 1 }),
    ),
  });
  return item<SiteSettings>('BrandSetting', {
    documentId: 'settings',
    Appearance: null,
    Navigation: navigation,
    Newsletter: null,
    CookiePolicyNotification: null,
    ChatWidget: null,
    Embeds: null,
  });
}

// ---------------------------------------------------------------------------------------------
// msw handlers

const operationNameOf = (document: TypedDocumentNode<unknown, unknown>) => {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return (operation && 'name' in operation && operation.name?.value) || 'anonymous';
};

/** A handler for `document` that records each request in `requests` and answers `respond(variables)`. */
export function answer<TData extends GraphQLQuery, TVariables extends GraphQLVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  respond: (variables: TVariables) => TData,
) {
  const operationName = operationNameOf(document as TypedDocumentNode<unknown, unknown>);
  return cms.query(document, ({ variables, request }) => {
    requests.push({ operationName, variables, authorization: request.headers.get('authorization') });
    return HttpResponse.json({ data: respond(variables) });
  });
}

/** The brands (with Wayfarer's countries) and the country list, as every page test needs them. */
export function siteHandlers(options: { wayfarerCountries?: string[] } = {}) {
  return [
    answer(BrandsDocument, () => ({ brands: siteBrands(options) })),
    answer(CountryListDocument, () => ({ countries: COUNTRIES })),
    // The brand's words (lib/brand/words.ts): none set, so the site's.
    answer(BrandWordsDocument, () => ({ brandSettings: [] })),
  ];
}

/** The answer of SitemapEntries with every list empty: one per root field the query selects. */
export const noSitemapEntries = (): SitemapEntriesQuery => {
  const [operation] = SitemapEntriesDocument.definitions as OperationDefinitionNode[];
  const fields = operation.selectionSet.selections as FieldNode[];
  return Object.fromEntries(
    fields.map((field) => [field.alias?.value ?? field.name.value, []]),
  ) as unknown as SitemapEntriesQuery;
};

/** The requests sent for one operation, in order. */
export const sent = (operationName: string) => requests.filter((request) => request.operationName === operationName);

/** The variables of the only request sent for `operationName` (fails when there were none or several). */
export function sentVariables(operationName: string) {
  const matching = sent(operationName);
  if (matching.length !== 1)
    throw new Error(
      `expected one ${operationName} request, got ${matching.length}: ${JSON.stringify(requests.map((request) => request.operationName))}`,
    );
  return matching[0].variables;
}

// ---------------------------------------------------------------------------------------------
// Calling a page

export interface Visit {
  status: number;
  cacheControl: string | undefined;
  /** Every response header, by lower-case name. */
  headers: Map<string, string>;
  /** The body a route wrote itself (text files such as /sitemap.xml); undefined for a page. */
  body: string | undefined;
  props: Record<string, any> | undefined;
  redirect: Redirect | undefined;
  notFound: boolean;
}

/** Calls a page's getServerSideProps for `host` + `url` (route `params`, optional request headers). */
export async function visit(
  getServerSideProps: GetServerSideProps<any>,
  {
    host,
    url,
    params = {},
    draftMode = false,
    headers = {},
  }: {
    host: string;
    url: string;
    params?: Record<string, string>;
    draftMode?: boolean;
    headers?: Record<string, string>;
  },
): Promise<Visit> {
  const { context, res, headers: responseHeaders } = nextContext({ host, url, params, draftMode });
  Object.assign(context.req.headers, headers);
  const result = await getServerSideProps(context);
  return {
    status: res.statusCode,
    cacheControl: responseHeaders.get('cache-control'),
    headers: responseHeaders,
    body: res.body,
    props: 'props' in result ? (result.props as Record<string, any>) : undefined,
    redirect: 'redirect' in result ? result.redirect : undefined,
    notFound: 'notFound' in result,
  };
}

/** Same for every test file: listen with unhandled requests as errors, reset between tests. */
export function setupCmsServer(options: { wayfarerCountries?: string[] } = {}) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.use(...siteHandlers(options)));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
    resetCmsState({ breaker: true });
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());
}
