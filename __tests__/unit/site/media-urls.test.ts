import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createServerClient } from '@/lib/cms/client';
import { siteMediaUrl, withSiteMediaUrls } from '@/lib/cms/media-urls';
import { queryCms } from '@/lib/cms/query';
import { resetCmsState } from '@/lib/cms/process-state';

/**
 * A storage provider's media links (docs/deployment.md, "Uploads") as the site's own paths, made on
 * the server before an answer reaches the Apollo cache that the page carries to the browser.
 */
const STORE = 'https://media-store.example.com';

describe('siteMediaUrl', () => {
  it.each([
    ['a file under the store’s /uploads/', `${STORE}/uploads/banff_1a2b.jpg`, STORE, '/uploads/banff_1a2b.jpg'],
    ['CMS_MEDIA_URL written with a trailing slash', `${STORE}/uploads/banff.jpg`, `${STORE}/`, '/uploads/banff.jpg'],
    ['a host name in capitals', 'https://MEDIA-store.example.com/uploads/banff.jpg', STORE, '/uploads/banff.jpg'],
    [
      'the default port written out',
      'https://media-store.example.com:443/uploads/banff.jpg',
      STORE,
      '/uploads/banff.jpg',
    ],
    ['a file in a folder of uploads', `${STORE}/uploads/2026/banff.jpg`, STORE, '/uploads/2026/banff.jpg'],
    [
      'a path-style bucket (an origin and a path)',
      'https://s3.example.com/travel-media/uploads/banff.jpg',
      'https://s3.example.com/travel-media',
      '/uploads/banff.jpg',
    ],
  ])('%s becomes the site’s /uploads/ path', (_label, url, base, expected) => {
    expect(siteMediaUrl(url, base)).toBe(expected);
  });

  it.each([
    ['another host', 'https://cdn.elsewhere.example/uploads/banff.jpg'],
    ['another folder of the store', `${STORE}/private/banff.jpg`],
    ['a host that only starts like the store’s', 'https://media-store.example.com.evil.example/uploads/banff.jpg'],
    ['the store’s host over another scheme', 'http://media-store.example.com/uploads/banff.jpg'],
    ['the store’s host on another port', 'https://media-store.example.com:8443/uploads/banff.jpg'],
    ['a path that leaves /uploads/ once resolved', `${STORE}/uploads/../admin/banff.jpg`],
    ['a folder that only starts like uploads', `${STORE}/uploadsx/banff.jpg`],
    ['the local provider’s path, already the site’s', '/uploads/banff.jpg'],
    ['not a URL', 'banff.jpg'],
  ])('%s is kept as it is', (_label, url) => {
    expect(siteMediaUrl(url, STORE)).toBe(url);
  });

  it('keeps a bucket’s folder apart from the rest of its host', () => {
    expect(siteMediaUrl('https://s3.example.com/uploads/banff.jpg', 'https://s3.example.com/travel-media')).toBe(
      'https://s3.example.com/uploads/banff.jpg',
    );
  });
});

describe('withSiteMediaUrls', () => {
  const media = (url: string) => ({ __typename: 'UploadFile', url, alternativeText: 'Banff', width: 800, height: 600 });

  it('rewrites the url of every media object, at any depth, and nothing else', () => {
    const answer = {
      blogPosts: [
        {
          __typename: 'BlogPost',
          Title: `Read ${STORE}/uploads/banff.jpg`,
          Hero: { __typename: 'ComponentBlocksHero', BannerImage: media(`${STORE}/uploads/banff.jpg`) },
          Section: [
            {
              __typename: 'ComponentBlocksImageGrid',
              Images: [media(`${STORE}/uploads/a.jpg`), media('/uploads/b.jpg')],
            },
          ],
          author: { __typename: 'Author', ProfilePhoto: media('https://cdn.elsewhere.example/me.jpg') },
          // A link component's url is an address an editor typed, not a file of the store.
          HanoverBookingLinks: [{ __typename: 'ComponentSharedBookingLink', url: `${STORE}/uploads/brochure.pdf` }],
        },
      ],
    };
    const before = JSON.stringify(answer);
    const result = withSiteMediaUrls(answer, STORE);
    const post = result.blogPosts[0];
    expect(post.Hero.BannerImage).toEqual({ ...media('/uploads/banff.jpg') });
    expect(post.Section[0].Images.map((image) => image.url)).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']);
    expect(post.author.ProfilePhoto.url).toBe('https://cdn.elsewhere.example/me.jpg');
    expect(post.HanoverBookingLinks[0].url).toBe(`${STORE}/uploads/brochure.pdf`);
    expect(post.Title).toBe(`Read ${STORE}/uploads/banff.jpg`);
    // The CMS's answer itself is left as it came.
    expect(JSON.stringify(answer)).toBe(before);
    // What did not change is shared, not copied.
    expect(post.author).toBe(answer.blogPosts[0].author);
  });

  it('gives back the answer itself when nothing is the store’s (the local provider)', () => {
    const answer = { blogPosts: [{ __typename: 'BlogPost', Hero: { BannerImage: media('/uploads/banff.jpg') } }] };
    expect(withSiteMediaUrls(answer, STORE)).toBe(answer);
    expect(withSiteMediaUrls(null, STORE)).toBeNull();
  });
});

describe('the server’s CMS client', () => {
  const ENDPOINT = 'http://cms.media-urls.test/graphql';
  type HeroImage = { blogPosts: { Hero: { BannerImage: { url: string } } }[] };
  const HERO: TypedDocumentNode<HeroImage, { slug: string }> = gql`
    query HeroImage($slug: String!) {
      blogPosts(filters: { Slug: { eq: $slug } }) {
        documentId
        Hero {
          BannerImage {
            url
            alternativeText
          }
        }
      }
    }
  `;
  /** Strapi's answer with a storage provider: the file under the bucket's public URL. */
  const bucketAnswer = {
    data: {
      blogPosts: [
        {
          __typename: 'BlogPost',
          documentId: 'post-1',
          Hero: {
            __typename: 'ComponentBlocksHero',
            BannerImage: { __typename: 'UploadFile', url: `${STORE}/uploads/banff_1a2b.jpg`, alternativeText: 'Banff' },
          },
        },
      ],
    },
  };
  let sent: string[];
  const fakeCms: typeof fetch = async (_input, init) => {
    sent.push(String(init?.body));
    return new Response(JSON.stringify(bucketAnswer), { headers: { 'content-type': 'application/json' } });
  };

  beforeEach(() => {
    sent = [];
    process.env.CMS_MEDIA_URL = STORE;
    process.env.CMS_PREVIEW_TOKEN = 'unit-test-preview-token';
  });
  afterEach(() => {
    delete process.env.CMS_MEDIA_URL;
    delete process.env.CMS_PREVIEW_TOKEN;
    resetCmsState({ breaker: true });
  });

  it.each([
    ['a published read (through the content cache)', false],
    ['a draft read (no cache)', true],
  ])('%s: the answer and the cache the page carries hold the site’s path, never the store', async (_label, draft) => {
    const client = createServerClient({ draft, uri: ENDPOINT, fetch: fakeCms });
    const { data } = await queryCms(client, HERO, { slug: 'banff' });
    expect(data.blogPosts[0].Hero.BannerImage.url).toBe('/uploads/banff_1a2b.jpg');
    const state = JSON.stringify(client.extract());
    expect(state).toContain('"/uploads/banff_1a2b.jpg"');
    expect(state).not.toContain('media-store.example.com');
    // What the rewrite goes by: Apollo asks the type of every object, media included.
    expect(JSON.parse(sent[0]).query).toMatch(/BannerImage\s*{\s*url\s+alternativeText\s+__typename\s*}/);
  });

  it('a published answer is kept in the site’s form: the next request’s client reads the same path', async () => {
    await queryCms(createServerClient({ uri: ENDPOINT, fetch: fakeCms }), HERO, { slug: 'banff' });
    const again = createServerClient({ uri: ENDPOINT, fetch: fakeCms });
    const { data } = await queryCms(again, HERO, { slug: 'banff' });
    expect(sent).toHaveLength(1);
    expect(data.blogPosts[0].Hero.BannerImage.url).toBe('/uploads/banff_1a2b.jpg');
  });
});
