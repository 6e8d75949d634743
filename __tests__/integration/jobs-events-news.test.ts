/** The brand's jobs page (/jobs/), events (/events/) and news (/news/, optionally ?experience=Name). */
import { EventsDocument } from '@/graphql/generated/documents/Events';
import { ExperiencesDocument } from '@/graphql/generated/documents/Experiences';
import { JobPagesDocument } from '@/graphql/generated/documents/JobPages';
import { NewsDocument } from '@/graphql/generated/documents/News';
import {
  answer,
  BUNAC_HOST,
  event,
  experienceTile,
  jobPage,
  newsItem,
  requests,
  sent,
  sentVariables,
  server,
  setCmsEnvironment,
  SUMMER_CAMP,
  TIMBERLINE_HOST,
  setupCmsServer,
  visit,
  WAYFARER_HOST,
  WORK_ABROAD,
} from '../support/fixtures';

setCmsEnvironment();

import { getServerSideProps as eventsPage } from '@/pages/events';
import { getServerSideProps as jobsPage } from '@/pages/jobs';
import { getServerSideProps as newsPage } from '@/pages/news';

setupCmsServer();

beforeEach(() => {
  server.use(
    // Only Timberline Camps has a jobs page.
    answer(JobPagesDocument, ({ brandName }) => ({ jobPages: brandName === 'Timberline Camps' ? [jobPage()] : [] })),
    answer(EventsDocument, () => ({ events: [event('Open day')] })),
    answer(ExperiencesDocument, ({ brandName }) => ({
      experiences: brandName === 'Wayfarer Collective' ? [SUMMER_CAMP, WORK_ABROAD].map(experienceTile) : [],
    })),
    answer(NewsDocument, () => ({ newsItems: [newsItem('Camp season opens', [SUMMER_CAMP])] })),
  );
});

describe('jobs /jobs/', () => {
  it('asks for the host brand’s job page and serves it', async () => {
    const page = await visit(jobsPage, { host: TIMBERLINE_HOST, url: '/jobs/' });
    expect(page.status).toBe(200);
    expect(sentVariables('JobPages')).toEqual({ brandName: 'Timberline Camps', publicationStatus: 'PUBLISHED' });
    expect(page.props?.variables).toEqual({ brandName: 'Timberline Camps', publicationStatus: 'PUBLISHED' });
  });

  it('answers 404 when the brand has no job page', async () => {
    const page = await visit(jobsPage, { host: WAYFARER_HOST, url: '/jobs/' });
    expect(sentVariables('JobPages')).toEqual({ brandName: 'Wayfarer Collective', publicationStatus: 'PUBLISHED' });
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
  });

  it('never asks for drafts, even with ?status=DRAFT', async () => {
    await visit(jobsPage, { host: TIMBERLINE_HOST, url: '/jobs/?status=DRAFT' });
    expect(sentVariables('JobPages')).toEqual({ brandName: 'Timberline Camps', publicationStatus: 'PUBLISHED' });
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('events /events/', () => {
  it('asks for the host brand’s events', async () => {
    const page = await visit(eventsPage, { host: BUNAC_HOST, url: '/events' });
    expect(page.status).toBe(200);
    expect(sentVariables('Events')).toEqual({ brandName: 'BUNAC' });
    expect(page.props?.variables).toEqual({ brandName: 'BUNAC' });
  });

  it('never asks for drafts, even with ?status=DRAFT', async () => {
    await visit(eventsPage, { host: WAYFARER_HOST, url: '/events/?status=DRAFT' });
    expect(sentVariables('Events')).toEqual({ brandName: 'Wayfarer Collective' });
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('news /news/', () => {
  it('lists all the brand’s news without an experience filter', async () => {
    const page = await visit(newsPage, { host: WAYFARER_HOST, url: '/news/' });
    expect(page.status).toBe(200);
    expect(sentVariables('Experiences')).toEqual({ brandName: 'Wayfarer Collective' });
    expect(sentVariables('News')).toEqual({ brandName: 'Wayfarer Collective' });
    expect(page.props).toMatchObject({
      variables: { brandName: 'Wayfarer Collective' },
      experiences: { brandName: 'Wayfarer Collective' },
      experience: null,
    });
  });

  it('filters by ?experience=Name with the experienceName variable', async () => {
    const page = await visit(newsPage, { host: WAYFARER_HOST, url: '/news/?experience=Work%20Abroad' });
    expect(page.status).toBe(200);
    expect(sentVariables('News')).toEqual({ brandName: 'Wayfarer Collective', experienceName: 'Work Abroad' });
    expect(page.props).toMatchObject({
      variables: { brandName: 'Wayfarer Collective', experienceName: 'Work Abroad' },
      experience: 'Work Abroad',
    });
  });

  it('answers 404 for an experience name the brand does not have, never reflecting it', async () => {
    const injected = '<script>alert("x")</script>';
    const page = await visit(newsPage, {
      host: WAYFARER_HOST,
      url: `/news/?experience=${encodeURIComponent(injected)}`,
    });
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
    expect(sent('News')).toHaveLength(0);
    expect(JSON.stringify(page.props)).not.toContain('alert');
  });

  it('answers 404 for another brand’s experience name', async () => {
    const page = await visit(newsPage, { host: TIMBERLINE_HOST, url: '/news/?experience=Summer%20Camp' });
    expect(sentVariables('Experiences')).toEqual({ brandName: 'Timberline Camps' });
    expect(page.status).toBe(404);
  });
});
