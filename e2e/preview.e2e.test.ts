/**
 * Editor preview, end to end: Chromium, the real Strapi admin of the test CMS, the production
 * build of the site.
 *
 * - A visitor reaches no draft by any URL, query string or forged cookie.
 * - An editor signs in to the admin, opens a draft, uses "Open preview" and sees the draft in the
 *   brand's look inside the admin; publishing it makes it public.
 * - A harness page on an allow-listed origin frames the site in draft mode and tells it content
 *   changed (strapiUpdate, as the admin does): the frame shows the new text without a page load.
 *   Messages from another origin or of another type change nothing, and an origin that is not
 *   allow-listed cannot frame the site at all.
 */
import http from 'http';
import fs from 'fs';
import type { Browser, Frame, Page } from 'playwright-core';
import { artefactsDir, launchBrowser, requestSite, siteUrl, watchProblems } from './support/browser';
import { adminApi, cmsUrl, editor, previewSecret, type AdminApi } from './support/cms-admin';
import { documentsOf } from './support/seed-data';

const WAYFARER = 'wayfarer';
const BRAND_NAME = 'Wayfarer Collective';

// The demo content's drafts: a blog post that was never published, and a destination whose
// published version has newer unpublished changes.
const draftPost = documentsOf('blog-post').find(
  (doc) => doc.$status === 'draft' && (doc.brands as string[]).includes(BRAND_NAME),
)!;
const POST_TITLE = draftPost.Title as string;
const POST_PATH = `/blog/${draftPost.Slug as string}/`;
const changed = documentsOf('destination').find(
  (doc) => doc.$draftChanges && (doc.brands as string[]).includes(BRAND_NAME),
)!;
const DESTINATION_PATH = `/destinations/${changed.Slug as string}/`;
const PUBLISHED_HERO = (changed.Hero as { Title: string }).Title;
const DRAFT_HERO = ((changed.$draftChanges as { Hero: { Title: string } }).Hero as { Title: string }).Title;

const harnessPort = () => Number(process.env.E2E_HARNESS_PORT);
/** Allow-listed as a CMS admin origin for the site (CMS_ADMIN_ORIGINS in scripts/test.js). */
const allowedHarness = (path: string) => `http://localhost:${harnessPort()}${path}`;
/** The same server under another origin, which nobody allow-listed. */
const foreignHarness = (path: string) => `http://127.0.0.1:${harnessPort()}${path}`;

/** The preview link the CMS gives the admin for a document's draft (a token, no secret), on the brand's host. */
const previewLink = async (uid: string, documentId: string) => {
  const link = await admin.previewUrl(uid, documentId);
  return siteUrl(WAYFARER, `${link.pathname}${link.search}`);
};

let browser: Browser;
let harness: http.Server;
let admin: AdminApi;

/** `/frame?src=…` frames a URL; `/blank` is an empty page (a sender from another origin). */
function startHarness(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://harness');
    const escape = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
    const frames = url.searchParams
      .getAll('src')
      .map(
        (src, index) =>
          `<iframe id="frame${index}" title="frame ${index}" src="${escape(src)}" style="width:1280px;height:800px;border:0"></iframe>`,
      );
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><title>harness</title></head><body style="margin:0">${url.pathname === '/frame' ? frames.join('') : ''}</body></html>`,
    );
  });
  return new Promise((resolve) => server.listen(harnessPort(), () => resolve(server)));
}

beforeAll(async () => {
  browser = await launchBrowser();
  harness = await startHarness();
  admin = await adminApi();
  fs.mkdirSync(artefactsDir(), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => harness?.close(resolve));
});

/** The frame of `page` showing the site (by its brand host). */
async function siteFrame(page: Page): Promise<Frame> {
  const host = `${WAYFARER}.localhost:${process.env.E2E_SITE_PORT}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame() && candidate.url().includes(host));
    if (frame) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error(`no frame of ${host} in ${page.url()}`);
}

const heroTitle = (frame: Frame) => frame.locator('h1').first().textContent();

describe('a visitor', () => {
  it('gets 404 for a draft-only post whatever the URL, query string or cookie says', async () => {
    const attempts: [string, Record<string, string>][] = [
      [POST_PATH, {}],
      [`${POST_PATH}?status=DRAFT`, {}],
      [`${POST_PATH}?preview=true&draft=1`, {}],
      [POST_PATH, { cookie: '__prerender_bypass=forged; __next_preview_data=forged' }],
      [POST_PATH, { 'x-preview': '1', authorization: `Bearer ${process.env.CMS_TEST_CMS_PREVIEW_TOKEN}` }],
    ];
    for (const [path, headers] of attempts) {
      const response = await requestSite(WAYFARER, path, headers);
      expect({ path, headers, status: response.status }).toEqual({ path, headers, status: 404 });
      expect(response.body).not.toContain(POST_TITLE);
    }
  });

  it('sees the published version of a page that has unpublished changes', async () => {
    const response = await requestSite(WAYFARER, DESTINATION_PATH);
    expect(response.status).toBe(200);
    expect(response.body).toContain(PUBLISHED_HERO);
    expect(response.body).not.toContain(DRAFT_HERO);
  });

  it('reads no draft with Next’s real draft-mode cookie alone, and none with a session after exit', async () => {
    const { documentId } = await admin.findDraft('api::blog-post.blog-post', draftPost.Slug as string);
    const link = new URL(await previewLink('api::blog-post.blog-post', documentId));
    const entered = await requestSite(WAYFARER, `${link.pathname}${link.search}`);
    expect(entered.status).toBe(307);
    const setCookies = ([] as string[]).concat(entered.headers['set-cookie'] ?? []);
    const pair = (name: string) => setCookies.find((line) => line.startsWith(`${name}=`))!.split(';')[0];
    const nextCookie = pair('__prerender_bypass');
    const session = pair('__preview_session');
    // The editor's pair reads the draft.
    expect((await requestSite(WAYFARER, POST_PATH, { cookie: `${nextCookie}; ${session}` })).body).toContain(
      POST_TITLE,
    );
    // Next's cookie is the build's previewModeId, the same for everyone: alone it reads nothing.
    const alone = await requestSite(WAYFARER, POST_PATH, { cookie: nextCookie });
    expect(alone.status).toBe(404);
    expect(alone.body).not.toContain(POST_TITLE);
    // Nor on another brand's host.
    expect((await requestSite('timberline', POST_PATH, { cookie: `${nextCookie}; ${session}` })).body).not.toContain(
      POST_TITLE,
    );
    // Exit revokes the session: a copy of both cookies reads nothing afterwards.
    const left = await requestSite(WAYFARER, `/api/exit-preview?path=${encodeURIComponent(POST_PATH)}`, {
      cookie: `${nextCookie}; ${session}`,
    });
    expect(left.status).toBe(307);
    const after = await requestSite(WAYFARER, POST_PATH, { cookie: `${nextCookie}; ${session}` });
    expect(after.status).toBe(404);
    expect(after.body).not.toContain(POST_TITLE);
  });

  it('cannot enter draft mode with a guessed token, nor with the site’s secret itself', async () => {
    const { documentId } = await admin.findDraft('api::blog-post.blog-post', draftPost.Slug as string);
    for (const query of [
      `token=guess`,
      `secret=${encodeURIComponent(previewSecret())}&type=blog-post&documentId=${documentId}&status=draft`,
    ]) {
      const response = await requestSite(WAYFARER, `/api/preview?${query}`);
      expect(response.status).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('an editor in the Strapi admin', () => {
  let page: Page;
  afterAll(async () => page?.close());

  it('signs in, opens a draft and sees it in preview, in the brand’s look, inside the admin', async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // A quiet admin (cms/src/admin/app.ts): nothing asked of a public host, no release notice.
    const outside: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(hostname) && !hostname.endsWith('.localhost'))
        outside.push(request.url());
    });
    await page.goto(`${cmsUrl()}/admin`);
    await page.getByLabel('Email').fill(editor().email);
    await page.getByLabel('Password').fill(editor().password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Content Manager' }).first().waitFor({ timeout: 60_000 });

    // The first screen after signing in: no "new Media Library" banner.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    expect(await page.getByText('Introducing the new Media Library').count()).toBe(0);
    await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::blog-post.blog-post`);
    const skipTour = page.getByRole('button', { name: 'Skip' });
    await page.getByRole('button', { name: 'Search' }).first().waitFor({ timeout: 60_000 });
    if (await skipTour.isVisible()) await skipTour.click();
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page
      .getByPlaceholder(/search/i)
      .last()
      .fill(POST_TITLE.slice(0, 20));
    await page.keyboard.press('Enter');
    await page.getByText(POST_TITLE).first().click();
    await page.getByRole('heading', { name: POST_TITLE }).waitFor({ timeout: 60_000 });

    // Everything the admin page sends and receives from here on: the site's secret is in none of it.
    const traffic: string[] = [];
    page.on('request', (request) => traffic.push(request.url()));
    page.on('response', (response) => {
      if (response.url().includes('/preview/url/')) void response.text().then((body) => traffic.push(body));
    });
    await page.getByRole('link', { name: 'Open preview' }).click();
    const frame = await siteFrame(page);
    await frame.locator('h1').first().waitFor({ timeout: 60_000 });
    expect(await heroTitle(frame)).toBe(POST_TITLE);
    expect(await frame.getByRole('region', { name: 'Preview mode' }).isVisible()).toBe(true);
    expect(await frame.getByRole('link', { name: `${BRAND_NAME}, home` }).isVisible()).toBe(true);
    expect(traffic.some((entry) => entry.includes('/api/preview?token='))).toBe(true);
    expect(traffic.filter((entry) => entry.includes(previewSecret()))).toEqual([]);
    expect(outside).toEqual([]);
    await page.screenshot({ path: `${artefactsDir()}/preview-admin-draft.png` });
  }, 240_000);

  it('publishes the draft from the preview, and visitors then see it', async () => {
    expect(page).toBeDefined();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    let status = 0;
    for (let attempt = 0; attempt < 60 && status !== 200; attempt += 1) {
      status = (await requestSite(WAYFARER, POST_PATH)).status;
      if (status !== 200) await page.waitForTimeout(500);
    }
    const visitor = await browser.newPage();
    const response = await visitor.goto(siteUrl(WAYFARER, POST_PATH));
    expect(response?.status()).toBe(200);
    expect(await visitor.locator('h1').first().textContent()).toBe(POST_TITLE);
    expect(await visitor.getByRole('region', { name: 'Preview mode' }).count()).toBe(0);
    await visitor.close();
  }, 120_000);
});

describe('live reload in the admin’s frame', () => {
  let page: Page;
  let frame: Frame;
  let documentId: string;
  let hero: Record<string, unknown>;
  let link: string;

  const saveHeroTitle = (Title: string) =>
    admin.saveDraft('api::destination.destination', documentId, { Hero: { ...hero, Title } });
  const post = (message: unknown) =>
    page.evaluate(
      (data) => (document.getElementById('frame0') as HTMLIFrameElement).contentWindow!.postMessage(data, '*'),
      message,
    );

  beforeAll(async () => {
    const draft = await admin.findDraft('api::destination.destination', changed.Slug as string);
    documentId = draft.documentId;
    hero = draft.Hero as Record<string, unknown>;
    page = await browser.newPage({ viewport: { width: 1300, height: 850 } });
    link = await previewLink('api::destination.destination', documentId);
    await page.goto(allowedHarness(`/frame?src=${encodeURIComponent(link)}`));
    frame = await siteFrame(page);
    await frame.locator('h1').first().waitFor({ timeout: 60_000 });
  }, 120_000);
  afterAll(async () => {
    await saveHeroTitle(DRAFT_HERO);
    await page?.close();
  });

  it('shows the draft in the frame of an allow-listed origin', async () => {
    expect(await heroTitle(frame)).toBe(DRAFT_HERO);
    expect(await frame.getByRole('region', { name: 'Preview mode' }).isVisible()).toBe(true);
  });

  it('shows saved changes on strapiUpdate without reloading the page or losing the scroll position', async () => {
    await frame.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      window.scrollTo(0, 400);
    });
    const edited = `Australia, edited ${Date.now()}`;
    await saveHeroTitle(edited);
    await page.waitForTimeout(1000);
    expect(await heroTitle(frame)).toBe(DRAFT_HERO); // nothing changes until the admin says so

    await post({ type: 'strapiUpdate' });
    await frame.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: 30_000 });
    expect(await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await frame.evaluate(() => window.scrollY)).toBe(400);
    await page.screenshot({ path: `${artefactsDir()}/preview-live-update.png` });
  }, 90_000);

  it('shows a save the admin announced while the framed page was still loading its scripts', async () => {
    // The scripts load after the first paint (lib/react/paint-first.ts): an editor who saves in
    // that moment must still see the save. The loader holds the message until the page listens.
    const early = await browser.newPage({ viewport: { width: 1300, height: 850 } });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await early.route('**/_next/static/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await early.goto(allowedHarness(`/frame?src=${encodeURIComponent(link)}`));
    const earlyFrame = await siteFrame(early);
    await earlyFrame.locator('h1').first().waitFor({ timeout: 60_000 });
    const edited = `Australia, saved early ${Date.now()}`;
    await saveHeroTitle(edited);
    await early.evaluate(() =>
      (document.getElementById('frame0') as HTMLIFrameElement).contentWindow!.postMessage(
        { type: 'strapiUpdate' },
        '*',
      ),
    );
    expect(await heroTitle(earlyFrame)).not.toBe(edited);
    release();
    await earlyFrame.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: 30_000 });
    await early.close();
  }, 120_000);

  it('shows no cookie notice over the preview (an editor is not a visitor), where a visitor sees one', async () => {
    // The frame is hydrated (it just answered strapiUpdate): a notice would be showing by now.
    expect(await frame.getByRole('region', { name: 'Cookie notice' }).count()).toBe(0);
    const visitor = await browser.newPage({ viewport: { width: 1300, height: 850 } });
    await visitor.goto(siteUrl(WAYFARER, DESTINATION_PATH));
    await visitor.getByRole('region', { name: 'Cookie notice' }).waitFor({ timeout: 30_000 });
    await visitor.close();
  }, 60_000);

  it('ignores messages of other types and from other origins, and puts nothing from a message in the page', async () => {
    const before = await heroTitle(frame);
    const next = `Australia, not yet ${Date.now()}`;
    await saveHeroTitle(next);
    const problems = await watchProblems(page);

    await post({ type: 'somethingElse' });
    await post('strapiUpdate');
    await post({
      type: 'strapiUpdate<img src=x onerror="window.pwned=1">',
      html: '<img src=x onerror="window.pwned=1">',
    });
    // A page of a foreign origin in the same admin page posts the right message: not trusted.
    await page.evaluate((src) => {
      const foreign = document.createElement('iframe');
      foreign.id = 'foreign';
      foreign.src = src;
      document.body.append(foreign);
    }, foreignHarness('/blank'));
    const foreign = await (async () => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const found = page.frames().find((candidate) => candidate.url().startsWith(foreignHarness('/blank')));
        if (found) return found;
        await page.waitForTimeout(100);
      }
      throw new Error('the foreign frame did not load');
    })();
    await foreign.evaluate(() => window.parent.frames[0].postMessage({ type: 'strapiUpdate' }, '*'));

    await page.waitForTimeout(3000);
    expect(await heroTitle(frame)).toBe(before);
    expect(await frame.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await frame.locator('img[src="x"]').count()).toBe(0);
    expect(problems.errors).toEqual([]);

    // The change was there all along: the trusted message shows it.
    await post({ type: 'preview:update' });
    await frame.getByRole('heading', { level: 1, name: next }).waitFor({ timeout: 30_000 });
  }, 90_000);

  it('cannot be framed by an origin that is not allow-listed', async () => {
    const other = await browser.newPage();
    const refusals: string[] = [];
    other.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    const answered = other.waitForResponse((candidate) => candidate.url() === siteUrl(WAYFARER, DESTINATION_PATH), {
      timeout: 30_000,
    });
    await other.goto(foreignHarness(`/frame?src=${encodeURIComponent(siteUrl(WAYFARER, DESTINATION_PATH))}`));
    const response = await answered;
    await other.waitForTimeout(3000);
    // The site answered, with a policy that does not name this origin, and Chromium refused to show it.
    expect(refusals.length).toBeGreaterThan(0);
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy).toMatch(/frame-ancestors 'self'/);
    expect(policy).not.toContain(foreignHarness(''));
    const framed = other.frames().find((candidate) => candidate !== other.mainFrame());
    expect(framed?.url()).not.toBe(siteUrl(WAYFARER, DESTINATION_PATH));
    const shown = framed
      ? await framed
          .getByText(PUBLISHED_HERO)
          .count()
          .catch(() => 0)
      : 0;
    expect(shown).toBe(0);
    await other.close();
  }, 60_000);
});
