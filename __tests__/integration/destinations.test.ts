/**
 * Destinations: the list (/destinations/) and a destination (/destinations/{slug}/), scoped to the
 * host's brand.
 */
import { DestinationDocument } from '@/graphql/generated/documents/Destination';
import { DestinationsDocument } from '@/graphql/generated/documents/Destinations';
import {
  answer,
  BUNAC_HOST,
  destination,
  destinationTile,
  PREVIEW_TOKEN,
  requests,
  sent,
  sentVariables,
  server,
  setCmsEnvironment,
  TIMBERLINE_HOST,
  setupCmsServer,
  visit,
  WAYFARER_HOST,
} from '../support/fixtures';

setCmsEnvironment();

import { getServerSideProps as destinationPage } from '@/pages/destinations/[slug]';
import { getServerSideProps as destinationsPage } from '@/pages/destinations/index';

setupCmsServer();

/** Wayfarer Collective has Canada; the other brands have no destinations. */
beforeEach(() => {
  server.use(
    answer(DestinationsDocument, ({ brandName }) => ({
      destinations: brandName === 'Wayfarer Collective' ? [destinationTile('canada', 'Canada')] : [],
    })),
    answer(DestinationDocument, ({ slug, brandName }) => ({
      destinations: brandName === 'Wayfarer Collective' && slug === 'canada' ? [destination('canada', 'Canada')] : [],
    })),
  );
});

describe('destination list /destinations/', () => {
  it('lists the host brand’s destinations', async () => {
    const page = await visit(destinationsPage, { host: WAYFARER_HOST, url: '/destinations/' });
    expect(page.status).toBe(200);
    expect(sentVariables('Destinations')).toEqual({ brandName: 'Wayfarer Collective' });
    expect(page.props?.variables).toEqual({ brandName: 'Wayfarer Collective' });
  });

  it('is a page (200) even when the brand has no destinations', async () => {
    const page = await visit(destinationsPage, { host: BUNAC_HOST, url: '/destinations' });
    expect(page.status).toBe(200);
    expect(page.props?.variables).toEqual({ brandName: 'BUNAC' });
  });

  it('never asks for drafts, even with ?status=DRAFT', async () => {
    await visit(destinationsPage, { host: WAYFARER_HOST, url: '/destinations/?status=DRAFT' });
    expect(sentVariables('Destinations')).toEqual({ brandName: 'Wayfarer Collective' });
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('destination /destinations/{slug}/', () => {
  const open = (host: string, slug: string, { draftMode = false, suffix = '/' } = {}) =>
    visit(destinationPage, { host, url: `/destinations/${slug}${suffix}`, params: { slug }, draftMode });

  it('asks for the published destination of the host’s brand by slug', async () => {
    const page = await open(WAYFARER_HOST, 'canada');
    const variables = { slug: 'canada', brandName: 'Wayfarer Collective', publicationStatus: 'PUBLISHED' };
    expect(page.status).toBe(200);
    expect(sentVariables('Destination')).toEqual(variables);
    expect(page.props?.variables).toEqual(variables);
  });

  it('answers 404 for an unknown slug', async () => {
    const page = await open(WAYFARER_HOST, 'atlantis');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
    expect(page.cacheControl).toBe('public, s-maxage=30');
  });

  it('answers 404 on another brand’s host (the query is scoped to that brand)', async () => {
    const page = await open(TIMBERLINE_HOST, 'canada');
    expect(sentVariables('Destination').brandName).toBe('Timberline Camps');
    expect(page.status).toBe(404);
  });

  it('reads the draft in draft mode with the preview token, never cached', async () => {
    const page = await open(WAYFARER_HOST, 'canada', { draftMode: true });
    expect(sent('Destination')[0]).toMatchObject({
      variables: { publicationStatus: 'DRAFT' },
      authorization: `Bearer ${PREVIEW_TOKEN}`,
    });
    expect(page.props?.variables.publicationStatus).toBe('DRAFT');
    expect(page.cacheControl).toBe('private, no-store');
  });

  it('ignores ?status=DRAFT outside draft mode', async () => {
    await open(WAYFARER_HOST, 'canada', { suffix: '/?status=DRAFT' });
    expect(sentVariables('Destination').publicationStatus).toBe('PUBLISHED');
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});
