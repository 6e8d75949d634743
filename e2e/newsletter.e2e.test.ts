/**
 * A visitor signs up for the newsletter in Chromium, on the production build against the real CMS:
 * the sign-up is stored once, with what they agreed to and where they came from, and editors see it.
 */
import { randomBytes } from 'crypto';
import type { Browser, Page } from 'playwright-core';
import { adminApi } from './support/cms-admin';
import { launchBrowser, siteUrl, watchProblems } from './support/browser';

const SIGNUPS = 'api::newsletter-signup.newsletter-signup';
const TIMBERLINE_CONSENT =
  'I agree to receive emails from Timberline Camps. We never share your address, and you can unsubscribe at any time.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Types the address, ticks the consent and sends the form, as a visitor does; waits for `answer`. */
async function signUp(page: Page, email: string, answer = 'You are on the list!') {
  const form = page.locator('form', { has: page.getByLabel('Email address') });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(TIMBERLINE_CONSENT).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('status').filter({ hasText: answer }).waitFor({ timeout: 15_000 });
}

describe('newsletter sign-up', () => {
  it('is stored once in the CMS, with the consent text, the page and the campaign it came from (cookies accepted)', async () => {
    const email = `camper-${randomBytes(4).toString('hex')}@example.com`;
    const page = await browser.newPage();
    const problems = await watchProblems(page);
    // The campaign is kept (and sent with a sign-up) with the visitor's cookie consent only.
    await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'granted'));
    await page.goto(siteUrl('timberline', '/events/?utm_source=spring-fair&utm_medium=social'), {
      referer: 'https://social.example.com/post/1',
      waitUntil: 'networkidle',
    });
    await page.waitForFunction(() => window.localStorage.getItem('trackingParams') !== null, undefined, {
      timeout: 15_000,
    });
    await signUp(page, email);
    expect(problems).toMatchObject({ errors: [], cspViolations: [] });
    await page.close();

    // The same visitor again, another day, in capitals: still one sign-up, and told so.
    const again = await browser.newPage();
    await again.goto(siteUrl('timberline', '/jobs/'), { waitUntil: 'networkidle' });
    await signUp(again, email.toUpperCase(), 'You’re already on the list');
    expect(await again.getByRole('status').innerText()).not.toContain('You are on the list!');
    await again.close();

    const admin = await adminApi();
    const stored = await admin.list(SIGNUPS, { 'filters[Email][$eqi]': email, populate: 'brand' });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      Email: email,
      ListId: 'tl-staff-updates',
      ConsentText: TIMBERLINE_CONSENT,
      SourcePage: '/events/',
      TrackingParams: {
        utm_source: 'spring-fair',
        utm_medium: 'social',
        referrer: 'https://social.example.com/post/1',
      },
    });
  });
});
