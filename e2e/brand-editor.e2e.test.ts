/**
 * A brand's editor in the real Strapi admin (Chromium, the test CMS, the site's production build):
 * Timberline's editor signs in, sees Timberline's entries only, reads a hint under every field,
 * and previews a Timberline draft inside the admin.
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { artefactsDir, launchBrowser } from './support/browser';
import { cmsUrl, newBrandEditor } from './support/cms-admin';
import { documentsOf, seededBrands } from './support/seed-data';

const SLUG = 'timberline';
const brand = seededBrands.find((candidate) => candidate.slug === SLUG)!;
const posts = documentsOf('blog-post');
const ownPosts = posts.filter((doc) => (doc.brands as string[]).includes(brand.name));
const otherPosts = posts.filter((doc) => !(doc.brands as string[]).includes(brand.name));
const draftPost = ownPosts.find((doc) => doc.$status === 'draft')!;

let browser: Browser;
let page: Page;

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

it('opens a draft with a hint under its fields and previews it on the brand’s site, inside the admin', async () => {
  await page
    .getByText(draftPost.Title as string, { exact: true })
    .first()
    .click();
  await page.getByRole('heading', { name: draftPost.Title as string }).waitFor({ timeout: 60_000 });
  expect(await page.getByText(/Whole minutes, shown as/).count()).toBe(1);
  await page.getByRole('link', { name: 'Open preview' }).click();
  let frame: Frame | undefined;
  for (let attempt = 0; attempt < 100 && !frame; attempt += 1) {
    frame = page.frames().find((candidate) => candidate.url().includes(`${SLUG}.localhost`));
    if (!frame) await page.waitForTimeout(100);
  }
  expect(frame).toBeDefined();
  await frame!.locator('h1').first().waitFor({ timeout: 60_000 });
  expect(await frame!.locator('h1').first().textContent()).toBe(draftPost.Title);
  expect(await frame!.getByRole('region', { name: 'Preview mode' }).isVisible()).toBe(true);
  await page.screenshot({ path: `${artefactsDir()}/brand-editor-preview.png` });
}, 120_000);
