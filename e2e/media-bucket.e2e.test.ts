/**
 * Uploads in a bucket (docs/deployment.md, "Uploads"), in Chromium: a site instance of the
 * production build with CMS_MEDIA_URL set to the bucket's public URL, against the seeded CMS as
 * Strapi answers with the `aws-s3` provider, every file linked as `<bucket URL>/uploads/<file>`.
 *
 * Two small servers of this test stand in for what the demo cannot run (the provider is not one of
 * its dependencies, and the test CMS keeps its files on disk, linked `/uploads/<file>`):
 * - the bucket: answers `/uploads/<file>` with the CMS's file, on an address of its own;
 * - the CMS as the site reaches it: the test CMS itself, each GraphQL answer's `"url":"/uploads/…"`
 *   written as the provider writes it, `"url":"<bucket>/uploads/…"` (what the `files` table holds
 *   with a bucket; GraphQL hands it on as it is).
 *
 * A blog post (hero, section images, author, share image) is opened directly and reached by a
 * client-side navigation from the blog list. The browser has no CMS_MEDIA_URL: the server must
 * give it the site's own paths (lib/cms/media-urls), or the browser renders other image URLs
 * than the server's HTML. React 19 in production neither reports nor repairs an attribute that
 * differs on hydration, so the test compares what React rendered (the props it hydrated each
 * `<img>` with) with what the server sent, and reads what the browser renders on its own (the
 * share image of the head, updated by next/head after hydration; a page reached by a link).
 */
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, requestSite, watchProblems } from './support/browser';
import { documentsOf } from './support/seed-data';
import { productionSecrets, startSite } from './support/test-site';

jest.setTimeout(120_000);

const BRAND = 'wayfarer';
const BRAND_NAME = 'Wayfarer Collective';
const post = documentsOf('blog-post').find(
  (doc) =>
    doc.$status !== 'draft' &&
    !doc.IsInfoBlog &&
    (doc.brands as string[]).includes(BRAND_NAME) &&
    Boolean((doc.Hero as { BannerImage?: string } | undefined)?.BannerImage) &&
    typeof doc.Quote === 'string',
)!;
const POST_PATH = `/blog/${post.Slug as string}/`;
/** An image of the site: its own /uploads/, or the image optimiser reading it. */
const SITE_IMAGE = /^\/(uploads\/|_next\/image\?url=%2Fuploads%2F)/;

const cms = new URL(process.env.CMS_TEST_URL!);
let bucket: http.Server;
let front: http.Server;
let site: { port: number; stop(): Promise<void> };
let browser: Browser;
/** Media links the CMS gave under the bucket's URL, and the files the bucket was asked for. */
let linked = 0;
const bucketServed: string[] = [];

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
let bucketUrl = '';
let frontUrl = '';

/** A request's body (the site sends the CMS text only: GraphQL and JSON). */
async function body(request: http.IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
}

const HOP_HEADERS = ['host', 'connection', 'content-length', 'content-encoding', 'transfer-encoding', 'keep-alive'];

/** The test CMS as Strapi with the bucket provider answers: media links under the bucket's URL. */
async function answerAsBucketCms(request: http.IncomingMessage, response: http.ServerResponse) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !HOP_HEADERS.includes(name) && name !== 'accept-encoding')
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  try {
    const upstream = await fetch(new URL(request.url ?? '/', cms), {
      method: request.method,
      headers,
      body: await body(request),
      redirect: 'manual',
    });
    let answer = Buffer.from(await upstream.arrayBuffer());
    if (request.url?.startsWith('/graphql') && upstream.headers.get('content-type')?.includes('json')) {
      const text = answer.toString('utf8');
      linked += text.split('"url":"/uploads/').length - 1;
      answer = Buffer.from(text.replaceAll('"url":"/uploads/', `"url":"${bucketUrl}/uploads/`));
    }
    const out: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!HOP_HEADERS.includes(name)) out[name] = value;
    });
    response.writeHead(upstream.status, out).end(answer);
  } catch (error) {
    response.writeHead(502).end(String(error));
  }
}

/** The bucket: the CMS's files, at `/uploads/<file>` of an address of its own. */
async function answerAsBucket(request: http.IncomingMessage, response: http.ServerResponse) {
  const { pathname } = new URL(request.url ?? '/', 'http://bucket');
  if (!pathname.startsWith('/uploads/')) return response.writeHead(404).end();
  bucketServed.push(pathname);
  const upstream = await fetch(new URL(pathname, cms));
  response
    .writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' })
    .end(request.method === 'HEAD' ? undefined : Buffer.from(await upstream.arrayBuffer()));
}

beforeAll(async () => {
  bucket = http.createServer((request, response) => void answerAsBucket(request, response));
  front = http.createServer((request, response) => void answerAsBucketCms(request, response));
  bucketUrl = await listen(bucket);
  frontUrl = await listen(front);
  site = await startSite({
    cmsUrl: frontUrl,
    logDir: path.join(process.cwd(), 'test-results'),
    logName: 'test-site-media-bucket.log',
    env: { ...productionSecrets(), DEFAULT_BRAND: BRAND_NAME, CMS_MEDIA_URL: bucketUrl },
  });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await Promise.all([bucket, front].map((server) => new Promise((resolve) => server?.close(resolve))));
});

const url = (pathname: string) => `http://${BRAND}.localhost:${site.port}${pathname}`;
const hostOf = (origin: string) => new URL(origin).host;

/** Waits until React has hydrated every image of the page's main content. */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () => {
      const images = [...document.querySelectorAll('main img')];
      return (
        images.length > 0 && images.every((image) => Object.keys(image).some((key) => key.startsWith('__reactProps$')))
      );
    },
    undefined,
    { timeout: 30_000 },
  );

/** Each image of the main content: its attributes, and what React rendered it with. */
const imagesOf = (page: Page) =>
  page.$$eval('main img', (images) =>
    (images as HTMLImageElement[]).map((image) => {
      const key = Object.keys(image).find((name) => name.startsWith('__reactProps$'));
      const props = key ? (image as unknown as Record<string, { src?: string; srcSet?: string }>)[key] : null;
      return {
        src: image.getAttribute('src'),
        srcset: image.getAttribute('srcset'),
        rendered: props ? { src: props.src ?? null, srcset: props.srcSet ?? null } : null,
        eager: image.getAttribute('loading') === 'eager',
        loaded: image.complete && image.naturalWidth > 0,
      };
    }),
  );

describe('a site whose uploads are in a bucket (CMS_MEDIA_URL)', () => {
  it('gets the bucket’s links from the CMS, and sends a page that names neither the bucket nor the CMS', async () => {
    const answer = await requestSite(BRAND, POST_PATH, {}, site.port);
    expect(answer.status).toBe(200);
    // The CMS answered as with a bucket: the test means something.
    expect(linked).toBeGreaterThan(0);
    expect(answer.body).toMatch(/\/_next\/image\?url=%2Fuploads%2F/);
    for (const address of [bucketUrl, frontUrl, cms.origin]) expect(answer.body).not.toContain(hostOf(address));
  });

  it('hydrates a blog post with the image URLs the server rendered: no warning, no error, the share image the site’s', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = await watchProblems(page);
    const response = await page.goto(url(POST_PATH), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const images = await imagesOf(page);
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      expect(image.src).toMatch(SITE_IMAGE);
      expect(image.rendered).toEqual({ src: image.src, srcset: image.srcset });
    }
    // The hero (loaded eagerly) came through the site, from the bucket.
    const eager = images.filter((image) => image.eager);
    expect(eager.length).toBeGreaterThan(0);
    expect(eager.every((image) => image.loaded)).toBe(true);
    expect(bucketServed.length).toBeGreaterThan(0);
    // next/head puts the browser's own rendering of the head in place once hydrated: the share
    // image is still the site's upload, on the page's canonical origin.
    const canonical = new URL((await page.getAttribute('link[rel="canonical"]', 'href'))!);
    const shareImage = new URL((await page.getAttribute('meta[property="og:image"]', 'content'))!);
    expect(shareImage.origin).toBe(canonical.origin);
    expect(shareImage.pathname).toMatch(/^\/uploads\//);
    expect(await page.content()).not.toContain(hostOf(bucketUrl));
    expect(problems).toEqual({ errors: [], hydrationWarnings: [], cspViolations: [] });
    await page.close();
  });

  it('renders the site’s image URLs in the browser too, on a client-side navigation from the blog list', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = await watchProblems(page);
    await page.goto(url('/blog/'), { waitUntil: 'networkidle' });
    await hydrated(page);
    const link = page.locator(`main a[href="${POST_PATH}"]`).first();
    await page.waitForFunction(
      (href) => {
        const anchor = document.querySelector(`main a[href="${href}"]`);
        return anchor !== null && Object.keys(anchor).some((key) => key.startsWith('__reactProps$'));
      },
      POST_PATH,
      { timeout: 30_000 },
    );
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await link.click();
    await page.waitForURL(url(POST_PATH));
    // The post's own words (its title may be one another test is changing).
    await page.getByText(post.Quote as string).waitFor();
    // Rendered by the browser from the page's data, not loaded anew.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const images = await imagesOf(page);
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) expect(image.src).toMatch(SITE_IMAGE);
    expect(await page.content()).not.toContain(hostOf(bucketUrl));
    expect(problems).toEqual({ errors: [], hydrationWarnings: [], cspViolations: [] });
    await page.close();
  });
});
