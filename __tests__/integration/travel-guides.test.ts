/** Travel guides (resorts): the list (/travel-guides/) and a guide (/travel-guides/{slug}/). */
import { TravelGuideDocument } from '@/graphql/generated/documents/TravelGuide';
import { TravelGuidesDocument } from '@/graphql/generated/documents/TravelGuides';
import {
  answer,
  BUNAC_HOST,
  PREVIEW_TOKEN,
  requests,
  sent,
  sentVariables,
  server,
  setCmsEnvironment,
  travelGuide,
  travelGuideTile,
  setupCmsServer,
  visit,
  WAYFARER_HOST,
} from '../support/fixtures';

setCmsEnvironment();

import { getServerSideProps as travelGuidePage } from '@/pages/travel-guides/[slug]';
import { getServerSideProps as travelGuidesPage } from '@/pages/travel-guides/index';

setupCmsServer();

/** Wayfarer Collective has the Whistler guide; the other brands have none. */
beforeEach(() => {
  server.use(
    answer(TravelGuidesDocument, ({ brandName }) => ({
      travelGuides: brandName === 'Wayfarer Collective' ? [travelGuideTile('whistler')] : [],
    })),
    answer(TravelGuideDocument, ({ brandName, travelGuideSlug }) => ({
      travelGuides:
        brandName === 'Wayfarer Collective' && travelGuideSlug === 'whistler' ? [travelGuide('whistler')] : [],
    })),
  );
});

describe('travel guide list /travel-guides/', () => {
  it('lists the host brand’s travel guides', async () => {
    const page = await visit(travelGuidesPage, { host: WAYFARER_HOST, url: '/travel-guides/' });
    expect(page.status).toBe(200);
    expect(sentVariables('TravelGuides')).toEqual({ brandName: 'Wayfarer Collective' });
    expect(page.props?.variables).toEqual({ brandName: 'Wayfarer Collective' });
  });

  it('never asks for drafts, even with ?status=DRAFT', async () => {
    await visit(travelGuidesPage, { host: BUNAC_HOST, url: '/travel-guides?status=DRAFT' });
    expect(sentVariables('TravelGuides')).toEqual({ brandName: 'BUNAC' });
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('travel guide /travel-guides/{slug}/', () => {
  const open = (host: string, slug: string, { draftMode = false, suffix = '/' } = {}) =>
    visit(travelGuidePage, { host, url: `/travel-guides/${slug}${suffix}`, params: { slug }, draftMode });

  it('asks for the published guide with the travelGuideSlug variable', async () => {
    const page = await open(WAYFARER_HOST, 'whistler');
    const variables = { brandName: 'Wayfarer Collective', travelGuideSlug: 'whistler', publicationStatus: 'PUBLISHED' };
    expect(page.status).toBe(200);
    expect(sentVariables('TravelGuide')).toEqual(variables);
    expect(page.props?.variables).toEqual(variables);
  });

  it('answers 404 for an unknown slug', async () => {
    const page = await open(WAYFARER_HOST, 'nowhere');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
  });

  it('answers 404 on another brand’s host', async () => {
    const page = await open(BUNAC_HOST, 'whistler', { suffix: '' });
    expect(sentVariables('TravelGuide').brandName).toBe('BUNAC');
    expect(page.status).toBe(404);
  });

  it('reads the draft in draft mode with the preview token, never cached', async () => {
    const page = await open(WAYFARER_HOST, 'whistler', { draftMode: true });
    expect(sent('TravelGuide')[0]).toMatchObject({
      variables: { travelGuideSlug: 'whistler', publicationStatus: 'DRAFT' },
      authorization: `Bearer ${PREVIEW_TOKEN}`,
    });
    expect(page.cacheControl).toBe('private, no-store');
  });

  it('ignores ?status=DRAFT outside draft mode', async () => {
    await open(WAYFARER_HOST, 'whistler', { suffix: '/?status=DRAFT' });
    expect(sentVariables('TravelGuide').publicationStatus).toBe('PUBLISHED');
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});
