/**
 * With ENVIRONMENT unset (the local demo), the site falls back to the public demo secrets
 * (lib/cms/env.ts): anyone who read this repository knows them. So while the secret in use is a
 * demo value, /api/preview and /api/revalidate answer only the local machine (the connection's own
 * address is loopback: `npm run dev` in a browser on this machine, the local CMS's publish webhook);
 * everyone else gets 403 and is told to set a secret of their own (lib/security/demo-secret.ts).
 */
import { BlogPostDocument } from '@/graphql/generated/documents/BlogPost';
import { PreviewBlogPostDocument } from '@/graphql/generated/documents/PreviewBlogPost';
import {
  answer,
  blogPost,
  requests,
  server,
  setCmsEnvironment,
  setupCmsServer,
  WAYFARER,
  WAYFARER_HOST,
} from '../support/fixtures';
import { apiRequest } from '../support/next-context';
import { DEMO_VALUES } from '@/lib/security/production-secrets';

setCmsEnvironment();

import preview from '@/pages/api/preview';
import revalidate from '@/pages/api/revalidate';
import { signPreviewLink } from '../../cms/src/preview/preview-link';

setupCmsServer();

const DEMO_PREVIEW_SECRET = DEMO_VALUES.PREVIEW_SECRET[0];
const DEMO_REVALIDATE_SECRET = DEMO_VALUES.REVALIDATE_SECRET[0];
const OWN_SECRET = 'a-secret-of-our-own-0123456789abcdefghij';
const POST_ID = 'blogpost0001';

const ENV = { ...process.env };
beforeEach(() => {
  delete process.env.PREVIEW_SECRET;
  delete process.env.REVALIDATE_SECRET;
  delete process.env.ENVIRONMENT;
  server.use(
    answer(PreviewBlogPostDocument, () => ({
      blogPost: {
        __typename: 'BlogPost',
        documentId: POST_ID,
        Slug: 'first-week-at-camp',
        IsInfoBlog: false,
        brands: [WAYFARER()],
      },
    })),
    answer(BlogPostDocument, () => ({ blogPosts: [blogPost({ Slug: 'first-week-at-camp' })] })),
  );
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  process.env = { ...ENV };
});

const link = (secret: string) =>
  new URLSearchParams({
    token: signPreviewLink(
      { type: 'blog-post', documentId: POST_ID, locale: null, status: 'draft', brand: 'wayfarer' },
      secret,
    ),
  }).toString();

async function openPreview(secret: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const {
    req,
    res,
    answer: sent,
  } = apiRequest({
    host: WAYFARER_HOST,
    url: `/api/preview?${link(secret)}`,
    remoteAddress,
    headers,
  });
  await preview(req, res);
  return sent();
}

async function purge(secret: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const {
    req,
    res,
    answer: sent,
  } = apiRequest({
    host: 'localhost:3000',
    url: '/api/revalidate',
    method: 'POST',
    remoteAddress,
    headers: { authorization: `Bearer ${secret}`, ...headers },
    body: { event: 'entry.publish', model: 'blog-post', entry: { publishedAt: '2026-01-01T00:00:00.000Z' } },
  });
  await revalidate(req, res);
  return sent();
}

const LOCAL = ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.53'];
const AFAR: [string, string, Record<string, string>][] = [
  ['another machine', '203.0.113.7', {}],
  ['a private network address', '10.0.0.5', {}],
  ['another machine claiming loopback in X-Forwarded-For', '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }],
  ['another machine claiming loopback in X-Real-IP', '203.0.113.7', { 'x-real-ip': '::1' }],
];

describe('/api/preview with the public demo PREVIEW_SECRET', () => {
  it.each(AFAR)('refuses %s: 403, says to set a secret of its own, reads nothing', async (_label, address, headers) => {
    const answer = await openPreview(DEMO_PREVIEW_SECRET, address, headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/PREVIEW_SECRET of your own/);
    expect(answer.setCookies).toEqual([]);
    expect(answer.location).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('refuses the demo value set explicitly too, whatever ENVIRONMENT says (staging)', async () => {
    process.env.ENVIRONMENT = 'staging';
    process.env.PREVIEW_SECRET = DEMO_PREVIEW_SECRET;
    expect((await openPreview(DEMO_PREVIEW_SECRET, '203.0.113.7')).status).toBe(403);
  });

  it.each(LOCAL)('opens the preview for the local machine (%s): the quick start keeps working', async (address) => {
    const answer = await openPreview(DEMO_PREVIEW_SECRET, address);
    expect(answer.status).toBe(307);
    expect(answer.location).toBe('/blog/first-week-at-camp/');
  });

  it('with a secret of its own, opens for any machine', async () => {
    process.env.PREVIEW_SECRET = OWN_SECRET;
    expect((await openPreview(OWN_SECRET, '203.0.113.7')).status).toBe(307);
  });
});

describe('/api/revalidate with the public demo REVALIDATE_SECRET', () => {
  it.each(AFAR)('refuses %s: 403, says to set a secret of its own', async (_label, address, headers) => {
    const answer = await purge(DEMO_REVALIDATE_SECRET, address, headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/REVALIDATE_SECRET of your own/);
  });

  it('refuses afar even a request without the secret: 403 before any secret is compared', async () => {
    expect((await purge('wrong', '203.0.113.7')).status).toBe(403);
  });

  it.each(LOCAL)('lets the local CMS’s webhook through (%s)', async (address) => {
    const answer = await purge(DEMO_REVALIDATE_SECRET, address);
    expect(answer.status).not.toBe(403);
    expect(answer.status).not.toBe(401);
    expect(answer.status).toBeLessThan(300);
  });

  it('with a secret of its own, answers any machine as before', async () => {
    process.env.REVALIDATE_SECRET = OWN_SECRET;
    expect((await purge(OWN_SECRET, '203.0.113.7')).status).toBeLessThan(300);
    expect((await purge(DEMO_REVALIDATE_SECRET, '203.0.113.7')).status).toBe(401);
  });
});
