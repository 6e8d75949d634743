/**
 * Product pages: /{country}/experiences/{experience}/{slug}/ (multi-country brands),
 * /experiences/{experience}/{slug}/ (single-country brands; BUNAC redirects to /{slug}) and
 * /infohub/{slug}/. Product v2 first (when it carries productHero), else the legacy product; any
 * other URL naming a product redirects to the product's own link for the brand.
 */
import { ProductDocument } from '@/graphql/generated/documents/Product';
import { ProductV2Document } from '@/graphql/generated/documents/ProductV2';
import {
  answer,
  BUNAC,
  BUNAC_HOST,
  legacyProduct,
  PREVIEW_TOKEN,
  productV2,
  requests,
  sent,
  sentVariables,
  server,
  setCmsEnvironment,
  siteHandlers,
  TIMBERLINE,
  TIMBERLINE_HOST,
  setupCmsServer,
  visit,
  WAYFARER_HOST,
  WORK_ABROAD,
} from '../support/fixtures';

setCmsEnvironment();

import { getServerSideProps as countryProduct } from '@/pages/[segment]/experiences/[experienceSlug]/[slug]';
import { getServerSideProps as experienceProduct } from '@/pages/experiences/[experienceSlug]/[slug]';
import { getServerSideProps as infoHubPage } from '@/pages/infohub/[slug]';

setupCmsServer();

/** The CMS's products: it filters by slug, brand and info-hub flag as the real queries do. */
function catalogue({
  v2 = [],
  legacy = [],
}: {
  v2?: ReturnType<typeof productV2>[];
  legacy?: ReturnType<typeof legacyProduct>[];
}) {
  server.use(
    answer(ProductV2Document, ({ slug, brandName, isInfoHubPage }) => ({
      productsV2: v2.filter(
        (product) =>
          product.Slug === slug &&
          product.brands.some((brand) => brand?.Name === brandName) &&
          Boolean(product.IsInfoHubPage) === Boolean(isInfoHubPage),
      ),
    })),
    answer(ProductDocument, ({ slug, brandName }) => ({
      products: legacy.filter(
        (product) => product.Slug === slug && product.brands.some((brand) => brand?.Name === brandName),
      ),
    })),
  );
}

/** GET /{country}/experiences/{experience}/{slug}{suffix} on `host`. */
const atCountry = (
  host: string,
  country: string,
  experience: string,
  slug: string,
  { suffix = '/', draftMode = false } = {},
) =>
  visit(countryProduct, {
    host,
    url: `/${country}/experiences/${experience}/${slug}${suffix}`,
    params: { segment: country, experienceSlug: experience, slug },
    draftMode,
  });

/** GET /experiences/{experience}/{slug}{suffix} on `host`. */
const atExperience = (host: string, experience: string, slug: string, { suffix = '/' } = {}) =>
  visit(experienceProduct, {
    host,
    url: `/experiences/${experience}/${slug}${suffix}`,
    params: { experienceSlug: experience, slug },
  });

const atInfoHub = (host: string, slug: string, suffix = '/') =>
  visit(infoHubPage, { host, url: `/infohub/${slug}${suffix}`, params: { slug } });

describe('country product route /{country}/experiences/{experience}/{slug}/', () => {
  it('serves the product v2 of the host’s brand, published, and never asks for the legacy product', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor' })], legacy: [legacyProduct({ Slug: 'camp-counsellor' })] });
    const page = await atCountry(WAYFARER_HOST, 'gb', 'summer-camp', 'camp-counsellor');
    const variables = {
      slug: 'camp-counsellor',
      brandName: 'Wayfarer Collective',
      isInfoHubPage: false,
      publicationStatus: 'PUBLISHED',
    };
    expect(page.status).toBe(200);
    expect(page.props).toMatchObject({ kind: 'v2', variables });
    expect(page.props?.errorStatus).toBeUndefined();
    expect(sentVariables('ProductV2')).toEqual(variables);
    expect(sent('Product')).toHaveLength(0);
    expect(sent('CountryList')).toHaveLength(1);
    expect(requests.every((request) => request.authorization === null)).toBe(true);
    expect(page.cacheControl).toBe('public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
  });

  it('falls back to the legacy product when the product v2 has no productHero', async () => {
    catalogue({
      v2: [productV2({ Slug: 'camp-counsellor', productHero: null })],
      legacy: [legacyProduct({ Slug: 'camp-counsellor' })],
    });
    const page = await atCountry(WAYFARER_HOST, 'gb', 'summer-camp', 'camp-counsellor');
    expect(page.status).toBe(200);
    expect(page.props).toMatchObject({
      kind: 'legacy',
      variables: { slug: 'camp-counsellor', brandName: 'Wayfarer Collective', publicationStatus: 'PUBLISHED' },
    });
    expect(sentVariables('Product')).toEqual({
      slug: 'camp-counsellor',
      brandName: 'Wayfarer Collective',
      publicationStatus: 'PUBLISHED',
    });
  });

  it('serves the legacy product when there is no product v2 for the slug', async () => {
    catalogue({ legacy: [legacyProduct({ Slug: 'ski-season' })] });
    const page = await atCountry(WAYFARER_HOST, 'au', 'summer-camp', 'ski-season');
    expect(page.status).toBe(200);
    expect(page.props?.kind).toBe('legacy');
  });

  it('answers 404 for an unknown slug, in the brand’s look, cached briefly', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor' })] });
    const page = await atCountry(WAYFARER_HOST, 'gb', 'summer-camp', 'no-such-product');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
    expect(page.props?.site.brand.name).toBe('Wayfarer Collective');
    expect(page.props?.kind).toBeUndefined();
    expect(page.cacheControl).toBe('public, s-maxage=30');
  });

  it('answers 404 for a product of another brand (the query is scoped to the host’s brand)', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor', brands: [TIMBERLINE()] })] });
    const page = await atCountry(WAYFARER_HOST, 'gb', 'summer-camp', 'camp-counsellor');
    expect(sentVariables('ProductV2').brandName).toBe('Wayfarer Collective');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
  });

  it('answers 404 for a country code that is not in the country list', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor' })] });
    const page = await atCountry(WAYFARER_HOST, 'zz', 'summer-camp', 'camp-counsellor');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
    expect(page.redirect).toBeUndefined();
  });

  it('answers 404 for a country in the list that the brand does not serve', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor' })] });
    const page = await atCountry(WAYFARER_HOST, 'ca', 'summer-camp', 'camp-counsellor');
    expect(page.status).toBe(404);
    expect(page.redirect).toBeUndefined();
  });

  it('answers 404 for a product without an experience rather than redirecting to a path that is not its page', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor', experience: null })] });
    const page = await atCountry(WAYFARER_HOST, 'gb', 'summer-camp', 'camp-counsellor');
    expect(page.status).toBe(404);
    expect(page.redirect).toBeUndefined();
  });

  it('redirects a known country code in another case to the lower-case canonical path', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor' })] });
    const page = await atCountry(WAYFARER_HOST, 'GB', 'summer-camp', 'camp-counsellor');
    expect(page.redirect?.destination).toBe('/gb/experiences/summer-camp/camp-counsellor/');
  });

  it('redirects a wrong experience slug to the product’s canonical path, keeping the query string', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor' })] });
    const page = await atCountry(WAYFARER_HOST, 'ie', WORK_ABROAD.Slug, 'camp-counsellor', {
      suffix: '/?utm_source=newsletter',
    });
    expect(page.redirect?.destination).toBe('/ie/experiences/summer-camp/camp-counsellor/?utm_source=newsletter');
  });

  it('adds the trailing slash first (permanently), keeping the query string', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor' })] });
    const page = await atCountry(WAYFARER_HOST, 'gb', 'summer-camp', 'camp-counsellor', { suffix: '?utm_source=ad' });
    expect(page.redirect).toEqual({
      destination: '/gb/experiences/summer-camp/camp-counsellor/?utm_source=ad',
      permanent: true,
    });
  });

  it('redirects a single-country brand’s product with a country segment to the path without it', async () => {
    catalogue({ v2: [productV2({ Slug: 'lakeside-counsellor', brands: [TIMBERLINE()] })] });
    const page = await atCountry(TIMBERLINE_HOST, 'us', 'summer-camp', 'lakeside-counsellor');
    expect(sentVariables('ProductV2').brandName).toBe('Timberline Camps');
    expect(page.redirect?.destination).toBe('/experiences/summer-camp/lakeside-counsellor/');
  });

  it('redirects a BUNAC product under a country segment to /{slug}', async () => {
    catalogue({ legacy: [legacyProduct({ Slug: 'work-canada', brands: [BUNAC()] })] });
    const page = await atCountry(BUNAC_HOST, 'ca', 'work-abroad', 'work-canada', { suffix: '' });
    expect(sentVariables('Product').brandName).toBe('BUNAC');
    expect(page.redirect?.destination).toBe('/work-canada');
  });

  it('reads drafts in draft mode, with the preview token, never cached', async () => {
    catalogue({ legacy: [legacyProduct({ Slug: 'camp-counsellor' })] });
    const page = await atCountry(WAYFARER_HOST, 'gb', 'summer-camp', 'camp-counsellor', { draftMode: true });
    expect(page.status).toBe(200);
    for (const operation of ['ProductV2', 'Product']) {
      const [request] = sent(operation);
      expect(request.variables.publicationStatus).toBe('DRAFT');
      expect(request.authorization).toBe(`Bearer ${PREVIEW_TOKEN}`);
    }
    expect(page.props?.variables.publicationStatus).toBe('DRAFT');
    expect(page.cacheControl).toBe('private, no-store');
  });

  it('does not cache a draft-mode 404 publicly', async () => {
    catalogue({});
    const page = await atCountry(WAYFARER_HOST, 'gb', 'summer-camp', 'unpublished', { draftMode: true });
    expect(page.status).toBe(404);
    expect(page.cacheControl).toBe('private, no-store');
  });

  it('ignores ?status=DRAFT outside draft mode', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor' })] });
    await atCountry(WAYFARER_HOST, 'gb', 'summer-camp', 'camp-counsellor', {
      suffix: '/?status=DRAFT&publicationStatus=DRAFT',
    });
    expect(sentVariables('ProductV2').publicationStatus).toBe('PUBLISHED');
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('product route without a country /experiences/{experience}/{slug}/', () => {
  it('serves a single-country brand’s product', async () => {
    catalogue({ v2: [productV2({ Slug: 'lakeside-counsellor', brands: [TIMBERLINE()] })] });
    const page = await atExperience(TIMBERLINE_HOST, 'summer-camp', 'lakeside-counsellor');
    expect(page.status).toBe(200);
    expect(page.props).toMatchObject({
      kind: 'v2',
      variables: {
        slug: 'lakeside-counsellor',
        brandName: 'Timberline Camps',
        isInfoHubPage: false,
        publicationStatus: 'PUBLISHED',
      },
    });
    expect(sent('CountryList')).toHaveLength(0);
  });

  it('redirects a wrong experience slug for a single-country brand', async () => {
    catalogue({ legacy: [legacyProduct({ Slug: 'lakeside-counsellor', brands: [TIMBERLINE()] })] });
    const page = await atExperience(TIMBERLINE_HOST, WORK_ABROAD.Slug, 'lakeside-counsellor');
    expect(page.redirect?.destination).toBe('/experiences/summer-camp/lakeside-counsellor/');
  });

  it('redirects a multi-country brand’s product to its first country', async () => {
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor' })] });
    const page = await atExperience(WAYFARER_HOST, 'summer-camp', 'camp-counsellor');
    expect(page.redirect?.destination).toBe('/us/experiences/summer-camp/camp-counsellor/');
  });

  it('uses the brand’s own first country, not a fixed one', async () => {
    server.use(...siteHandlers({ wayfarerCountries: ['AU', 'US'] }));
    catalogue({ v2: [productV2({ Slug: 'camp-counsellor' })] });
    const page = await atExperience(WAYFARER_HOST, 'summer-camp', 'camp-counsellor');
    expect(page.redirect?.destination).toBe('/au/experiences/summer-camp/camp-counsellor/');
  });

  it('redirects BUNAC’s /experiences/{experience}/{slug} to /{slug}', async () => {
    catalogue({ v2: [productV2({ Slug: 'work-canada', brands: [BUNAC()] })] });
    const page = await atExperience(BUNAC_HOST, 'work-abroad', 'work-canada', { suffix: '' });
    expect(page.redirect?.destination).toBe('/work-canada');
  });

  it('answers 404 for an unknown slug', async () => {
    catalogue({});
    const page = await atExperience(TIMBERLINE_HOST, 'summer-camp', 'nothing-here');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
  });

  it('does not serve an information-hub page under /experiences', async () => {
    catalogue({ v2: [productV2({ Slug: 'visa-guide', IsInfoHubPage: true, brands: [TIMBERLINE()] })] });
    const page = await atExperience(TIMBERLINE_HOST, 'summer-camp', 'visa-guide');
    expect(sentVariables('ProductV2').isInfoHubPage).toBe(false);
    expect(page.status).toBe(404);
  });
});

describe('information-hub page /infohub/{slug}/', () => {
  it('asks only for an information-hub product v2 and serves it', async () => {
    catalogue({
      v2: [productV2({ Slug: 'visa-guide', IsInfoHubPage: true })],
      legacy: [legacyProduct({ Slug: 'visa-guide' })],
    });
    const page = await atInfoHub(WAYFARER_HOST, 'visa-guide');
    const variables = {
      slug: 'visa-guide',
      brandName: 'Wayfarer Collective',
      isInfoHubPage: true,
      publicationStatus: 'PUBLISHED',
    };
    expect(page.status).toBe(200);
    expect(page.props).toMatchObject({ kind: 'v2', variables });
    expect(sentVariables('ProductV2')).toEqual(variables);
  });

  it('answers 404 when there is no information-hub page, without falling back to a legacy product', async () => {
    catalogue({ v2: [productV2({ Slug: 'visa-guide' })], legacy: [legacyProduct({ Slug: 'visa-guide' })] });
    const page = await atInfoHub(WAYFARER_HOST, 'visa-guide');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
    expect(sent('Product')).toHaveLength(0);
  });

  it('serves BUNAC’s information-hub page without a trailing slash', async () => {
    catalogue({ v2: [productV2({ Slug: 'visa-guide', IsInfoHubPage: true, brands: [BUNAC()] })] });
    const page = await atInfoHub(BUNAC_HOST, 'visa-guide', '');
    expect(page.status).toBe(200);
    expect(page.props?.variables.brandName).toBe('BUNAC');
  });

  it('reads the draft in draft mode with the preview token', async () => {
    catalogue({ v2: [productV2({ Slug: 'visa-guide', IsInfoHubPage: true })] });
    const page = await visit(infoHubPage, {
      host: WAYFARER_HOST,
      url: '/infohub/visa-guide/',
      params: { slug: 'visa-guide' },
      draftMode: true,
    });
    expect(page.status).toBe(200);
    expect(sent('ProductV2')[0]).toMatchObject({
      variables: { publicationStatus: 'DRAFT' },
      authorization: `Bearer ${PREVIEW_TOKEN}`,
    });
    expect(page.cacheControl).toBe('private, no-store');
  });
});
