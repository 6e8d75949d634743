/**
 * Static pages /{pageName}/ (pages/[segment].tsx): the brand's StaticPageV2 of that PageName; `home`
 * lives at /; on BUNAC, whose products live at /{slug}, a name that is no page falls back to a
 * product (v2, then legacy).
 */
import { ProductDocument } from '@/graphql/generated/documents/Product';
import { ProductV2Document } from '@/graphql/generated/documents/ProductV2';
import { StaticPageV2Document } from '@/graphql/generated/documents/StaticPageV2';
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
  staticPage,
  TIMBERLINE,
  TIMBERLINE_HOST,
  setupCmsServer,
  visit,
  WAYFARER,
  WAYFARER_HOST,
} from '../support/fixtures';

setCmsEnvironment();

import { getServerSideProps } from '@/pages/[segment]';

setupCmsServer();

/** The static pages of each brand, filtered as the CMS filters them (brand and PageName). */
const PAGES = [
  staticPage('about-us', [WAYFARER()]),
  staticPage('contact', [TIMBERLINE()]),
  staticPage('about-us', [BUNAC()]),
];

beforeEach(() => {
  server.use(
    answer(StaticPageV2Document, ({ brandName, pageName }) => ({
      staticPagesV2: PAGES.filter(
        (page) => page.PageName === pageName && page.brands.some((brand) => brand?.Name === brandName),
      ),
    })),
  );
});

/** GET /{segment}{suffix} on `host`. */
const open = (host: string, segment: string, { suffix = '/', draftMode = false } = {}) =>
  visit(getServerSideProps, { host, url: `/${segment}${suffix}`, params: { segment }, draftMode });

function bunacProducts({
  v2 = [],
  legacy = [],
}: {
  v2?: ReturnType<typeof productV2>[];
  legacy?: ReturnType<typeof legacyProduct>[];
}) {
  server.use(
    answer(ProductV2Document, ({ slug }) => ({ productsV2: v2.filter((product) => product.Slug === slug) })),
    answer(ProductDocument, ({ slug }) => ({ products: legacy.filter((product) => product.Slug === slug) })),
  );
}

describe('static page /{pageName}/', () => {
  it('looks the page up by PageName for the host’s brand, published', async () => {
    const page = await open(WAYFARER_HOST, 'about-us');
    const variables = { brandName: 'Wayfarer Collective', pageName: 'about-us', publicationStatus: 'PUBLISHED' };
    expect(page.status).toBe(200);
    expect(page.props).toMatchObject({ kind: 'static', variables });
    expect(sentVariables('StaticPageV2')).toEqual(variables);
    expect(page.props?.site.brand.name).toBe('Wayfarer Collective');
  });

  it('scopes the page name to the brand of the host', async () => {
    const timberline = await open(TIMBERLINE_HOST, 'contact');
    expect(timberline.status).toBe(200);
    expect(timberline.props?.variables.brandName).toBe('Timberline Camps');
    requests.length = 0;
    const wayfarer = await open(WAYFARER_HOST, 'contact');
    expect(sentVariables('StaticPageV2').brandName).toBe('Wayfarer Collective');
    expect(wayfarer.status).toBe(404);
  });

  it('answers 404 for an unknown page name on a brand other than BUNAC, without looking for a product', async () => {
    const page = await open(WAYFARER_HOST, 'no-such-page');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
    expect(sent('ProductV2')).toHaveLength(0);
    expect(sent('Product')).toHaveLength(0);
  });

  it('redirects /home/ to / permanently', async () => {
    const page = await open(WAYFARER_HOST, 'home');
    expect(page.redirect).toEqual({ destination: '/', permanent: true });
    expect(page.props).toBeUndefined();
  });

  it('redirects BUNAC’s /home to /', async () => {
    const page = await open(BUNAC_HOST, 'home', { suffix: '' });
    expect(page.redirect?.destination).toBe('/');
  });

  it('reads the draft page in draft mode with the preview token', async () => {
    const page = await open(WAYFARER_HOST, 'about-us', { draftMode: true });
    const [request] = sent('StaticPageV2');
    expect(request.variables.publicationStatus).toBe('DRAFT');
    expect(request.authorization).toBe(`Bearer ${PREVIEW_TOKEN}`);
    expect(page.props?.variables.publicationStatus).toBe('DRAFT');
    expect(page.cacheControl).toBe('private, no-store');
  });

  it('ignores ?status=DRAFT outside draft mode', async () => {
    await open(WAYFARER_HOST, 'about-us', { suffix: '/?status=DRAFT' });
    expect(sentVariables('StaticPageV2').publicationStatus).toBe('PUBLISHED');
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('BUNAC /{slug}: a static page, else a product', () => {
  it('prefers the static page of that name', async () => {
    bunacProducts({ v2: [productV2({ Slug: 'about-us', brands: [BUNAC()] })] });
    const page = await open(BUNAC_HOST, 'about-us', { suffix: '' });
    expect(page.status).toBe(200);
    expect(page.props?.kind).toBe('static');
    expect(sent('ProductV2')).toHaveLength(0);
  });

  it('falls back to the product v2 of that slug', async () => {
    bunacProducts({
      v2: [productV2({ Slug: 'work-canada', brands: [BUNAC()] })],
      legacy: [legacyProduct({ Slug: 'work-canada', brands: [BUNAC()] })],
    });
    const page = await open(BUNAC_HOST, 'work-canada', { suffix: '' });
    const variables = { slug: 'work-canada', brandName: 'BUNAC', isInfoHubPage: false, publicationStatus: 'PUBLISHED' };
    expect(page.status).toBe(200);
    expect(page.props).toMatchObject({ kind: 'v2', variables });
    expect(sentVariables('ProductV2')).toEqual(variables);
    expect(sent('Product')).toHaveLength(0);
  });

  it('then to the legacy product of that slug', async () => {
    bunacProducts({
      v2: [productV2({ Slug: 'work-canada', brands: [BUNAC()], productHero: null })],
      legacy: [legacyProduct({ Slug: 'work-canada', brands: [BUNAC()] })],
    });
    const page = await open(BUNAC_HOST, 'work-canada', { suffix: '' });
    expect(page.status).toBe(200);
    expect(page.props).toMatchObject({
      kind: 'legacy',
      variables: { slug: 'work-canada', brandName: 'BUNAC', publicationStatus: 'PUBLISHED' },
    });
  });

  it('answers 404 when there is neither a page nor a product', async () => {
    bunacProducts({});
    const page = await open(BUNAC_HOST, 'nothing-here', { suffix: '' });
    expect(sent('ProductV2')).toHaveLength(1);
    expect(sent('Product')).toHaveLength(1);
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
  });

  it('redirects /{slug}/ to /{slug} (BUNAC paths have no trailing slash)', async () => {
    const page = await open(BUNAC_HOST, 'work-canada', { suffix: '/' });
    expect(page.redirect).toEqual({ destination: '/work-canada', permanent: true });
  });

  it('sends drafts of the product in draft mode', async () => {
    bunacProducts({ legacy: [legacyProduct({ Slug: 'work-canada', brands: [BUNAC()] })] });
    const page = await open(BUNAC_HOST, 'work-canada', { suffix: '', draftMode: true });
    expect(page.status).toBe(200);
    expect(sent('Product')[0]).toMatchObject({
      variables: { publicationStatus: 'DRAFT' },
      authorization: `Bearer ${PREVIEW_TOKEN}`,
    });
  });
});
