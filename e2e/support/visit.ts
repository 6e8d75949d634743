import fs from 'fs';
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { artefactsDir, watchProblems, type PageProblems } from './browser';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core in the page: the serious and critical violations (WCAG 2 A/AA and best practice). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugger, as a test tool: an inline script tag would be refused by
  // the page's Content-Security-Policy (and reported as a violation, rightly).
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Scrolls through the page like a visitor, so lazy images load before a screenshot. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

export interface Visit {
  page: Page;
  status: number;
  problems: PageProblems;
  url: string;
}

/** Opens a URL in a new page of the given width and records what a visitor would run into. */
export async function visit(browser: Browser, url: string, width = 1440): Promise<Visit> {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
  const problems = await watchProblems(page);
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  return { page, status: response?.status() ?? 0, problems, url: page.url() };
}

/**
 * Scrolls through the page as a visitor would (so lazy images load, and a broken one shows as a
 * console error), then, when `E2E_SCREENSHOTS` is set, takes a full-page screenshot for people to
 * look at (test-results/screenshots). Screenshots are artefacts, not assertions: capturing 130
 * tall pages is most of the tier's time, so a run takes them when asked (`E2E_SCREENSHOTS=1 node
 * scripts/test.js e2e`), and a capture that times out on a busy machine is reported, not failed.
 */
export async function screenshot(page: Page, name: string) {
  try {
    await scrollThrough(page);
    if (!process.env.E2E_SCREENSHOTS) return;
    await page.screenshot({ path: path.join(artefactsDir(), `${name}.png`), fullPage: true, timeout: 60_000 });
  } catch (error) {
    console.warn(`screenshot ${name} not taken: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** The visible h2 headings in document order. */
export async function sectionHeadings(page: Page): Promise<string[]> {
  return page.$$eval('main h2', (headings) => headings.map((heading) => heading.textContent?.trim() ?? ''));
}
