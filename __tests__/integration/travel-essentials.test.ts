/** Travel essentials: all of them (/travel-essentials/) and one category (/travel-essentials/{category}/). */
import { TravelEssentialsDocument } from '@/graphql/generated/documents/TravelEssentials';
import {
  answer,
  BUNAC_HOST,
  requests,
  sentVariables,
  server,
  setCmsEnvironment,
  travelEssential,
  setupCmsServer,
  visit,
  WAYFARER_HOST,
} from '../support/fixtures';

setCmsEnvironment();

import { getServerSideProps as categoryPage } from '@/pages/travel-essentials/[category]';
import { getServerSideProps as essentialsPage } from '@/pages/travel-essentials/index';

setupCmsServer();

const DOCUMENTS = { Name: 'Documents', Slug: 'documents' };
const MONEY = { Name: 'Money', Slug: 'money' };

/** Wayfarer Collective's essentials cover documents and money; BUNAC has none. */
beforeEach(() => {
  server.use(
    answer(TravelEssentialsDocument, ({ brandName }) => ({
      travelEssentials:
        brandName === 'Wayfarer Collective'
          ? [travelEssential('Passport', [DOCUMENTS]), travelEssential('Travel card', [MONEY, DOCUMENTS])]
          : [],
    })),
  );
});

describe('travel essentials /travel-essentials/', () => {
  it('lists all the host brand’s essentials', async () => {
    const page = await visit(essentialsPage, { host: WAYFARER_HOST, url: '/travel-essentials/' });
    expect(page.status).toBe(200);
    expect(sentVariables('TravelEssentials')).toEqual({ brandName: 'Wayfarer Collective' });
    expect(page.props).toMatchObject({
      variables: { brandName: 'Wayfarer Collective' },
      category: null,
    });
  });

  it('never asks for drafts, even with ?status=DRAFT', async () => {
    await visit(essentialsPage, { host: BUNAC_HOST, url: '/travel-essentials?status=DRAFT' });
    expect(sentVariables('TravelEssentials')).toEqual({ brandName: 'BUNAC' });
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('travel essentials category /travel-essentials/{category}/', () => {
  const open = (host: string, category: string, suffix = '/') =>
    visit(categoryPage, { host, url: `/travel-essentials/${category}${suffix}`, params: { category } });

  it('serves a category one of the brand’s essentials has, with its name', async () => {
    const page = await open(WAYFARER_HOST, 'money');
    expect(page.status).toBe(200);
    expect(sentVariables('TravelEssentials')).toEqual({ brandName: 'Wayfarer Collective' });
    expect(page.props).toMatchObject({
      variables: { brandName: 'Wayfarer Collective' },
      category: { slug: 'money', name: 'Money' },
    });
  });

  it('answers 404 for an unknown category', async () => {
    const page = await open(WAYFARER_HOST, 'visas');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
    expect(page.props?.category).toBeUndefined();
  });

  it('answers 404 for a category only another brand uses', async () => {
    const page = await open(BUNAC_HOST, 'money', '');
    expect(sentVariables('TravelEssentials')).toEqual({ brandName: 'BUNAC' });
    expect(page.status).toBe(404);
  });
});
