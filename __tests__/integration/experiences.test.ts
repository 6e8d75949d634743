/**
 * Experiences: the list (/experiences/) and an experience (/experiences/{experienceSlug}/), whose
 * page also shows the brand's news about that experience.
 */
import { ExperienceDocument } from '@/graphql/generated/documents/Experience';
import { ExperiencesDocument } from '@/graphql/generated/documents/Experiences';
import { NewsDocument } from '@/graphql/generated/documents/News';
import {
  answer,
  experience,
  experienceTile,
  newsItem,
  PREVIEW_TOKEN,
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

import { getServerSideProps as experiencePage } from '@/pages/experiences/[experienceSlug]/index';
import { getServerSideProps as experiencesPage } from '@/pages/experiences/index';

setupCmsServer();

/** Wayfarer Collective has both experiences; Timberline Camps only Summer Camp. */
const EXPERIENCES: Record<string, (typeof SUMMER_CAMP)[]> = {
  'Wayfarer Collective': [SUMMER_CAMP, WORK_ABROAD],
  'Timberline Camps': [SUMMER_CAMP],
};

beforeEach(() => {
  server.use(
    answer(ExperiencesDocument, ({ brandName }) => ({
      experiences: (EXPERIENCES[brandName] ?? []).map(experienceTile),
    })),
    answer(ExperienceDocument, ({ slug, brandName }) => ({
      experiences: (EXPERIENCES[brandName] ?? []).filter((ref) => ref.Slug === slug).map(experience),
    })),
    answer(NewsDocument, ({ experienceName }) => ({
      newsItems: [newsItem(`News about ${experienceName ?? 'everything'}`)],
    })),
  );
});

describe('experience list /experiences/', () => {
  it('lists the host brand’s experiences', async () => {
    const page = await visit(experiencesPage, { host: TIMBERLINE_HOST, url: '/experiences/' });
    expect(page.status).toBe(200);
    expect(sentVariables('Experiences')).toEqual({ brandName: 'Timberline Camps' });
    expect(page.props?.variables).toEqual({ brandName: 'Timberline Camps' });
  });

  it('never asks for drafts, even with ?status=DRAFT', async () => {
    await visit(experiencesPage, { host: WAYFARER_HOST, url: '/experiences/?status=DRAFT' });
    expect(sentVariables('Experiences')).toEqual({ brandName: 'Wayfarer Collective' });
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('experience /experiences/{experienceSlug}/', () => {
  const open = (host: string, slug: string, { draftMode = false, suffix = '/' } = {}) =>
    visit(experiencePage, { host, url: `/experiences/${slug}${suffix}`, params: { experienceSlug: slug }, draftMode });

  it('asks for the published experience by slug, then the brand’s news filtered by the experience’s Name', async () => {
    const page = await open(WAYFARER_HOST, 'work-abroad');
    const variables = { slug: 'work-abroad', brandName: 'Wayfarer Collective', publicationStatus: 'PUBLISHED' };
    expect(page.status).toBe(200);
    expect(sentVariables('Experience')).toEqual(variables);
    expect(sentVariables('News')).toEqual({ brandName: 'Wayfarer Collective', experienceName: 'Work Abroad' });
    expect(page.props).toMatchObject({
      variables,
      newsVariables: { brandName: 'Wayfarer Collective', experienceName: 'Work Abroad' },
    });
  });

  it('answers 404 for an unknown slug, without asking for news', async () => {
    const page = await open(WAYFARER_HOST, 'space-tourism');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
    expect(sent('News')).toHaveLength(0);
  });

  it('answers 404 for another brand’s experience', async () => {
    const page = await open(TIMBERLINE_HOST, 'work-abroad');
    expect(sentVariables('Experience').brandName).toBe('Timberline Camps');
    expect(page.status).toBe(404);
  });

  it('reads the draft experience in draft mode with the preview token, never cached', async () => {
    const page = await open(WAYFARER_HOST, 'summer-camp', { draftMode: true });
    expect(page.status).toBe(200);
    expect(sent('Experience')[0]).toMatchObject({
      variables: { publicationStatus: 'DRAFT' },
      authorization: `Bearer ${PREVIEW_TOKEN}`,
    });
    expect(page.cacheControl).toBe('private, no-store');
  });

  it('ignores ?status=DRAFT outside draft mode', async () => {
    await open(WAYFARER_HOST, 'summer-camp', { suffix: '/?status=DRAFT' });
    expect(sentVariables('Experience').publicationStatus).toBe('PUBLISHED');
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});
