/**
 * Light pages (issue 28), in Chromium on the production build and the seeded CMS: what the first
 * paint waits for and what a page loads. Timings are the benchmark's (`npm run lighthouse`); these
 * check the behaviour behind them.
 */
import type { Browser, Response } from 'playwright-core';
import { hydrated, launchBrowser, requestSite, siteUrl } from './support/browser';
import { findPages, pageScripts } from '../scripts/support/site-pages';

jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Each demo brand's fonts (cms/src/seed/data/<brand>.ts): headings, then body text. */
const BRANDS = [
  { slug: 'wayfarer', heading: 'Poppins', body: 'Inter' },
  { slug: 'timberline', heading: 'Merriweather', body: 'Source Sans 3' },
  { slug: 'bunac', heading: 'Montserrat', body: 'Open Sans' },
];

describe('fonts', () => {
  it('leave nothing render-blocking in the head: no stylesheet to fetch before the first paint', async () => {
    for (const { slug } of BRANDS) {
      const { body } = await requestSite(slug, '/');
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
    }
  });

  it.each(BRANDS)(
    '$slug: its own two families only, from the site, none preloaded',
    async ({ slug, heading, body }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const fontResponses: Response[] = [];
      const warnings: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font') fontResponses.push(response);
      });
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await page.goto(siteUrl(slug, '/'), { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const declared = await page.evaluate(() => [
        ...new Set([...document.fonts].map((face) => face.family.replace(/"/g, ''))),
      ]);
      expect(declared.sort()).toEqual([body, `${body} Fallback`, heading, `${heading} Fallback`].sort());
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      );
      expect(loaded.map((family) => family.replace(/"/g, ''))).toEqual(expect.arrayContaining([heading, body]));
      expect(fontResponses.length).toBeGreaterThan(0);
      for (const response of fontResponses) {
        expect(new URL(response.url()).pathname).toMatch(/^\/fonts\/[a-z0-9-]+-\d+\.\d+\.\d+\/[a-z0-9-]+\.woff2$/);
        expect(response.status()).toBe(200);
      }
      const h1 = await page
        .locator('h1')
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(h1.replace(/"/g, '')).toMatch(new RegExp(`^${heading}, ${heading} Fallback,`));
      // A preload makes Chromium hold the first paint for the font (about a second on a phone).
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
      await context.close();
    },
  );

  it.each(BRANDS)(
    '$slug: the fonts are asked for only after the first paint (in the metric-matched fallbacks)',
    async ({ slug }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(siteUrl(slug, '/'), { waitUntil: 'networkidle' });
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        fonts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/fonts/'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.fonts.length).toBeGreaterThan(0);
      expect(Math.min(...timing.fonts)).toBeGreaterThanOrEqual(timing.firstPaint);
      await context.close();
    },
  );
});

describe('the scripts', () => {
  it.each(BRANDS)('$slug home, on a phone: none asked for before the hero’s photo has loaded', async ({ slug }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(siteUrl(slug, '/'), { waitUntil: 'networkidle' });
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const hero = document.querySelector<HTMLImageElement>('section:has(h1) img');
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        hero: entries.find((entry) => entry.name === hero?.currentSrc)?.responseEnd ?? null,
        scripts: entries.filter((entry) => /\/_next\/static\/.*\.js$/.test(entry.name)).map((entry) => entry.startTime),
      };
    });
    expect(timing.hero).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.hero!);
    await context.close();
  });

  it('ask for no other page while the visitor only looks, and for the one they point at', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/_next/data/') || request.headers().purpose === 'prefetch') asked.push(pathname);
    });
    await page.goto(siteUrl('wayfarer', '/'), { waitUntil: 'networkidle' });
    await hydrated(page);
    // The viewport prefetch would have asked for every visible link's page by now (within a second
    // of hydration, in an idle callback).
    await page.waitForTimeout(3_000);
    expect(asked).toEqual([]);
    const pointedAt = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname.startsWith('/_next/data/') || request.headers().purpose === 'prefetch',
      { timeout: 10_000 },
    );
    await page.locator('main a[href^="/destinations/"]').first().hover();
    expect(new URL((await pointedAt).url()).pathname).toMatch(/^\/_next\/(data|static)\//);
    await context.close();
  });

  it('carry no structured-data builder: the server writes the JSON-LD into the head', async () => {
    const paths = await findPages((path) => requestSite('wayfarer', path), 'Wayfarer');
    const types = ['home', 'product (v2)', 'blog post', 'events', 'jobs'] as const;
    const sources = new Set<string>();
    for (const type of types) {
      const { body } = await requestSite('wayfarer', paths.get(type)!);
      expect({ type, jsonLd: /<script id="ld-[^"]+" type="application\/ld\+json"/.test(body) }).toEqual({
        type,
        jsonLd: true,
      });
      for (const source of pageScripts(body)) sources.add(source);
    }
    for (const source of sources) {
      const { body } = await requestSite('wayfarer', source);
      expect({ source, schemaOrg: body.includes('schema.org') }).toEqual({ source, schemaOrg: false });
    }
  });

  it('a button pressed before they have come works once they have: the press is held, not lost', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl('wayfarer', '/sitemap/'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Reject cookies' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
    release();
    await page.waitForFunction(() => localStorage.getItem('cookieConsent') !== null, null, { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('denied');
    await page.getByRole('region', { name: 'Cookie notice' }).waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the largest paint', () => {
  it.each(BRANDS)('$slug home, on a phone: the hero’s photo, on screen from its first frame', async ({ slug }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: Array<{ tag: string; inHero: boolean; url: string }> = [];
      (window as unknown as { largestPaints: typeof seen }).largestPaints = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null; url: string }>)
          seen.push({
            tag: entry.element?.tagName ?? '',
            // The hero is the section that holds the page's h1.
            inHero: Boolean(entry.element?.closest('section')?.querySelector('h1')),
            url: entry.url,
          });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(siteUrl(slug, '/'), { waitUntil: 'networkidle' });
    const paints = await page.evaluate(() => (window as unknown as { largestPaints: unknown[] }).largestPaints);
    const heroImage = await page
      .locator('section:has(h1) img')
      .first()
      .evaluate((image) => (image as HTMLImageElement).currentSrc);
    expect(paints.at(-1)).toEqual({ tag: 'IMG', inHero: true, url: heroImage });
    // Visible at the start of its entrance (fade, zoom or slide): a browser counts no paint of an
    // image at opacity 0, so when the first frame comes late (a slow phone), a fade from nothing
    // left the page's largest paint to a card further down.
    const startOpacity = await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
      let opacity = 1;
      for (let element = document.querySelector('section:has(h1) img'); element; element = element.parentElement)
        opacity *= Number(getComputedStyle(element).opacity);
      return opacity;
    });
    expect(startOpacity).toBeGreaterThanOrEqual(0.4);
    await context.close();
  });
});

describe('the cookie notice', () => {
  /** The site map page (no large picture) on a phone with every script of the site blocked: the first paint as it is. */
  async function beforeScripts(stored: string | null) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    if (stored) await page.addInitScript((value) => localStorage.setItem('cookieConsent', value), stored);
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(siteUrl('wayfarer', '/sitemap/'), { waitUntil: 'load' });
    const notice = page.getByRole('region', { name: 'Cookie notice', includeHidden: true });
    const shown = { count: await notice.count(), visible: await notice.isVisible() };
    await context.close();
    return shown;
  }

  it('paints with the page for a new visitor, before any of the site’s scripts has run', async () => {
    expect(await beforeScripts(null)).toEqual({ count: 1, visible: true });
  });

  it('stays hidden from the first paint where this browser has a choice stored', async () => {
    for (const stored of ['granted', 'denied'])
      expect(await beforeScripts(stored)).toEqual({ count: 1, visible: false });
  });

  it('with scripts, the stored choice removes it after hydration, and a new visitor can still answer it', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(siteUrl('wayfarer', '/sitemap/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Accept cookies' }).click();
    await page.getByRole('region', { name: 'Cookie notice' }).waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Cookie notice', includeHidden: true }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
