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
    await page.getByRole('button', { name: 'Reject cookies' }).click();
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
});
