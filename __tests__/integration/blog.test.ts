/**
 * Blog and information hub: the blog list (/blog/), a post (/blog/{slug}/), a tag page
 * (/blog/tags/{tag}/), the information hub (/infohub/) and its articles (/infohub/articles/{slug}/).
 * Blog posts are brand-scoped by the page itself: the post query has no brand variable (docs/content-rules.md §7).
 */
import { BlogListDocument } from '@/graphql/generated/documents/BlogList';
import { BlogPostDocument } from '@/graphql/generated/documents/BlogPost';
import { InfoHubPagesDocument } from '@/graphql/generated/documents/InfoHubPages';
import {
  answer,
  blogCard,
  blogPost,
  BUNAC_HOST,
  PREVIEW_TOKEN,
  productV2Tile,
  requests,
  sent,
  sentVariables,
  server,
  setCmsEnvironment,
  TIMBERLINE,
  TIMBERLINE_HOST,
  setupCmsServer,
  visit,
  WAYFARER,
  WAYFARER_HOST,
} from '../support/fixtures';

setCmsEnvironment();

import { getServerSideProps as blogPostPage } from '@/pages/blog/[slug]';
import { getServerSideProps as blogListPage } from '@/pages/blog/index';
import { getServerSideProps as blogTagPage } from '@/pages/blog/tags/[tag]';
import { getServerSideProps as infoArticlePage } from '@/pages/infohub/articles/[slug]';
import { getServerSideProps as infoHubListPage } from '@/pages/infohub/index';

setupCmsServer();

const CAMP_TAG = { Name: 'Summer camp', Slug: 'summer-camp' };

/** The posts of the CMS; the post query filters by slug and IsInfoBlog only, like the real one. */
const POSTS = [
  blogPost({ Slug: 'first-week-at-camp', brands: [WAYFARER()], blog_types: [CAMP_TAG] }),
  blogPost({ Slug: 'timberline-news', brands: [TIMBERLINE()] }),
  blogPost({ Slug: 'packing-list', IsInfoBlog: true, brands: [WAYFARER()] }),
];

beforeEach(() => {
  server.use(
    answer(BlogPostDocument, ({ slug, isInfoBlog }) => ({
      blogPosts: POSTS.filter((post) => post.Slug === slug && post.IsInfoBlog === isInfoBlog),
    })),
    // Only Wayfarer Collective has posts in lists (the list query filters by brand).
    answer(BlogListDocument, ({ brandName, isInfoBlog }) => ({
      blogPosts:
        brandName !== 'Wayfarer Collective'
          ? []
          : isInfoBlog
            ? [blogCard({ Slug: 'packing-list', IsInfoBlog: true })]
            : [blogCard({ Slug: 'first-week-at-camp', blog_types: [CAMP_TAG] }), blogCard({ Slug: 'untagged' })],
    })),
    answer(InfoHubPagesDocument, () => ({ productsV2: [productV2Tile({ Slug: 'visa-guide' })] })),
  );
});

describe('blog list /blog/', () => {
  it('lists the host brand’s blog posts, not the information-hub ones', async () => {
    const page = await visit(blogListPage, { host: TIMBERLINE_HOST, url: '/blog/' });
    expect(page.status).toBe(200);
    expect(sentVariables('BlogList')).toEqual({ brandName: 'Timberline Camps', isInfoBlog: false });
    expect(page.props?.variables).toEqual({ brandName: 'Timberline Camps', isInfoBlog: false });
  });

  it('never asks for drafts, even with ?status=DRAFT', async () => {
    await visit(blogListPage, { host: WAYFARER_HOST, url: '/blog/?status=DRAFT&publicationStatus=DRAFT' });
    expect(sentVariables('BlogList')).toEqual({ brandName: 'Wayfarer Collective', isInfoBlog: false });
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('blog post /blog/{slug}/', () => {
  const open = (host: string, slug: string, { draftMode = false, suffix = '/' } = {}) =>
    visit(blogPostPage, { host, url: `/blog/${slug}${suffix}`, params: { slug }, draftMode });

  it('asks for the published blog post by slug and serves it to its brand', async () => {
    const page = await open(WAYFARER_HOST, 'first-week-at-camp');
    const variables = { slug: 'first-week-at-camp', isInfoBlog: false, publicationStatus: 'PUBLISHED' };
    expect(page.status).toBe(200);
    expect(sentVariables('BlogPost')).toEqual(variables);
    expect(page.props?.variables).toEqual(variables);
    expect(page.cacheControl).toBe('public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
  });

  it('answers 404 for another brand’s post', async () => {
    const page = await open(WAYFARER_HOST, 'timberline-news');
    expect(sent('BlogPost')).toHaveLength(1);
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
    expect(page.props?.variables).toBeUndefined();
  });

  it('serves that post on its own brand’s host', async () => {
    const page = await open(TIMBERLINE_HOST, 'timberline-news');
    expect(page.status).toBe(200);
  });

  it('answers 404 for an unknown slug', async () => {
    const page = await open(WAYFARER_HOST, 'no-such-post');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
  });

  it('answers 404 for an information-hub article under /blog', async () => {
    const page = await open(WAYFARER_HOST, 'packing-list');
    expect(sentVariables('BlogPost').isInfoBlog).toBe(false);
    expect(page.status).toBe(404);
  });

  it('reads the draft in draft mode with the preview token, never cached', async () => {
    const page = await open(WAYFARER_HOST, 'first-week-at-camp', { draftMode: true });
    expect(page.status).toBe(200);
    expect(sent('BlogPost')[0]).toEqual({
      operationName: 'BlogPost',
      variables: { slug: 'first-week-at-camp', isInfoBlog: false, publicationStatus: 'DRAFT' },
      authorization: `Bearer ${PREVIEW_TOKEN}`,
    });
    expect(page.cacheControl).toBe('private, no-store');
  });

  it('runs analytics for visitors only: an editor’s preview is not a page view', async () => {
    const saved = { ENVIRONMENT: process.env.ENVIRONMENT, GTM_ID: process.env.GTM_ID };
    Object.assign(process.env, { ENVIRONMENT: 'production', GTM_ID: 'GTM-TEST' });
    try {
      const visitor = await open(WAYFARER_HOST, 'first-week-at-camp');
      expect(visitor.props?.site).toMatchObject({ draft: false, gtmId: 'GTM-TEST' });
      const preview = await open(WAYFARER_HOST, 'first-week-at-camp', { draftMode: true });
      expect(preview.props?.site).toMatchObject({ draft: true, gtmId: null });
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('ignores ?status=DRAFT outside draft mode', async () => {
    await open(WAYFARER_HOST, 'first-week-at-camp', { suffix: '/?status=DRAFT' });
    expect(sentVariables('BlogPost').publicationStatus).toBe('PUBLISHED');
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('blog tag page /blog/tags/{tag}/', () => {
  const open = (host: string, tag: string) => visit(blogTagPage, { host, url: `/blog/tags/${tag}/`, params: { tag } });

  it('lists the brand’s blog posts and names the tag', async () => {
    const page = await open(WAYFARER_HOST, 'summer-camp');
    expect(page.status).toBe(200);
    expect(sentVariables('BlogList')).toEqual({ brandName: 'Wayfarer Collective', isInfoBlog: false });
    expect(page.props).toMatchObject({
      variables: { brandName: 'Wayfarer Collective', isInfoBlog: false },
      tag: 'summer-camp',
      tagName: 'Summer camp',
    });
  });

  it('answers 404 for a tag none of the brand’s posts has, without echoing it', async () => {
    const page = await open(WAYFARER_HOST, 'no-such-tag');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
    expect(page.props?.tag).toBeUndefined();
  });

  it('answers 404 for a tag that only another brand’s posts have', async () => {
    const page = await open(TIMBERLINE_HOST, 'summer-camp');
    expect(sentVariables('BlogList').brandName).toBe('Timberline Camps');
    expect(page.status).toBe(404);
  });
});

describe('information hub /infohub/', () => {
  it('lists the brand’s info-blog posts and its information-hub pages', async () => {
    const page = await visit(infoHubListPage, { host: WAYFARER_HOST, url: '/infohub/' });
    expect(page.status).toBe(200);
    expect(sentVariables('BlogList')).toEqual({ brandName: 'Wayfarer Collective', isInfoBlog: true });
    expect(sentVariables('InfoHubPages')).toEqual({ brandName: 'Wayfarer Collective' });
    expect(page.props).toMatchObject({
      variables: { brandName: 'Wayfarer Collective', isInfoBlog: true },
      guides: { brandName: 'Wayfarer Collective' },
    });
  });

  it('uses BUNAC’s path without a trailing slash', async () => {
    const page = await visit(infoHubListPage, { host: BUNAC_HOST, url: '/infohub' });
    expect(page.status).toBe(200);
    expect(sentVariables('BlogList').brandName).toBe('BUNAC');
  });
});

describe('information-hub article /infohub/articles/{slug}/', () => {
  const open = (host: string, slug: string, draftMode = false) =>
    visit(infoArticlePage, { host, url: `/infohub/articles/${slug}/`, params: { slug }, draftMode });

  it('asks for an info-blog post by slug', async () => {
    const page = await open(WAYFARER_HOST, 'packing-list');
    const variables = { slug: 'packing-list', isInfoBlog: true, publicationStatus: 'PUBLISHED' };
    expect(page.status).toBe(200);
    expect(sentVariables('BlogPost')).toEqual(variables);
    expect(page.props?.variables).toEqual(variables);
  });

  it('answers 404 for a regular blog post', async () => {
    const page = await open(WAYFARER_HOST, 'first-week-at-camp');
    expect(page.status).toBe(404);
  });

  it('answers 404 on another brand’s host', async () => {
    const page = await open(TIMBERLINE_HOST, 'packing-list');
    expect(page.status).toBe(404);
    expect(page.props?.errorStatus).toBe(404);
  });

  it('reads the draft in draft mode', async () => {
    const page = await open(WAYFARER_HOST, 'packing-list', true);
    expect(sent('BlogPost')[0]).toMatchObject({
      variables: { publicationStatus: 'DRAFT' },
      authorization: `Bearer ${PREVIEW_TOKEN}`,
    });
    expect(page.cacheControl).toBe('private, no-store');
  });
});
