/** The brand's site-map page (/sitemap/): its core and interior pages. */
import { SitemapPageDocument } from '@/graphql/generated/documents/SitemapPage';
import {
  answer,
  BUNAC_HOST,
  PREVIEW_TOKEN,
  requests,
  sent,
  sentVariables,
  server,
  setCmsEnvironment,
  sitemapAnswer,
  sitemapPage,
  setupCmsServer,
  visit,
  WAYFARER_HOST,
} from '../support/fixtures';

setCmsEnvironment();

import { getServerSideProps } from '@/pages/sitemap';

setupCmsServer();

/** Only BUNAC has a site-map page. */
beforeEach(() => {
  server.use(
    answer(SitemapPageDocument, ({ brandName }) => sitemapAnswer(brandName === 'BUNAC' ? [sitemapPage()] : [])),
  );
});

describe('site map /sitemap/', () => {
  it('asks for the host brand’s published site-map page', async () => {
    const page = await visit(getServerSideProps, { host: BUNAC_HOST, url: '/sitemap' });
    expect(page.status).toBe(200);
    expect(sentVariables('SitemapPage')).toEqual({ brandName: 'BUNAC', publicationStatus: 'PUBLISHED' });
    expect(page.props?.variables).toEqual({ brandName: 'BUNAC', publicationStatus: 'PUBLISHED' });
  });

  it('answers 404 when the brand has none', async () => {
    const page = await visit(getServerSideProps, { host: WAYFARER_HOST, url: '/sitemap/' });
    expect(sentVariables('SitemapPage').brandName).toBe('Wayfarer Collective');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
  });

  it('reads the draft in draft mode with the preview token', async () => {
    const page = await visit(getServerSideProps, { host: BUNAC_HOST, url: '/sitemap', draftMode: true });
    expect(sent('SitemapPage')[0]).toMatchObject({
      variables: { publicationStatus: 'DRAFT' },
      authorization: `Bearer ${PREVIEW_TOKEN}`,
    });
    expect(page.cacheControl).toBe('private, no-store');
  });

  it('ignores ?status=DRAFT outside draft mode', async () => {
    await visit(getServerSideProps, { host: BUNAC_HOST, url: '/sitemap?status=DRAFT' });
    expect(sentVariables('SitemapPage').publicationStatus).toBe('PUBLISHED');
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});
