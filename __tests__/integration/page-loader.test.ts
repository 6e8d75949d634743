/**
 * What every CMS page shares (lib/cms/page-loader.ts), seen through a few pages: one URL per page
 * (the brand's trailing-slash form, 308), client-side data requests left alone, the brand from the
 * Host header, the lists the brand's automated menu needs, and outages as the brand's 503 page.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { delay, graphql, HttpResponse } from 'msw';
import { AutomatedMenuDocument } from '@/graphql/generated/documents/AutomatedMenu';
import { BrandsDocument } from '@/graphql/generated/documents/Brands';
import { BrandSiteSettingsDocument } from '@/graphql/generated/documents/BrandSiteSettings';
import { BrandWordsDocument } from '@/graphql/generated/documents/BrandWords';
import { DestinationDocument } from '@/graphql/generated/documents/Destination';
import { DestinationsDocument } from '@/graphql/generated/documents/Destinations';
import { EventsDocument } from '@/graphql/generated/documents/Events';
import { APOLLO_STATE_PROP_NAME } from '@/lib/cms/hydration';
import {
  answer,
  BUNAC_HOST,
  CMS_URL,
  destinationTile,
  event,
  sent,
  sentVariables,
  server,
  setCmsEnvironment,
  siteSettings,
  TIMBERLINE_HOST,
  setupCmsServer,
  visit,
  WAYFARER_HOST,
} from '../support/fixtures';

setCmsEnvironment();

import { getServerSideProps as destinationPage } from '@/pages/destinations/[slug]';
import { getServerSideProps as destinationsPage } from '@/pages/destinations/index';
import { getServerSideProps as eventsPage } from '@/pages/events';

setupCmsServer();

beforeEach(() => {
  server.use(
    answer(DestinationsDocument, () => ({ destinations: [destinationTile('canada', 'Canada')] })),
    answer(EventsDocument, () => ({ events: [event('Open day')] })),
  );
});

/** The garbage collector, to show that the CMS timeout does not depend on when it runs. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const destinations = (host: string, url: string, headers: Record<string, string> = {}) =>
  visit(destinationsPage, { host, url, headers });

describe('the brand’s words', () => {
  it('are resolved on the server and handed to the page, not to the browser’s cache', async () => {
    server.use(
      answer(BrandWordsDocument, ({ brandName }) => ({
        brandSettings:
          brandName === 'Timberline Camps'
            ? [
                {
                  documentId: 'tl-settings',
                  SectionNames: {
                    Destinations: 'Regions',
                    Experiences: 'Camp jobs',
                    Programmes: null,
                    TravelGuides: 'Our camps',
                    InfoHub: '  ',
                    Blog: null,
                    TravelEssentials: null,
                    Events: null,
                    News: null,
                    Jobs: null,
                  },
                  BookingHosts: 'booking.timberlinecamps.com\nhttps://Apply.TimberlineCamps.com/start',
                },
              ]
            : [],
      })),
    );
    const page = await destinations(TIMBERLINE_HOST, '/destinations/');
    expect(page.status).toBe(200);
    expect(sentVariables('BrandWords')).toEqual({ brandName: 'Timberline Camps' });
    expect(page.props?.site.sectionNames).toMatchObject({
      destinations: 'Regions',
      experiences: 'Camp jobs',
      travelGuides: 'Our camps',
      infoHub: 'Info hub',
      programmes: 'Programmes',
    });
    expect(page.props?.site.bookingHosts).toEqual(['booking.timberlinecamps.com', 'apply.timberlinecamps.com']);
    expect(JSON.stringify(page.props?.[APOLLO_STATE_PROP_NAME])).not.toContain('Our camps');
    const other = await destinations(WAYFARER_HOST, '/destinations/');
    expect(other.props?.site.sectionNames.destinations).toBe('Destinations');
    expect(other.props?.site.bookingHosts).toEqual([]);
  });
});

describe('canonical trailing slash', () => {
  it('redirects /destinations to /destinations/ permanently on a brand whose paths end with a slash, before asking for content', async () => {
    const page = await destinations(WAYFARER_HOST, '/destinations');
    expect(page.redirect).toEqual({ destination: '/destinations/', permanent: true });
    expect(page.props).toBeUndefined();
    expect(sent('Destinations')).toHaveLength(0);
  });

  it('serves /destinations/ on that brand', async () => {
    const page = await destinations(WAYFARER_HOST, '/destinations/');
    expect(page.redirect).toBeUndefined();
    expect(page.status).toBe(200);
  });

  it('redirects /destinations/ to /destinations on BUNAC', async () => {
    const page = await destinations(BUNAC_HOST, '/destinations/');
    expect(page.redirect).toEqual({ destination: '/destinations', permanent: true });
  });

  it('serves /destinations on BUNAC', async () => {
    const page = await destinations(BUNAC_HOST, '/destinations');
    expect(page.redirect).toBeUndefined();
    expect(page.status).toBe(200);
    expect(sentVariables('Destinations')).toEqual({ brandName: 'BUNAC' });
  });

  it('keeps the query string', async () => {
    const wayfarer = await destinations(TIMBERLINE_HOST, '/destinations?utm_source=newsletter&utm_campaign=spring');
    expect(wayfarer.redirect?.destination).toBe('/destinations/?utm_source=newsletter&utm_campaign=spring');
    const bunac = await destinations(BUNAC_HOST, '/destinations/?utm_source=ad');
    expect(bunac.redirect?.destination).toBe('/destinations?utm_source=ad');
  });

  it('collapses doubled slashes and never answers with a protocol-relative location', async () => {
    const page = await destinations(WAYFARER_HOST, '//evil.example//destinations');
    expect(page.redirect?.destination).toBe('/evil.example/destinations/');
  });

  it('does not redirect a client-side data request (x-nextjs-data)', async () => {
    const page = await destinations(WAYFARER_HOST, '/destinations', { 'x-nextjs-data': '1' });
    expect(page.redirect).toBeUndefined();
    expect(page.status).toBe(200);
    expect(sentVariables('Destinations')).toEqual({ brandName: 'Wayfarer Collective' });
  });

  it('does not redirect a /_next/data URL', async () => {
    const page = await destinations(WAYFARER_HOST, '/_next/data/build-id/destinations.json');
    expect(page.redirect).toBeUndefined();
    expect(page.status).toBe(200);
  });
});

describe('the brand of a request', () => {
  it.each([
    ['www.wayfarercollective.com', 'Wayfarer Collective'],
    ['WayfarerCollective.com:443', 'Wayfarer Collective'],
    ['timberline.localhost:3000', 'Timberline Camps'],
    ['www.timberlinecamps.com', 'Timberline Camps'],
    ['www.bunac.org', 'BUNAC'],
    ['unknown.example', 'Wayfarer Collective'],
  ])('Host %s asks for %s’s content', async (host, brandName) => {
    const page = await visit(eventsPage, { host, url: brandName === 'BUNAC' ? '/events' : '/events/' });
    expect(sentVariables('BrandSiteSettings')).toEqual({ brandName });
    expect(sentVariables('Events')).toEqual({ brandName });
    expect(page.props?.site.brand.name).toBe(brandName);
  });
});

describe('what the page hands the browser', () => {
  it('leaves the brand list (every brand’s details, read to resolve the host) out of the hydrated cache', async () => {
    const page = await visit(eventsPage, { host: WAYFARER_HOST, url: '/events/' });
    expect(page.status).toBe(200);
    expect(sentVariables('Brands')).toEqual({});
    const state = page.props?.[APOLLO_STATE_PROP_NAME] as Record<string, Record<string, unknown>>;
    expect(Object.keys(state.ROOT_QUERY).filter((field) => field.startsWith('brands'))).toEqual([]);
    expect(JSON.stringify(state)).not.toContain('Timberline Camps');
    expect(JSON.stringify(state)).toContain('Open day');
  });
});

describe('automated menu items', () => {
  it('loads, in one request, the first items of the lists the brand’s automated menu names, into the page’s cache', async () => {
    server.use(
      answer(BrandSiteSettingsDocument, () => ({ brandSettings: [siteSettings(['destinations', 'blog', 'jobs'])] })),
      answer(AutomatedMenuDocument, (variables) => ({
        destinations: variables.destinations
          ? [{ __typename: 'Destination', documentId: 'destination-canada', Name: 'Canada', Slug: 'canada' }]
          : undefined,
        blog: variables.blog
          ? [{ __typename: 'BlogPost', documentId: 'blog-1', Title: 'First week at camp', Slug: 'first-week-at-camp' }]
          : undefined,
        jobPages: variables.jobs
          ? [
              {
                __typename: 'JobPage',
                documentId: 'jobs',
                jobs: [{ __typename: 'Job', documentId: 'job-1', Title: 'Camp counsellor' }],
              },
            ]
          : undefined,
      })),
    );
    const page = await visit(eventsPage, { host: TIMBERLINE_HOST, url: '/events/' });
    expect(page.status).toBe(200);
    expect(sentVariables('AutomatedMenu')).toEqual({
      brandName: 'Timberline Camps',
      destinations: true,
      blog: true,
      jobs: true,
      experiences: false,
      travelGuides: false,
      infoBlogs: false,
      events: false,
      news: false,
      travelEssentials: false,
    });
    // Not the lists themselves: the page carries a few names, not the brand's destinations and posts.
    expect(sent('Destinations')).toHaveLength(0);
    expect(sent('BlogList')).toHaveLength(0);
    expect(sent('JobPages')).toHaveLength(0);
    const state = JSON.stringify(page.props?.[APOLLO_STATE_PROP_NAME]);
    expect(state).toContain('Canada');
    expect(state).toContain('first-week-at-camp');
    expect(state).toContain('Camp counsellor');
  });

  it('sends no menu query for a brand whose menu names no list', async () => {
    server.use(answer(BrandSiteSettingsDocument, () => ({ brandSettings: [siteSettings([])] })));
    const page = await visit(eventsPage, { host: TIMBERLINE_HOST, url: '/events/' });
    expect(page.status).toBe(200);
    expect(sent('AutomatedMenu')).toHaveLength(0);
  });
});

describe('CMS failures', () => {
  it('answers 503 in the brand’s look (not 404) when the page’s own query fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      graphql
        .link(`${CMS_URL}/graphql`)
        .query(DestinationDocument, () =>
          HttpResponse.json({ errors: [{ message: 'Database down' }] }, { status: 500 }),
        ),
    );
    const page = await visit(destinationPage, {
      host: WAYFARER_HOST,
      url: '/destinations/canada/',
      params: { slug: 'canada' },
    });
    expect(page.status).toBe(503);
    expect(page.props?.errorStatus).toBe(503);
    expect(page.props?.site.brand.name).toBe('Wayfarer Collective');
    expect(page.cacheControl).toBe('no-store');
  });

  it('waits at most one CMS timeout in all: a slow answer for the brands leaves the page’s reads only what remains', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.CMS_TIMEOUT_MS = '1000';
    server.use(
      // The brands answer just inside the timeout (as a frozen CMS's stale copy would be served after it)...
      graphql.link(`${CMS_URL}/graphql`).query(BrandsDocument, async () => {
        await delay(900);
      }),
      // ...and the page's own read never does.
      graphql.link(`${CMS_URL}/graphql`).query(DestinationDocument, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    try {
      const started = performance.now();
      const outcome = await visit(destinationPage, {
        host: WAYFARER_HOST,
        url: '/destinations/canada/',
        params: { slug: 'canada' },
      });
      const ms = performance.now() - started;
      expect(outcome.status).toBe(503);
      // Two timeouts would be 1,900 ms: one view, one timeout (and a little for the render).
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(1_500);
    } finally {
      delete process.env.CMS_TIMEOUT_MS;
    }
  });

  /**
   * In Node 20 a timeout signal inside AbortSignal.any() is only weakly held (nodejs/node#57736): a
   * garbage collection during the wait must not lose the CMS deadline and hang the page.
   */
  it('answers 503 when the CMS never answers, even when garbage is collected during the wait', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.CMS_TIMEOUT_MS = '300';
    server.use(
      graphql.link(`${CMS_URL}/graphql`).query(DestinationDocument, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const collecting = setInterval(collectGarbage, 20);
    try {
      const request = visit(destinationPage, {
        host: WAYFARER_HOST,
        url: '/destinations/canada/',
        params: { slug: 'canada' },
      });
      const outcome = await Promise.race([
        request,
        new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 2000)),
      ]);
      expect(outcome).not.toBe('still waiting');
      expect(outcome !== 'still waiting' && outcome.status).toBe(503);
    } finally {
      clearInterval(collecting);
      delete process.env.CMS_TIMEOUT_MS;
    }
  });
});
