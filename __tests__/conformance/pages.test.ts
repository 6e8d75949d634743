/**
 * The conformance tier: every page type of every demo brand, as the production build serves it
 * against the seeded CMS (scripts/test.js starts both), through
 * - the W3C Nu HTML checker (the validator behind validator.w3.org; vnu-jar on a Java runtime):
 *   any error fails, with its message and where; warnings are listed, not failed;
 * - axe-core in Chromium: any serious or critical violation fails.
 * Markup the project cannot change may be allowed in ./allowed.ts, one line each, with why.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, requestSite, siteUrl } from '../../e2e/support/browser';
import { seededBrands } from '../../e2e/support/seed-data';
import { seriousViolations, visit } from '../../e2e/support/visit';
import { PAGE_TYPES, findPages, type PageType } from '../../scripts/support/site-pages';
import { checkHtml, type CheckedPage } from '../../scripts/support/nu-checker';
import { ALLOWED_ERRORS } from './allowed';

jest.setTimeout(300_000);

interface Page {
  brand: string;
  slug: string;
  type: PageType;
  path: string;
}

const pages: Page[] = [];
const checked = new Map<string, CheckedPage>();
const keyOf = (page: { slug: string; type: PageType }) => `${page.slug} ${page.type}`;
let browser: Browser;

beforeAll(async () => {
  const documents: { name: string; html: string }[] = [];
  for (const brand of seededBrands) {
    const found = await findPages((path) => requestSite(brand.slug, path), brand.name);
    for (const [type, path] of found) {
      const page = { brand: brand.name, slug: brand.slug, type, path };
      const answer = await requestSite(brand.slug, path);
      if (answer.status !== 200) throw new Error(`${keyOf(page)}: ${path} answered ${answer.status}`);
      pages.push(page);
      documents.push({ name: keyOf(page), html: answer.body });
    }
  }
  // One run of the checker for every page (a Java start takes seconds).
  for (const result of checkHtml(documents)) checked.set(result.name, result);
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const allowed = (message: string) => ALLOWED_ERRORS.some((entry) => entry.message.test(message));

describe.each(seededBrands)('$name', (brand) => {
  it.each(PAGE_TYPES)('%s: valid HTML (W3C Nu HTML checker)', (type) => {
    const result = checked.get(keyOf({ slug: brand.slug, type }))!;
    expect(result).toBeDefined();
    if (result.warnings.length) {
      const counts = new Map<string, number>();
      for (const warning of result.warnings) counts.set(warning.message, (counts.get(warning.message) ?? 0) + 1);
      console.log(
        `${brand.name}, ${type}: ${result.warnings.length} warnings (listed, not failed)\n${[...counts]
          .map(([message, count]) => `  ${count} × ${message}`)
          .join('\n')}`,
      );
    }
    const errors = result.errors
      .filter((error) => !allowed(error.message))
      .map((error) => `line ${error.line}: ${error.message} [${error.extract}]`);
    expect({ page: `${brand.name}, ${type}`, errors }).toEqual({ page: `${brand.name}, ${type}`, errors: [] });
  });

  it.each(PAGE_TYPES)('%s: no serious axe-core violation', async (type) => {
    const page = pages.find((candidate) => candidate.slug === brand.slug && candidate.type === type)!;
    const { page: tab, status } = await visit(browser, siteUrl(brand.slug, page.path));
    expect(status).toBe(200);
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.close();
  });
});

it('lets no error through without a reason, nor keeps an allowance no page needs', () => {
  // Every page was checked, so an allowance that matches none of their errors is stale.
  expect(checked.size).toBe(seededBrands.length * PAGE_TYPES.length);
  const errors = [...checked.values()].flatMap((result) => result.errors.map((error) => error.message));
  const unexplained = ALLOWED_ERRORS.filter((entry) => entry.why.trim().length <= 10).map((entry) =>
    String(entry.message),
  );
  const unused = ALLOWED_ERRORS.filter((entry) => !errors.some((message) => entry.message.test(message))).map((entry) =>
    String(entry.message),
  );
  // One assertion whatever the list holds: an empty list (the goal) passes here, it is not skipped.
  expect({ unexplained, unused }).toEqual({ unexplained: [], unused: [] });
});
