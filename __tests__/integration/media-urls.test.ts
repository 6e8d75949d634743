/**
 * Uploads in a bucket (docs/deployment.md, "Uploads"): the CMS links every file absolutely, under
 * the bucket's public URL, which is the site's CMS_MEDIA_URL. What a page sends to the browser (its
 * props, and in them the Apollo cache the browser hydrates from) holds the site's own `/uploads/`
 * paths instead, for visitors and editors' previews alike: the browser, which has no CMS_MEDIA_URL,
 * maps the same paths the server rendered, and never learns the store's host.
 */
import { BlogPostDocument } from '@/graphql/generated/documents/BlogPost';
import { BrandsDocument } from '@/graphql/generated/documents/Brands';
import {
  answer,
  blogPost,
  sent,
  server,
  setCmsEnvironment,
  setupCmsServer,
  siteBrands,
  visit,
  WAYFARER_HOST,
} from '../support/fixtures';

const STORE = 'https://media-store.example.com';
const ELSEWHERE = 'https://images.elsewhere.example/portrait.jpg';

setCmsEnvironment();
process.env.CMS_MEDIA_URL = STORE;

import { getServerSideProps as blogPostPage } from '@/pages/blog/[slug]';

setupCmsServer();

const media = (url: string) => ({
  __typename: 'UploadFile',
  name: url.split('/').pop(),
  url,
  alternativeText: 'Banff in winter',
  caption: null,
  width: 1600,
  height: 900,
});

/** A post as Strapi with a storage provider answers it: its banner in the bucket, a portrait elsewhere. */
const post = {
  ...blogPost({ Slug: 'banff-in-winter' }),
  Hero: { __typename: 'ComponentBlocksHero', BannerImage: media(`${STORE}/uploads/banff_1a2b.jpg`), Title: 'Banff' },
  author: { __typename: 'Author', documentId: 'author-1', Name: 'Ada', ProfilePhoto: media(ELSEWHERE) },
} as any;

beforeEach(() => {
  server.use(
    answer(BrandsDocument, () => ({
      brands: siteBrands().map((brand) => ({
        ...brand,
        SeoDetails: { ...brand.SeoDetails!, SocialShareImage: media(`${STORE}/uploads/share_9z.png`) as any },
      })),
    })),
    answer(BlogPostDocument, ({ slug }) => ({ blogPosts: slug === post.Slug ? [post] : [] })),
  );
});

afterAll(() => {
  delete process.env.CMS_MEDIA_URL;
});

const open = (draftMode = false) =>
  visit(blogPostPage, { host: WAYFARER_HOST, url: `/blog/${post.Slug}/`, params: { slug: post.Slug }, draftMode });

/**
 * The media URLs a page carries, by file name: the Apollo cache's files, and the brand's own images
 * (its share image and favicon, in the page's site props: the brand list stays on the server).
 */
function mediaIn(props: Record<string, any> | undefined): Record<string, string> {
  const state = props?.__APOLLO_STATE__ as Record<string, unknown> | undefined;
  const found: Record<string, string> = {};
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.__typename === 'UploadFile') found[String(record.name)] = String(record.url);
      Object.values(record).forEach(walk);
    }
  };
  walk(state);
  for (const image of [props?.site?.brand?.socialShareImage, props?.site?.brand?.favicon]) {
    if (image?.url) found[String(image.url).split('/').pop()!] = String(image.url);
  }
  return found;
}

const SITE_PATHS = {
  'banff_1a2b.jpg': '/uploads/banff_1a2b.jpg',
  'share_9z.png': '/uploads/share_9z.png',
  'portrait.jpg': ELSEWHERE,
};

describe('a page of a site whose uploads are in a bucket', () => {
  it('carries the site’s /uploads/ paths to the browser, and another host’s image as it is', async () => {
    const page = await open();
    expect(page.status).toBe(200);
    expect(mediaIn(page.props)).toEqual(SITE_PATHS);
    expect(JSON.stringify(page.props)).not.toContain('media-store.example.com');
  });

  it('keeps the answers in that form in the content cache: a second view, read from it, is the same', async () => {
    await open();
    const again = await open();
    expect(sent('BlogPost')).toHaveLength(1);
    expect(mediaIn(again.props)).toEqual(SITE_PATHS);
  });

  it('gives an editor’s preview (drafts, no cache) the same paths', async () => {
    const page = await open(true);
    expect(page.props?.site.draft).toBe(true);
    expect(sent('BlogPost')[0].variables.publicationStatus).toBe('DRAFT');
    expect(mediaIn(page.props)).toEqual(SITE_PATHS);
    expect(JSON.stringify(page.props)).not.toContain('media-store.example.com');
  });
});
