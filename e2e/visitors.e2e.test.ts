/**
 * What visitors notice (issue 31), in Chromium at a phone's size (390×844, touch) and a desktop's
 * (1440), on the production build and the seeded CMS: the price tips open on a tap, the newsletter
 * asks for consent before its button and links the privacy policy, the cookie notice links the
 * cookie policy, news is dated, blog months carry their year and share rows, and the product hero
 * neither gapes nor bares its backdrop. Each test also leaves a screenshot in the artefacts.
 */
import fs from 'fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { artefactsDir, hydrated, launchBrowser, requestSite, siteUrl } from './support/browser';
import { documentsOf } from './support/seed-data';
import { findPages, type PageType } from '../scripts/support/site-pages';

jest.setTimeout(120_000);

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

let browser: Browser;
const pages = new Map<string, Map<PageType, string>>();

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(artefactsDir(), { recursive: true });
  for (const [slug, name] of [
    ['wayfarer', 'Wayfarer Collective'],
    ['timberline', 'Timberline Camps'],
  ]) {
    pages.set(slug, await findPages((path) => requestSite(slug, path), name));
  }
});
afterAll(async () => browser?.close());

const pathOf = (brand: string, type: PageType) => pages.get(brand)!.get(type)!;

/** A fresh visitor (no cookie choice yet) on a page, at a device's size. */
async function open(brand: string, path: string, device: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const response = await page.goto(siteUrl(brand, path), { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return page;
}

const close = (page: Page) => page.context().close();
const shot = (page: Page, name: string) => page.screenshot({ path: `${artefactsDir()}/visitors-${name}.png` });

/** As a visitor who has answered the cookie notice: out of the way of what the test taps. */
async function answerCookieNotice(page: Page) {
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.waitFor();
  await notice.getByRole('button').last().click();
  await notice.waitFor({ state: 'detached' });
}

describe('the price explanations (ⓘ beside a cost line)', () => {
  const CAMP = '/gb/experiences/summer-camp-america/camp-counsellor-usa/';
  const stage = documentsOf('product-v2')
    .flatMap((doc) => JSON.stringify(doc).match(/"Text":"Registration deposit","TooltipText":"([^"]+)"/)?.[1] ?? [])
    .at(0)!;

  it('open on a tap on a phone, inside the screen, and stay to be read', async () => {
    const page = await open('wayfarer', CAMP, PHONE);
    await answerCookieNotice(page);
    await page.getByRole('button', { name: 'More about Registration deposit' }).tap();
    const tip = page.getByRole('tooltip');
    await expect(tip.textContent()).resolves.toBe(stage);
    await page.waitForTimeout(500);
    expect(await tip.isVisible()).toBe(true);
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await tip.scrollIntoViewIfNeeded();
    await shot(page, 'price-tip-390');
    // A tap elsewhere closes it.
    await page.getByRole('heading', { level: 1 }).tap();
    await tip.waitFor({ state: 'detached' });
    await close(page);
  });

  it('stay open on a desktop click after the hover that showed them, and Escape closes them', async () => {
    const page = await open('wayfarer', CAMP, DESKTOP);
    await answerCookieNotice(page);
    await page.getByRole('button', { name: 'More about Registration deposit' }).click();
    const tip = page.getByRole('tooltip');
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    expect(await tip.textContent()).toBe(stage);
    await shot(page, 'price-tip-1440');
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'detached' });
    await close(page);
  });
});

describe('the newsletter', () => {
  it.each([
    ['390', PHONE],
    ['1440', DESKTOP],
  ])('asks for consent before its button and links the privacy policy (%s px)', async (width, device) => {
    const page = await open('wayfarer', '/', device);
    await answerCookieNotice(page);
    const form = page.locator('form').filter({ has: page.getByRole('checkbox') });
    const consent = (await form.getByRole('checkbox').boundingBox())!;
    const button = (await form.getByRole('button', { name: 'Sign me up' }).boundingBox())!;
    expect(consent.y + consent.height).toBeLessThanOrEqual(button.y);
    const policy = form.getByRole('link', { name: 'Privacy policy' });
    expect(await policy.getAttribute('href')).toBe('/privacy-policy/');
    await form.scrollIntoViewIfNeeded();
    await shot(page, `newsletter-${width}`);
    // The link leads to a page, and following it is not ticking the box.
    await policy.click();
    await page.waitForURL(/\/privacy-policy\/$/);
    // A client-side navigation: the address changes before the new page has rendered.
    await page.getByRole('heading', { level: 1, name: /privacy/i }).waitFor({ timeout: 30_000 });
    await close(page);
  });
});

describe('the cookie notice', () => {
  it.each([
    // Wayfarer's text says "cookie policy": those words become the link.
    ['wayfarer', 'cookie policy', '/cookie-policy/'],
    // BUNAC's text does not name it: the notice links it after the text.
    ['bunac', 'Read our cookie policy', '/cookie-policy'],
  ])('on %s links the cookie policy (“%s”)', async (brand, name, href) => {
    for (const [width, device] of [
      ['390', PHONE],
      ['1440', DESKTOP],
    ] as const) {
      const page = await open(brand, '/', device);
      const notice = page.getByRole('region', { name: 'Cookie notice' });
      await notice.waitFor();
      expect(await notice.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      await shot(page, `cookie-notice-${brand}-${width}`);
      await close(page);
    }
  });
});

describe('a marketer’s campaign link, and the visitor’s cookie choice', () => {
  const CAMPAIGN = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring';
  const stored = (page: Page) =>
    page.evaluate(() => JSON.parse(window.localStorage.getItem('trackingParams') ?? 'null'));

  it('keeps the campaign only once the visitor accepts, and drops it when they change their mind', async () => {
    const page = await open('wayfarer', CAMPAIGN, PHONE);
    await hydrated(page);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor();
    expect(await stored(page)).toBeNull(); // nothing before the choice
    await notice.getByRole('button').first().click(); // accept
    expect(await stored(page)).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });
    // Later, from the footer of any page: the notice again, and a reject.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await notice.waitFor();
    await notice.getByRole('button').last().click();
    await notice.waitFor({ state: 'detached' });
    expect(await stored(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe('denied');
    await close(page);
  });

  it('keeps nothing for a visitor who rejects, on this visit or the next campaign link', async () => {
    const page = await open('wayfarer', CAMPAIGN, PHONE);
    await hydrated(page);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.getByRole('button').last().click(); // reject
    expect(await stored(page)).toBeNull();
    await page.goto(siteUrl('wayfarer', '/?utm_source=retargeting'), { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await stored(page)).toBeNull();
    await close(page);
  });
});

describe('the menu on a phone, on a first visit', () => {
  it.each(['wayfarer', 'timberline', 'bunac'])(
    'on %s opens above the cookie notice: every link of it can be tapped',
    async (brand) => {
      const page = await open(brand, '/', PHONE);
      await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
      await hydrated(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Main' });
      await drawer.waitFor();
      const links = drawer.getByRole('link');
      expect(await links.count()).toBeGreaterThan(3);
      // The last ones (Blog, Contact, My booking) were under the notice: a tap must reach them.
      for (const link of (await links.all()).slice(-3)) {
        await link.scrollIntoViewIfNeeded();
        await link.click({ trial: true, timeout: 5_000 });
      }
      await shot(page, `menu-over-cookie-notice-${brand}`);
      await close(page);
    },
  );
});

describe('news', () => {
  it('dates every item, and its hashtags are plain text, not chips or links', async () => {
    const page = await open('wayfarer', pathOf('wayfarer', 'news'), DESKTOP);
    const items = page.getByRole('main').getByRole('article');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const time = items.nth(index).locator('time');
      expect(await time.textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d{4}$/);
      expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    const hashtags = page.getByRole('list', { name: 'Hashtags' }).first();
    expect(await hashtags.getByRole('link').count()).toBe(0);
    expect(await hashtags.locator('.SiteChip-root').count()).toBe(0);
    await shot(page, 'news-1440');
    await close(page);
  });
});

describe('the blog list', () => {
  const monthSections = (page: Page) => page.locator('main section[aria-labelledby^="month-"]');

  it('heads each month with its year', async () => {
    const page = await open('wayfarer', pathOf('wayfarer', 'blog list'), PHONE);
    const headings = await monthSections(page).locator('h2').allTextContents();
    expect(headings.length).toBeGreaterThan(1);
    for (const heading of headings) expect(heading).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await shot(page, 'blog-list-390');
    await close(page);
  });

  it('puts months of few posts side by side on a desktop instead of a row each', async () => {
    const page = await open('wayfarer', pathOf('wayfarer', 'blog list'), DESKTOP);
    const sections = monthSections(page);
    const rows = new Set<number>();
    const count = await sections.count();
    for (let index = 0; index < count; index += 1) rows.add(Math.round((await sections.nth(index).boundingBox())!.y));
    expect(rows.size).toBeLessThan(count);
    await shot(page, 'blog-list-1440');
    await close(page);
  });

  it('heads a tag page with the topic’s name, its hashtag being the chip below', async () => {
    const page = await open('wayfarer', pathOf('wayfarer', 'blog tag'), DESKTOP);
    const current = page.getByRole('list', { name: 'Topics' }).locator('[aria-current="page"]');
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
    expect(heading).not.toContain('#');
    expect(heading.toUpperCase().replace(/[^A-Z0-9]/g, '')).toBe((await current.textContent())!.replace('#', ''));
    await close(page);
  });
});

describe('the product hero on a phone', () => {
  it('keeps the lines of a wrapped tag line together', async () => {
    const page = await open('wayfarer', '/gb/experiences/summer-camp-america/camp-counsellor-usa/', PHONE);
    const tagLine = page.locator('main section').first().locator('p').first();
    const { lineHeight, fontSize } = await tagLine.evaluate((element) => getComputedStyle(element));
    expect(parseFloat(lineHeight) / parseFloat(fontSize)).toBeLessThanOrEqual(1.6);
    await shot(page, 'product-hero-390');
    await close(page);
  });

  it('covers the hero with its image all through the slide-in (Timberline slides)', async () => {
    const page = await open('timberline', pathOf('timberline', 'product (v2)'), PHONE);
    // Every moment of the image's entrance, from its first frame: the image's box covers the hero.
    const uncovered = await page.evaluate(() => {
      const hero = document.querySelector('main section')!;
      const frame = hero.firstElementChild!.getBoundingClientRect();
      const entrances = document
        .getAnimations()
        .filter((animation) => hero.contains((animation.effect as KeyframeEffect).target as Node));
      if (entrances.length === 0) return ['no entrance animation on the hero image'];
      const gaps: string[] = [];
      for (const animation of entrances) {
        const target = (animation.effect as KeyframeEffect).target as Element;
        animation.pause();
        for (const at of [0, 100, 300, 600, 899]) {
          animation.currentTime = at;
          const box = target.getBoundingClientRect();
          if (box.left > frame.left + 0.5 || box.right < frame.right - 0.5)
            gaps.push(
              `${at} ms: image ${box.left.toFixed(1)}–${box.right.toFixed(1)}, hero ${frame.left}–${frame.right}`,
            );
        }
      }
      return gaps;
    });
    expect(uncovered).toEqual([]);
    await close(page);
  });
});

describe('the campaign on the way to the booking site', () => {
  const CAMPAIGN = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring';

  /** Arrives from a campaign link, answers the notice, opens a programme and starts the application. */
  async function startApplication(choice: 'accept' | 'reject'): Promise<URL> {
    const page = await open('wayfarer', CAMPAIGN, DESKTOP);
    await hydrated(page);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor();
    await (choice === 'accept' ? notice.getByRole('button').first() : notice.getByRole('button').last()).click();
    // On to a programme from the site's own page (a typed address would be a new arrival).
    await page.goto(siteUrl('wayfarer', pathOf('wayfarer', 'product (v2)')), {
      waitUntil: 'networkidle',
      referer: siteUrl('wayfarer', '/'),
    });
    await hydrated(page);
    // The booking site is not part of this test: its address is what the visitor's browser asks for.
    const asked = new Promise<string>((resolve) => {
      void page.route('https://booking.wayfarercollective.com/**', (route) => {
        resolve(route.request().url());
        void route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' });
      });
    });
    await page.getByRole('link', { name: 'Start your application' }).first().click();
    const url = new URL(await asked);
    await close(page);
    return url;
  }

  it('reaches the booking site with the campaign that brought the visitor, once they accepted cookies', async () => {
    const url = await startApplication('accept');
    expect(url.host).toBe('booking.wayfarercollective.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
  });

  it('reaches it with no campaign when the visitor rejected cookies', async () => {
    const url = await startApplication('reject');
    expect(url.host).toBe('booking.wayfarercollective.com');
    expect([...url.searchParams.keys()].filter((name) => name.startsWith('utm_'))).toEqual([]);
  });
});

describe('the brand’s own words', () => {
  it.each(['timberline', 'bunac', 'wayfarer'])(
    'on %s, each section the menu names is titled with the menu’s word',
    async (brand) => {
      const page = await open(brand, '/', DESKTOP);
      await hydrated(page);
      const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
      const sections = /^\/(experiences|destinations|travel-guides|infohub)\/?$/;
      const items: [string, string][] = [];
      for (const link of await menu.getByRole('link').all()) {
        const href = (await link.getAttribute('href')) ?? '';
        if (sections.test(href)) items.push([(await link.innerText()).trim(), href]);
      }
      // Dropdown items are buttons with the section's page one click away: their labels count too.
      for (const button of await menu.getByRole('button').all()) {
        const label = (await button.innerText()).trim();
        await button.click();
        const all = page.getByRole('menu').getByRole('menuitem').first();
        const href = (await all.getAttribute('href')) ?? '';
        if (sections.test(href)) items.push([label, href]);
        await page.keyboard.press('Escape');
      }
      expect(items.length).toBeGreaterThan(brand === 'wayfarer' ? 1 : 2);
      for (const [label, href] of items) {
        await page.goto(siteUrl(brand, href), { waitUntil: 'networkidle' });
        expect([href, (await page.getByRole('heading', { level: 1 }).innerText()).trim()]).toEqual([href, label]);
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        expect((await crumbs.locator('[aria-current="page"]').innerText()).trim()).toBe(label);
      }
      await close(page);
    },
  );

  it('heads a destination’s programmes with the place as English says it', async () => {
    const page = await open('wayfarer', pathOf('wayfarer', 'destination'), DESKTOP);
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings.some((heading) => /^Programmes in the USA$/.test(heading.trim()))).toBe(true);
    expect(headings.filter((heading) => /\b(in|from|about) USA\b/.test(heading))).toEqual([]);
    await close(page);
  });
});

describe('the site map', () => {
  /** The paths of a brand's /sitemap.xml. */
  const xmlPaths = async (brand: string) =>
    [...(await requestSite(brand, '/sitemap.xml')).body.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
      (match) => match[1]!,
    );
  /** A programme's slug, from its path in any country (/us/experiences/{experience}/{slug}/). */
  const PROGRAMME = /^(?:\/[a-z]{2})?\/experiences\/[^/]+\/([^/]+)\/?$/;

  it.each(['wayfarer', 'timberline', 'bunac'])(
    'on %s lists every destination, experience, travel guide and programme the XML sitemap has',
    async (brand) => {
      const inXml = await xmlPaths(brand);
      const pages = inXml.filter((path) => /^\/(destinations|experiences|travel-guides)\/[^/]+\/?$/.test(path));
      expect(pages.length).toBeGreaterThan(3);
      const page = await open(brand, brand === 'bunac' ? '/sitemap' : '/sitemap/', DESKTOP);
      const listed = await page
        .getByRole('main')
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(pages.filter((path) => !listed.includes(path))).toEqual([]);
      // A programme once, in the brand's first country (the XML sitemap lists it in each country).
      // BUNAC's programmes live at /{slug}, which only their pages' own props tell from other pages.
      const slugs = (paths: string[]) => new Set(paths.flatMap((path) => PROGRAMME.exec(path)?.[1] ?? []));
      const missing = [...slugs(inXml)].filter((slug) => !slugs(listed).has(slug));
      expect(missing).toEqual([]);
      await close(page);
    },
  );
});
