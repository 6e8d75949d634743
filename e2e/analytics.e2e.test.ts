/**
 * Analytics with consent, as deployed: a site instance in production mode with a test GTM
 * container id, in Chromium. Every request that would leave the machine is intercepted: GTM's
 * gtm.js is answered by a stub that records what the data layer held when it ran, anything else is
 * refused and reported. Nothing is fetched from outside.
 *
 * - Consent Mode v2 defaults (all denied) are in the data layer before the container loads, and
 *   the container loads only once the page is interactive (after hydration: the first page_view,
 *   pushed by React, is already there).
 * - One page_view per page view: the first (with the campaign the visitor came from) and each
 *   client navigation.
 * - The cookie notice's reject and accept are stored and sent as consent updates; a stored choice
 *   is applied right after the defaults on the next load.
 * - The web vitals of the visit (LCP, INP, CLS), one `web_vitals` event each, with consent (stored,
 *   or accepted on the page) only.
 */
import path from 'path';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, watchProblems, type PageProblems } from './support/browser';
import { productionSecrets, startSite } from './support/test-site';

jest.setTimeout(120_000);

const GTM_ID = 'GTM-E2ETEST';
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** What the stub container records when it runs. */
const STUB_GTM = `window.__gtm = {
  readyState: document.readyState,
  layer: JSON.parse(JSON.stringify(window.dataLayer || [])),
};`;

let site: { port: number; stop(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  site = await startSite({
    cmsUrl: process.env.CMS_TEST_URL!,
    logDir: path.join(process.cwd(), 'test-results'),
    logName: 'test-site-gtm.log',
    env: {
      ...productionSecrets(),
      GTM_ID,
      DEFAULT_BRAND: 'Wayfarer Collective',
    },
  });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A page whose requests off this machine are intercepted; `outside` lists them. */
async function openPage(): Promise<{ page: Page; outside: string[]; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const outside: string[] = [];
  await context.route('**/*', (route: Route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1')
      return route.continue();
    outside.push(url.href);
    if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtm.js')
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: STUB_GTM });
    return route.abort();
  });
  const page = await context.newPage();
  return { page, outside, problems: await watchProblems(page) };
}

const url = (pathname: string) => `http://wayfarer.localhost:${site.port}${pathname}`;

/** The data layer, with gtag() commands (Arguments objects) as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : JSON.parse(JSON.stringify(entry)),
    ),
  ) as Promise<unknown[]>;

const webVitals = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'web_vitals') as Record<
    string,
    unknown
  >[];

/** A click on the page's heading (no link, no button: nothing happens), an interaction to the browser. */
const interact = (page: Page) => page.locator('h1').first().click();

/**
 * Clicks until the LCP is in the data layer. web-vitals reports it at the visitor's first input (a
 * real one, as Playwright's clicks are) once it listens, and it is loaded on demand, when the browser
 * is idle after hydration and consent: the first click may come before it listens.
 */
async function clickUntilLcp(page: Page) {
  for (let attempt = 0; attempt < 15; attempt++) {
    await interact(page);
    const reported = await page
      .waitForFunction(
        () =>
          (window.dataLayer ?? []).some(
            (entry) => (entry as { event?: string; metric_name?: string }).metric_name === 'LCP',
          ),
        null,
        { timeout: 1_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (reported) return;
  }
}

/**
 * The page hidden, as when the visitor switches tab or app: web-vitals then reports CLS and INP.
 * Headless Chromium keeps a page visible, so the page's state is set and the event dispatched here,
 * as the browser does.
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

/** A metric's rating from its value, by the Core Web Vitals thresholds (good up to the first). */
const THRESHOLDS: Record<string, [number, number]> = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] };
const ratingOf = (name: string, value: number) => {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
};

/** The home page's web vitals, each once and well formed; returns them by metric. */
function expectHomeVitals(events: Record<string, unknown>[]) {
  expect(events.map((event) => event.metric_name).sort()).toEqual(['CLS', 'INP', 'LCP']);
  const byName = Object.fromEntries(events.map((event) => [event.metric_name as string, event]));
  for (const event of events) {
    const name = event.metric_name as string;
    const value = event.metric_value as number;
    expect(event).toEqual({
      event: 'web_vitals',
      metric_name: name,
      metric_value: expect.any(Number),
      metric_rating: expect.any(String),
      metric_id: expect.stringMatching(/^v\d+-\d+-\d+$/),
      page_type: 'home',
      page_path: '/',
    });
    expect(value).toBeGreaterThanOrEqual(0);
    // LCP and INP in whole milliseconds, CLS to 4 decimals.
    const unit = name === 'CLS' ? 0.0001 : 1;
    expect(Math.round(value / unit) * unit).toBeCloseTo(value, 10);
    // Rated by the value before rounding: a value rounded onto a threshold may be rated either side.
    expect([ratingOf(name, value - unit / 2), ratingOf(name, value + unit / 2)]).toContain(event.metric_rating);
  }
  expect(byName.LCP.metric_value).toBeGreaterThan(0); // the heading or the hero painted: a real LCP
  expect(new Set(events.map((event) => event.metric_id)).size).toBe(3);
  return byName;
}

const pageViews = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'page_view') as Record<
    string,
    unknown
  >[];

describe('analytics with consent (production, test container)', () => {
  it('sets consent defaults before the container, which loads once the page is interactive, and counts every view', async () => {
    const { page, outside, problems } = await openPage();
    await page.goto(url('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring'));
    await page.waitForFunction(() => '__gtm' in window, null, { timeout: 15_000 });

    const atLoad = await page.evaluate(
      () => (window as unknown as { __gtm: { readyState: string; layer: object[] } }).__gtm,
    );
    expect(atLoad.readyState).not.toBe('loading');
    // Serialised Arguments objects read { "0": ..., "1": ... }.
    expect(atLoad.layer[0]).toEqual({ 0: 'consent', 1: 'default', 2: { ...DENIED, wait_for_update: 500 } });
    expect(atLoad.layer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/' }));

    const [first] = await pageViews(page);
    expect(first).toMatchObject({
      page_path: '/',
      brand: 'Wayfarer Collective',
      page_type: 'home',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });

    // A client navigation, as a visitor clicks a link in the page.
    const link = page.locator('main a[href^="/destinations/"]').first();
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(url(target));
    await page.waitForFunction(
      (count) =>
        (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view').length >= count,
      2,
    );
    const views = await pageViews(page);
    expect(views).toHaveLength(2);
    expect(views[1]).toMatchObject({ page_path: target, page_type: 'destination', utm_source: 'newsletter' });
    const layer = await dataLayer(page);
    expect(layer.filter((entry) => Array.isArray(entry) && entry[1] === 'default')).toHaveLength(1);
    // GTM itself was asked for once, and answered by the stub: nothing else left the machine.
    expect(outside).toHaveLength(1);
    const gtm = new URL(outside[0]);
    expect(`${gtm.origin}${gtm.pathname}`).toBe('https://www.googletagmanager.com/gtm.js');
    expect(gtm.searchParams.get('id')).toBe(GTM_ID);
    // The container snippet ran under the page's CSP (its nonce), and gtm.js through 'strict-dynamic'.
    const policy =
      (await page.evaluate(() => fetch(location.href).then((r) => r.headers.get('content-security-policy')))) ?? '';
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain('https://www.googletagmanager.com');
    expect(problems.cspViolations).toEqual([]);
    await page.context().close();
  });

  it('stores reject and accept from the cookie notice, sends each as a consent update, and applies the stored one on the next load', async () => {
    const { page } = await openPage();
    await page.goto(url('/'));
    // Clicked as soon as it shows, before the scripts have come (lib/react/paint-first.ts): the
    // click is held and runs once the page has hydrated, so the choice is not lost.
    await page.getByRole('button', { name: 'Reject cookies' }).click();
    await page.waitForFunction(() => localStorage.getItem('cookieConsent') !== null, null, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('denied');
    expect(await dataLayer(page)).toContainEqual(['consent', 'update', DENIED]);
    await expect(page.getByRole('region', { name: 'Cookie notice' }).count()).resolves.toBe(0);

    // The next load: the stored choice follows the defaults at once, and the notice stays away.
    await page.evaluate(() => localStorage.setItem('cookieConsent', 'granted'));
    await page.reload();
    await page.waitForFunction(() => '__gtm' in window, null, { timeout: 15_000 });
    const layer = await dataLayer(page);
    expect(layer.slice(0, 2)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      [
        'consent',
        'update',
        { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
      ],
    ]);
    expect(await page.getByRole('region', { name: 'Cookie notice' }).count()).toBe(0);
    await page.context().close();
  });
  it('with consent stored, pushes the visit’s LCP, INP and CLS once each, as web-vitals reports them', async () => {
    const { page, problems } = await openPage();
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'granted'));
    await page.goto(url('/'));
    await page.waitForFunction(() => '__gtm' in window, null, { timeout: 15_000 });

    // LCP at the first click (the browser stops looking for a larger paint at an input).
    await clickUntilLcp(page);
    expect(await webVitals(page)).toEqual([expect.objectContaining({ metric_name: 'LCP' })]);
    // CLS and INP (there was an interaction) when the page is hidden.
    await hide(page);
    await page.waitForFunction(
      () =>
        (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'web_vitals').length >= 3,
      null,
      { timeout: 5_000 },
    );
    const byName = expectHomeVitals(await webVitals(page));
    // After consent: every event follows the stored choice's consent update.
    const layer = await dataLayer(page);
    const granted = layer.findIndex((entry) => Array.isArray(entry) && entry[1] === 'update');
    expect(layer.findIndex((entry) => (entry as { event?: string }).event === 'web_vitals')).toBeGreaterThan(granted);

    // Once per metric: more clicks and another hide push nothing more.
    await interact(page);
    await hide(page);
    await page.waitForTimeout(1_500);
    expect(await webVitals(page)).toEqual(Object.values(byName));
    expect(problems.cspViolations).toEqual([]);
    await page.context().close();
  });

  it('without consent, none; a rejection sends none; accepting on the page starts them', async () => {
    const { page, problems } = await openPage();
    await page.goto(url('/'));
    await page.waitForFunction(() => '__gtm' in window, null, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // What reports the vitals with consent (see above): a click, time for the report, the page hidden.
    await interact(page);
    await page.waitForTimeout(2_000);
    await hide(page);
    await page.waitForTimeout(1_000);
    expect(await pageViews(page)).toHaveLength(1); // analytics runs
    expect(await webVitals(page)).toEqual([]);

    // Shown again (as when the visitor comes back to the tab), then the choice on the notice.
    const show = () =>
      page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
        Object.defineProperty(document, 'hidden', { value: false, configurable: true });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
    await show();
    await page.getByRole('button', { name: 'Reject cookies' }).click();
    await interact(page);
    await page.waitForTimeout(2_000);
    await hide(page);
    await page.waitForTimeout(1_000);
    expect(await webVitals(page)).toEqual([]);
    await page.context().close();

    // Another visitor accepts on the page: the load is measured from its start.
    const other = await openPage();
    await other.page.goto(url('/'));
    await other.page.waitForFunction(() => '__gtm' in window, null, { timeout: 15_000 });
    expect(await webVitals(other.page)).toEqual([]);
    await other.page.getByRole('button', { name: 'Accept cookies' }).click();
    await clickUntilLcp(other.page);
    await hide(other.page);
    await other.page.waitForFunction(
      () =>
        (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'web_vitals').length >= 3,
      null,
      { timeout: 5_000 },
    );
    expectHomeVitals(await webVitals(other.page));
    expect(problems.cspViolations).toEqual([]);
    expect(other.problems.cspViolations).toEqual([]);
    await other.page.context().close();
  });
});
