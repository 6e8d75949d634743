/**
 * A brand's editor in the real Strapi admin (Chromium, the test CMS, the site's production build):
 * Timberline's editor signs in, sees Timberline's entries only, reads a hint under every field,
 * and previews a Timberline draft inside the admin.
 */
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { artefactsDir, hydrated, launchBrowser, requestSite } from './support/browser';
import { adminApi, cmsUrl, editor, newBrandEditor } from './support/cms-admin';
import { documentsOf, seededBrands } from './support/seed-data';

const SLUG = 'timberline';
const brand = seededBrands.find((candidate) => candidate.slug === SLUG)!;
const posts = documentsOf('blog-post');
const ownPosts = posts.filter((doc) => (doc.brands as string[]).includes(brand.name));
const otherPosts = posts.filter((doc) => !(doc.brands as string[]).includes(brand.name));
const draftPost = ownPosts.find((doc) => doc.$status === 'draft')!;

let browser: Browser;
let page: Page;

/** The admin's preview frame, showing the brand's site. */
async function siteFrameOf(admin: Page): Promise<Frame> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const frame = admin.frames().find((candidate) => candidate.url().includes(`${SLUG}.localhost`));
    if (frame) return frame;
    await admin.waitForTimeout(100);
  }
  throw new Error(`no frame of ${SLUG}.localhost in ${admin.url()}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { email, password } = await newBrandEditor(SLUG);
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${cmsUrl()}/admin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Content Manager' }).first().waitFor({ timeout: 60_000 });
}, 120_000);
afterAll(async () => browser?.close());

it('finds the seed as the test expects it: Timberline posts, one of them a draft, and other brands’', () => {
  expect(ownPosts.length).toBeGreaterThan(2);
  expect(otherPosts.length).toBeGreaterThan(2);
  expect(draftPost).toBeDefined();
});

it('counts their brand’s entries on the home page, without an error', async () => {
  await page.getByText('Entries', { exact: true }).first().waitFor({ timeout: 60_000 });
  await page.getByText(/^\d+$/).first().waitFor({ timeout: 60_000 });
  expect(await page.getByText("Couldn't load widget content").count()).toBe(0);
  // Project statistics count every brand: not shown to a brand's editor.
  expect(await page.getByText('Project statistics').count()).toBe(0);
}, 90_000);

it('finds their content types grouped by what they do, with no empty section', async () => {
  await page.getByRole('link', { name: 'Content Manager' }).first().click();
  const menu = page.getByRole('navigation', { name: 'Content Manager' });
  await menu.getByRole('link', { name: 'Blog post' }).waitFor({ timeout: 60_000 });
  const text = (await menu.innerText()).replace(/\s+/g, ' ');
  // Each group's title, then its count and types; legacy types last in theirs.
  expect(text).toMatch(/PROGRAMMES AND PLACES \d+ .*Experience.* Product \(legacy\) STORIES AND NEWS/i);
  expect(text).toMatch(/STORIES AND NEWS 3 Blog post Event News item JOBS/i);
  expect(text).toMatch(/SHARED BY EVERY BRAND \d+ Author .*NEWSLETTER 1 Newsletter sign-up$/i);
  // Strapi's one alphabetical list and its empty "Single types 0" are gone.
  expect(text).not.toMatch(/collection types|single types/i);
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-menu.png` });
}, 90_000);

it('lists their brand’s blog posts only, newest change first, with the brand in the list', async () => {
  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::blog-post.blog-post`);
  await page.getByText(`${ownPosts.length} entries found`).waitFor({ timeout: 60_000 });
  for (const post of otherPosts) expect(await page.getByText(post.Title as string, { exact: true }).count()).toBe(0);
  const headers = await page.locator('thead th').allInnerTexts();
  expect(headers.map((header) => header.trim().toLowerCase())).toEqual(
    expect.arrayContaining(['title', 'brands', 'last changed']),
  );
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-list.png` });
}, 90_000);

it('names each post’s brand in the list, not a count of brands', async () => {
  // On the list of the test above.
  const rows = await page.locator('tbody tr').allInnerTexts();
  expect(rows.length).toBe(ownPosts.length);
  for (const row of rows) expect(row).toContain(brand.name);
  expect(rows.join('\n')).not.toMatch(/\b\d+ items?\b/);
}, 60_000);

it('opens a draft with a hint under its fields and previews it on the brand’s site, inside the admin', async () => {
  await page
    .getByText(draftPost.Title as string, { exact: true })
    .first()
    .click();
  await page.getByRole('heading', { name: draftPost.Title as string }).waitFor({ timeout: 60_000 });
  expect(await page.getByText(/Whole minutes, shown as/).count()).toBe(1);
  // The brand is set for them: shown (the form loads it after the fields), with no picker.
  await page.getByText(brand.name, { exact: true }).first().waitFor({ timeout: 30_000 });
  expect(await page.getByRole('combobox', { name: /^Brands/ }).count()).toBe(0);
  // Everything else is theirs to change: saving and publishing are offered.
  await page.getByRole('button', { name: 'Publish' }).first().waitFor({ timeout: 30_000 });
  expect(await page.getByRole('button', { name: 'Save' }).count()).toBeGreaterThan(0);
  await page.getByText(brand.name, { exact: true }).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-post-form.png` });
  await page.getByRole('link', { name: 'Open preview' }).click();
  const frame = await siteFrameOf(page);
  await frame.locator('h1').first().waitFor({ timeout: 60_000 });
  expect(await frame.locator('h1').first().textContent()).toBe(draftPost.Title);
  expect(await frame.getByRole('region', { name: 'Preview mode' }).isVisible()).toBe(true);
  // No way out of the preview inside the admin's panel: the admin has its own.
  await hydrated(frame);
  expect(await frame.getByRole('link', { name: 'Exit preview' }).count()).toBe(0);
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-preview.png` });
}, 120_000);

describe('click-to-edit inside the preview', () => {
  // A Timberline post visitors can read: the editor changes its draft; the published page stays.
  const post = ownPosts.find((doc) => doc.$status !== 'draft' && !doc.$draftChanges)!;
  const path = `/blog/${post.Slug as string}/`;
  let frame: Frame;
  let documentId: string;
  const outside: string[] = [];

  beforeAll(async () => {
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(hostname) && !hostname.endsWith('.localhost'))
        outside.push(request.url());
    });
    documentId = (await (await adminApi()).findDraft('api::blog-post.blog-post', post.Slug as string)).documentId;
    await page.goto(
      `${cmsUrl()}/admin/content-manager/collection-types/api::blog-post.blog-post/${documentId}/preview?status=draft`,
    );
    frame = await siteFrameOf(page);
    await frame.locator('h1').first().waitFor({ timeout: 60_000 });
  }, 120_000);
  afterAll(async () => {
    await (await adminApi()).saveDraft('api::blog-post.blog-post', documentId, { Title: post.Title });
  });

  it('edits the title in place: double-click, type, save, and the frame shows it', async () => {
    expect(await frame.locator('h1').first().textContent()).toBe(post.Title);
    // The admin's script has marked the fields: its highlight layer is in the page.
    await frame.locator('#strapi-preview-overlay').waitFor({ state: 'attached', timeout: 30_000 });
    const box = (await frame.locator('h1').first().boundingBox())!;
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    const input = page.locator('input[name="Title"]');
    await input.waitFor({ timeout: 30_000 });
    const title = `${post.Title as string}, edited in place`;
    await input.fill(title);
    // What the editor types shows in the frame before it is saved.
    await frame.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${artefactsDir()}/click-to-edit-typing.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Saved, the admin tells the frame to reload its data: the draft's new title, from the CMS.
    await frame.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
    expect((await (await adminApi()).findOne('api::blog-post.blog-post', documentId)).Title).toBe(title);
    await frame.waitForTimeout(1000);
    expect(await frame.locator('h1').first().textContent()).toBe(title);
    expect(outside).toEqual([]);
    await page.screenshot({ path: `${artefactsDir()}/click-to-edit-saved.png` });
  }, 120_000);

  it('labels a section’s rich text it opens as the form does ("Text"), not by its path', async () => {
    const section = frame.locator('[data-strapi-source*="path=Section.0.Content"]').first();
    await section.waitFor({ timeout: 30_000 });
    await section.scrollIntoViewIfNeeded();
    // Coordinates of the admin's page (Playwright's boxes of a frame's elements are).
    const box = (await section.boundingBox())!;
    // The title's popover (the test before) closes with an animation: read the new one, not it.
    await page.waitForFunction(() => !document.querySelector('[data-radix-popper-content-wrapper]'), null, {
      timeout: 30_000,
    });
    await page.mouse.dblclick(box.x + Math.min(40, box.width / 2), box.y + 10);
    const popover = page.locator('[data-radix-popper-content-wrapper]').last();
    await popover.locator('label').first().waitFor({ timeout: 30_000 });
    expect((await popover.locator('label').first().innerText()).trim()).toBe('Text');
    expect(await page.getByText('Section.0.Content').count()).toBe(0);
    await page.screenshot({ path: `${artefactsDir()}/click-to-edit-rich-text.png` });
    await page.keyboard.press('Escape');
  }, 120_000);

  it('names the entry a menu label is in and links to it, instead of “a different document”', async () => {
    const label = frame.getByRole('banner').locator('[data-strapi-source*="brand-setting"]').first();
    await label.waitFor({ timeout: 30_000 });
    await label.scrollIntoViewIfNeeded();
    const box = (await label.boundingBox())!;
    await page.waitForFunction(() => !document.querySelector('[data-radix-popper-content-wrapper]'), null, {
      timeout: 30_000,
    });
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    const hint = frame.getByRole('dialog', { name: 'Where this text is edited' });
    await hint.waitFor({ timeout: 15_000 });
    expect(await hint.innerText()).toContain('Timberline Camps’s site settings (Brand site settings)');
    expect(await page.getByText('This field comes from a different document').count()).toBe(0);
    await page.screenshot({ path: `${artefactsDir()}/click-to-edit-shared-field.png` });
    const href = (await hint.getByRole('link').getAttribute('href'))!;
    expect(href).toMatch(
      new RegExp(
        `^${new URL(cmsUrl()).origin}/admin/content-manager/collection-types/api::brand-setting\\.brand-setting/\\w+$`,
      ),
    );
    // The link opens the brand's settings for this editor (a new tab in the browser; here, this tab:
    // the tests after this one open their own addresses).
    await page.goto(href);
    await page.getByText('Timberline Camps site settings').first().waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${artefactsDir()}/click-to-edit-shared-field-opened.png` });
  }, 120_000);

  it('leaves the visitor’s copy of the page as it was: the published title, no mark, no preview code', async () => {
    const visitor = await browser.newPage();
    const response = await visitor.goto(`http://${SLUG}.localhost:${process.env.E2E_SITE_PORT}${path}`);
    expect(response?.status()).toBe(200);
    expect(await visitor.locator('h1').first().textContent()).toBe(post.Title);
    expect(await visitor.locator('[data-strapi-source]').count()).toBe(0);
    expect((await response!.text()).includes('data-strapi-source')).toBe(false);
    // The scripts load after the first paint, not by the load event: every one, once hydrated.
    await hydrated(visitor);
    const scripts = await visitor.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await requestSite(SLUG, src);
      expect({ src, preview: script.body.includes('STRAPI_DISABLE_STEGA_DECODING') }).toEqual({ src, preview: false });
    }
    await visitor.close();
  });
});

it('is told which brand another brand’s entry belongs to, opening it by its address', async () => {
  const stranger = otherPosts[0];
  const owner = (stranger.brands as string[])[0];
  const { documentId } = await (await adminApi()).findDraft('api::blog-post.blog-post', stranger.Slug as string);
  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::blog-post.blog-post/${documentId}`);
  const message = `This entry belongs to another brand (${owner}). You can edit the entries of ${brand.name}.`;
  // In the page itself, not only in a toast that fades, and in place of "Whoops! Something went wrong".
  await page.locator('main').getByText(message).waitFor({ timeout: 60_000 });
  expect(await page.getByText(/Whoops! Something went wrong/).count()).toBe(0);
  expect(await page.getByText('Forbidden', { exact: true }).count()).toBe(0);
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-other-brand.png` });
}, 90_000);

it('is told, on saving, that the live chat loads only from a listed provider, and nothing is saved', async () => {
  const uid = 'api::brand-setting.brand-setting';
  const [settings] = await (await adminApi()).list(uid, { 'filters[brand][Slug][$eq]': SLUG });
  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/${uid}/${settings.documentId}`);
  await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: 60_000 });
  // The component is empty in the seed: add it, then type a host the brand does not own.
  // The first button after the field's label: "No entry yet. Click to add one."
  await page.getByText('Live chat', { exact: true }).first().locator('xpath=following::button[1]').click();
  await page.getByLabel(/^Token/).fill('t0k3n');
  await page.getByLabel(/^Host/).fill('cdn.evil.example');
  await page.getByLabel(/^Widget id/).fill('w-1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByText('Live chat: "cdn.evil.example" is not the host of a chat provider this site loads.', { exact: false })
    .first()
    .waitFor({ timeout: 30_000 });
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-chat-host.png` });
  expect((await (await adminApi()).findOne(uid, settings.documentId as string)).ChatWidget).toBeNull();
}, 90_000);

it('reads why an author cannot be changed, and sees the biography editor disabled', async () => {
  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::author.author`);
  await page.locator('tbody tr').first().click();
  await page
    .getByText('Authors are shared by every brand; only an administrator can change them.')
    .waitFor({ timeout: 60_000 });
  const editor = page.locator('.CodeMirror').first();
  await editor.waitFor({ timeout: 30_000 });
  // Shown as Strapi's other disabled inputs (neutral150), not as a white, editable box.
  expect(await editor.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(234, 234, 239)');
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-author.png` });
}, 90_000);

it('reads their brand’s newsletter sign-ups, and nobody, super admin included, creates one in the admin', async () => {
  const signups = `${cmsUrl()}/admin/content-manager/collection-types/api::newsletter-signup.newsletter-signup`;
  await page.goto(signups);
  await page.getByRole('heading', { name: 'Newsletter sign-up' }).waitFor({ timeout: 60_000 });
  await page.getByText(/\d+ entr(y|ies) found/).waitFor({ timeout: 60_000 });
  expect(await page.getByText('Create new entry').count()).toBe(0);
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-signups.png` });

  const superAdmin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await superAdmin.goto(`${cmsUrl()}/admin`);
  await superAdmin.getByLabel('Email').fill(editor().email);
  await superAdmin.getByLabel('Password').fill(editor().password);
  await superAdmin.getByRole('button', { name: 'Login' }).click();
  await superAdmin.getByRole('link', { name: 'Content Manager' }).first().waitFor({ timeout: 60_000 });
  await superAdmin.goto(signups);
  await superAdmin.getByText(/\d+ entr(y|ies) found/).waitFor({ timeout: 60_000 });
  expect(await superAdmin.getByText('Create new entry').count()).toBe(0);
  await superAdmin.screenshot({ path: `${artefactsDir()}/super-admin-signups.png` });
  await superAdmin.close();
}, 120_000);

it('reads a sign-up with nothing that looks changeable, and does not find it among the last edited entries', async () => {
  const email = `reader.${Date.now()}@example.com`;
  const answer = await fetch(`${cmsUrl()}/api/newsletter-signups/subscribe`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${process.env.CMS_TEST_CMS_NEWSLETTER_TOKEN}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      data: {
        email,
        brand: SLUG,
        listId: 'tl-main',
        consentText: 'Send me the dispatch.',
        sourcePage: '/blog/',
        trackingParams: { utm_source: 'newsletter', utm_medium: 'email' },
      },
    }),
  });
  expect(answer.status).toBe(201);
  // The newest entry of all, yet not an edit: the home page's widget keeps what editors changed.
  await page.goto(`${cmsUrl()}/admin`);
  await page.getByText('Last edited entries', { exact: true }).waitFor({ timeout: 60_000 });
  await page.getByText('Blog post', { exact: true }).first().waitFor({ timeout: 60_000 });
  expect(await page.getByText(email).count()).toBe(0);

  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::newsletter-signup.newsletter-signup`);
  await page.getByText(email).click();
  await page.getByRole('heading', { name: email }).waitFor({ timeout: 60_000 });
  await page.getByText('Sign-ups are records of consent', { exact: false }).waitFor({ timeout: 30_000 });
  // Its brand, shown; no picker to add one, no cross to remove it or to clear the date.
  await page.getByText(brand.name, { exact: true }).first().waitFor({ timeout: 30_000 });
  const shown = (locator: Locator) => locator.filter({ visible: true }).count();
  expect(await shown(page.getByPlaceholder(/Add (or create )?a relation/))).toBe(0);
  expect(await shown(page.getByRole('button', { name: 'Remove' }))).toBe(0);
  expect(await shown(page.getByRole('button', { name: /^Clear (date|time)$/ }))).toBe(0);
  // The tracking parameters greyed as a disabled input, not a dark, editable code box.
  const json = page.locator('.cm-editor').first();
  await json.getByText('"newsletter"').waitFor({ timeout: 30_000 });
  expect(await json.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(234, 234, 239)');
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-signup.png`, fullPage: true });
}, 120_000);

it('picks a post’s author from the shared authors, with no offer to create one they may not', async () => {
  await page.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::blog-post.blog-post`);
  await page
    .getByText(draftPost.Title as string, { exact: true })
    .first()
    .click();
  const author = page.getByRole('combobox', { name: /^Author/ });
  await author.waitFor({ timeout: 60_000 });
  expect(await author.getAttribute('placeholder')).toBe('Add a relation');
  await author.click();
  await page.getByRole('option').first().waitFor({ timeout: 30_000 });
  expect(await page.getByRole('option').count()).toBeGreaterThan(0);
  expect(await page.getByRole('option', { name: 'Create a relation' }).count()).toBe(0);
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-author-picker.png` });
  await page.keyboard.press('Escape');
}, 90_000);
