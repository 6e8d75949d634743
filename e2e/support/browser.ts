import http from 'http';
import { chromium, type Browser, type ConsoleMessage, type Frame, type Page } from 'playwright-core';

/** Debian's Chromium (or CHROME_PATH), headless, with nothing reaching out to the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const siteUrl = (brandSlug: string, path = '/') =>
  `http://${brandSlug}.localhost:${process.env.E2E_SITE_PORT}${path}`;

export interface PageProblems {
  errors: string[];
  hydrationWarnings: string[];
  /** What the page's Content-Security-Policy blocked (`securitypolicyviolation` events). */
  cspViolations: string[];
}

/**
 * Collects console errors, uncaught exceptions, React hydration warnings and Content-Security-Policy
 * violations of a page (call before the page loads).
 */
export async function watchProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { errors: [], hydrationWarnings: [], cspViolations: [] };
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (/hydrat/i.test(text)) problems.hydrationWarnings.push(text.slice(0, 500));
    // A failed load names its address (the document's own 404 is one: an error page's status).
    const where = /^Failed to load resource/.test(text) ? ` at ${message.location().url}` : '';
    if (message.type() === 'error') problems.errors.push(`${text.slice(0, 500)}${where}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.errors.push(`uncaught: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (violation: string) => problems.cspViolations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __reportCspViolation(violation: string): void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      ),
    ),
  );
  return problems;
}

/**
 * Resolves once React has hydrated the page: its elements carry React's fiber keys. The scripts load
 * after the first paint (lib/react/paint-first.ts), so what the server wrote shows before then.
 */
export async function hydrated(page: Page | Frame, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const first = document.querySelector('#__next > *');
      return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
    },
    null,
    { timeout },
  );
}

export const artefactsDir = () => process.env.E2E_ARTEFACTS ?? `${process.cwd()}/test-results/screenshots`;

export interface SiteResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One plain HTTP request to a brand's site, redirects not followed. Node does not resolve
 * `*.localhost` as Chromium does, so this connects to localhost and names the brand in Host.
 */
export function requestSite(
  brandSlug: string,
  path: string,
  headers: Record<string, string> = {},
  port = Number(process.env.E2E_SITE_PORT),
): Promise<SiteResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers: { host: `${brandSlug}.localhost:${port}`, ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${path}: no answer in 30 s`)));
  });
}
