import { delay, graphql, HttpResponse } from 'msw';
import { BrandSiteSettingsDocument } from '@/graphql/generated/documents/BrandSiteSettings';
import { StaticPageV2Document } from '@/graphql/generated/documents/StaticPageV2';
import { resetCmsState } from '@/lib/cms/process-state';
import { APOLLO_STATE_PROP_NAME } from '@/lib/cms/hydration';
import { CMS_URL, requests, server } from '../support/cms-mock';
import { siteSettings } from '../support/fixtures';
import { nextContext } from '../support/next-context';

process.env.CMS_URL = CMS_URL;
process.env.CMS_PREVIEW_TOKEN = 'preview-token-for-tests';
process.env.DEFAULT_BRAND = 'Wayfarer Collective';

// Imported after the environment is set (the page reads it per request, but keep it obvious).
import { getServerSideProps } from '@/pages/index';
import { brandFontFaceCss } from '@/components/layout/document-fonts';

type Props = { props: Record<string, any> };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  resetCmsState({ breaker: true });
  jest.restoreAllMocks();
});
afterAll(() => server.close());

describe('home page getServerSideProps', () => {
  it('asks the CMS for the host’s brand home page, published, with its site settings', async () => {
    const { context, res, headers } = nextContext({ host: 'www.bunac.org' });
    const result = (await getServerSideProps(context)) as Props;
    expect(res.statusCode).toBe(200);
    expect(requests.find((request) => request.operationName === 'StaticPageV2')).toEqual({
      operationName: 'StaticPageV2',
      variables: { brandName: 'BUNAC', pageName: 'home', publicationStatus: 'PUBLISHED' },
      authorization: null,
    });
    expect(requests.find((request) => request.operationName === 'BrandSiteSettings')?.variables).toEqual({
      brandName: 'BUNAC',
    });
    expect(result.props.variables).toEqual({ brandName: 'BUNAC', pageName: 'home', publicationStatus: 'PUBLISHED' });
    expect(result.props.site.brand.name).toBe('BUNAC');
    expect(result.props.site.draft).toBe(false);
    expect(JSON.stringify(result.props[APOLLO_STATE_PROP_NAME])).toContain('BUNAC home');
    expect(headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
  });

  it('serves the default brand on plain localhost and a brand on its <slug>.localhost host', async () => {
    const local = (await getServerSideProps(nextContext({ host: 'localhost:3000' }).context)) as Props;
    expect(local.props.site.brand.name).toBe('Wayfarer Collective');
    const timberline = (await getServerSideProps(nextContext({ host: 'timberline.localhost:3000' }).context)) as Props;
    expect(timberline.props.site.brand.name).toBe('Timberline Camps');
    expect(timberline.props.site.brandOrigins.BUNAC).toBe('http://bunac.localhost:3000');
  });

  it('declares its brand’s fonts in the document, as variable files where fewer bytes, chosen by size on the server', async () => {
    const textStyle = (Name: string, Weight: number) => ({ __typename: 'ComponentSettingsTextStyle', Name, Weight });
    const settings = {
      ...siteSettings([]),
      Appearance: {
        __typename: 'ComponentSettingsAppearance',
        HeaderLogos: [],
        HeaderMenu: [],
        Fonts: {
          __typename: 'ComponentSettingsFonts',
          Heading1: textStyle('Montserrat', 800),
          Heading2: textStyle('Montserrat', 800),
          Heading3: textStyle('Montserrat', 700),
          Heading4: textStyle('Montserrat', 700),
          Heading5: textStyle('Montserrat', 700),
          Heading6: textStyle('Montserrat', 600),
          Body1: textStyle('Open Sans', 400),
          Body2: textStyle('Open Sans', 400),
          Button: textStyle('Montserrat', 700),
        },
        Colours: null,
        ImageTransition: null,
        UrgentNewsBanner: null,
      },
    };
    server.use(
      graphql
        .link(`${CMS_URL}/graphql`)
        .query(BrandSiteSettingsDocument, () => HttpResponse.json({ data: { brandSettings: [settings] } })),
    );
    const result = (await getServerSideProps(nextContext({ host: 'www.bunac.org' }).context)) as Props;
    // Montserrat's three weights are fewer bytes as its variable file; Open Sans's two are not.
    const faces = brandFontFaceCss(result.props);
    expect(faces).toContain("font-family:'Montserrat';font-style:normal;font-weight:100 900");
    expect(faces).toContain('/fonts/montserrat-variable-5.3.0/montserrat-latin-wght-normal.woff2');
    expect(faces).toContain('/fonts/open-sans-5.3.0/open-sans-latin-400-normal.woff2');
    expect(faces).not.toContain('open-sans-variable');
    expect(faces).toContain("font-family:'Open Sans Fallback'");
    // Without fonts of its own, the brand declares none.
    server.resetHandlers();
    resetCmsState({ breaker: true });
    const plain = (await getServerSideProps(nextContext({ host: 'www.bunac.org' }).context)) as Props;
    expect(brandFontFaceCss(plain.props)).toBe('');
  });

  it('reads drafts only in Next draft mode, with the preview token, never cached', async () => {
    const { context, headers } = nextContext({ host: 'www.bunac.org', draftMode: true });
    const result = (await getServerSideProps(context)) as Props;
    const page = requests.find((request) => request.operationName === 'StaticPageV2')!;
    expect(page.variables.publicationStatus).toBe('DRAFT');
    expect(page.authorization).toBe('Bearer preview-token-for-tests');
    expect(result.props.site.draft).toBe(true);
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('ignores a query string that asks for drafts outside draft mode', async () => {
    const { context } = nextContext({ host: 'www.bunac.org', url: '/?status=DRAFT&publicationStatus=DRAFT&draft=1' });
    await getServerSideProps(context);
    const page = requests.find((request) => request.operationName === 'StaticPageV2')!;
    expect(page.variables.publicationStatus).toBe('PUBLISHED');
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });

  it('answers 404 in the brand’s look when the brand has no home page', async () => {
    server.use(
      graphql
        .link(`${CMS_URL}/graphql`)
        .query(StaticPageV2Document, () => HttpResponse.json({ data: { staticPagesV2: [] } })),
    );
    const { context, res } = nextContext({ host: 'www.bunac.org' });
    const result = (await getServerSideProps(context)) as Props;
    expect(res.statusCode).toBe(404);
    expect(result.props.errorStatus).toBe(404);
    expect(result.props.site.brand.name).toBe('BUNAC');
  });

  it('logs GraphQL errors as warnings, marks the response, and still renders what came back', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      graphql.link(`${CMS_URL}/graphql`).query(StaticPageV2Document, () =>
        HttpResponse.json({
          data: {
            staticPagesV2: [
              {
                documentId: 'h',
                PageName: 'home',
                Title: 'Home',
                SeoDetails: null,
                Hero: null,
                Sections: null,
                OfferBanner: null,
                InfoBanner: null,
                brands: [],
              },
            ],
          },
          errors: [
            {
              message: 'Section failed',
              path: ['staticPagesV2', 0, 'Sections'],
              extensions: { code: 'INTERNAL_SERVER_ERROR' },
            },
          ],
        }),
      ),
    );
    const { context, res } = nextContext({ host: 'www.bunac.org' });
    const result = (await getServerSideProps(context)) as Props;
    expect(res.statusCode).toBe(200);
    expect(result.props.errorStatus).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[cms] GraphQL error in StaticPageV2: Section failed', {
      path: ['staticPagesV2', 0, 'Sections'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('answers 503 (not a crash, not a hang) when the CMS fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      graphql
        .link(`${CMS_URL}/graphql`)
        .query(StaticPageV2Document, () =>
          HttpResponse.json({ errors: [{ message: 'Database down' }] }, { status: 500 }),
        ),
    );
    const { context, res, headers } = nextContext({ host: 'www.bunac.org' });
    const result = (await getServerSideProps(context)) as Props;
    expect(res.statusCode).toBe(503);
    expect(result.props.errorStatus).toBe(503);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 503 when the CMS cannot be reached at all', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(graphql.link(`${CMS_URL}/graphql`).query('Brands', () => HttpResponse.error()));
    const { context, res } = nextContext({ host: 'www.bunac.org' });
    const result = (await getServerSideProps(context)) as Props;
    expect(res.statusCode).toBe(503);
    expect(result.props.site.brand).toBeNull();
  });

  it('answers 503 quickly when the CMS accepts the request but never answers', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.CMS_TIMEOUT_MS = '300';
    server.use(
      graphql.link(`${CMS_URL}/graphql`).query(StaticPageV2Document, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const { context, res } = nextContext({ host: 'www.bunac.org' });
    await getServerSideProps(context);
    delete process.env.CMS_TIMEOUT_MS;
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
