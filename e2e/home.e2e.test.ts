/**
 * The foundation end to end: each brand's home page, reached by its host name, in Chromium against
 * `next build && next start` and the seeded CMS.
 */
import fs from 'fs';
import type { Browser } from 'playwright-core';
import { screenshot } from './support/visit';
import { artefactsDir, launchBrowser, siteUrl, watchProblems } from './support/browser';
import { seededBrands } from './support/seed-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(artefactsDir(), { recursive: true });
});
afterAll(async () => browser?.close());

const hexToRgb = (hex: string) => {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe.each(seededBrands)('$name home page', (brand) => {
  it('shows the brand’s title, colours and menu, with no console errors or hydration warnings', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems = await watchProblems(page);
    const response = await page.goto(siteUrl(brand.slug), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain(brand.name);
    expect(await page.locator('h1').count()).toBe(1);
    const footerBackground = await page
      .locator('footer')
      .evaluate((footer) => getComputedStyle(footer).backgroundColor);
    expect(footerBackground).toBe(hexToRgb(brand.primary));
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const label of brand.menuLabels) {
      expect(await nav.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    await screenshot(page, `${brand.slug}-home-1440`);
    expect(problems).toEqual({ errors: [], hydrationWarnings: [], cspViolations: [] });
    await page.close();
  });

  it('opens the menu at 375px', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const problems = await watchProblems(page);
    await page.goto(siteUrl(brand.slug), { waitUntil: 'networkidle' });
    const open = page.getByRole('button', { name: 'Open menu' });
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.click();
    const drawer = page.getByRole('navigation', { name: 'Main' }).last();
    await drawer.getByText(brand.menuLabels[0], { exact: true }).waitFor({ state: 'visible' });
    await page.screenshot({ path: `${artefactsDir()}/${brand.slug}-home-375-menu.png` });
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});

describe('UTM capture', () => {
  it('fills trackingParams for a visit with campaign parameters from a foreign referrer, once cookies are accepted', async () => {
    const brand = seededBrands[0];
    const page = await browser.newPage();
    // A visitor who accepted cookies on an earlier visit (without a choice nothing is stored:
    // visitors.e2e.test.ts follows the notice's accept and reject).
    await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'granted'));
    await page.goto(
      siteUrl(brand.slug, '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027&utm_id=42'),
      {
        referer: 'https://mail.example.com/inbox',
        waitUntil: 'networkidle',
      },
    );
    // Recorded once the page has hydrated, which on a busy machine can come after the network is idle.
    await page
      .waitForFunction(() => window.localStorage.getItem('trackingParams') !== null, undefined, { timeout: 15_000 })
      .catch(() => undefined);
    const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('trackingParams') ?? 'null'));
    expect(saved).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-2027',
      utm_id: '42',
      referrer: 'https://mail.example.com/inbox',
    });
    await page.close();
  });
});
