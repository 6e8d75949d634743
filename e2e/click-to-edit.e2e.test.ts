/**
 * Click-to-edit marks, end to end (Chromium, the production build, the real CMS): a draft preview of
 * one document of every page type the CMS previews marks what it shows with `data-strapi-source`,
 * and every mark names a field of a real document whose value, read back through the admin's own
 * API, is what the element shows. That is what the admin's inline editor will open: a wrong index
 * or path would edit another field. A visitor's copy of the pages carries no mark and no preview code.
 */
import type { Browser, Page } from 'playwright-core';
import { hydrated, launchBrowser, requestSite, watchProblems } from './support/browser';
import { adminApi, type AdminApi } from './support/cms-admin';
import { pageScripts } from '../scripts/support/site-pages';

/** The content types the CMS previews (cms/src/preview/preview-url.ts), each as the site shows it. */
const PREVIEWED = [
  'api::blog-post.blog-post',
  'api::destination.destination',
  'api::experience.experience',
  'api::product.product',
  'api::product-v2.product-v2',
  'api::travel-guide.travel-guide',
  'api::static-page-v2.static-page-v2',
  'api::sitemap-page.sitemap-page',
  'api::job-page.job-page',
];

interface Mark {
  documentId: string;
  model: string;
  path: string;
  type: string;
  tag: string;
  text: string;
  src: string;
}

let browser: Browser;
let admin: AdminApi;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminApi();
});
afterAll(async () => browser?.close());

const normalise = (value: string) => value.replace(/\s+/g, ' ').trim();
/** Text as the comparison of rich text sees it: no Markdown marks (nor the characters they use), no spaces. */
const bareText = (value: string) => value.replace(/[*_#>`~|-]/g, '').replace(/\s+/g, '');
/** Markdown as text: its images, link targets and list numbers gone. */
const markdownText = (value: string) =>
  bareText(
    value
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s*\d+\.\s/gm, ''),
  );

/** The value at a field path (`Blocks.2.Items.0.Text`) of a document as the admin reads it. */
function valueAt(document: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => {
    if (value === null || typeof value !== 'object') return undefined;
    return (value as Record<string, unknown>)[part];
  }, document);
}

/** Does the element show the field's value? (What the inline editor opens is what the reader sees.) */
function shows(mark: Mark, value: unknown): boolean {
  if (mark.type === 'media') {
    const files = (Array.isArray(value) ? value : [value]) as { url?: string }[];
    const shown = decodeURIComponent(mark.src);
    return files.some((file) => typeof file?.url === 'string' && shown.includes(file.url.split('/').pop()!));
  }
  if (value === null || value === undefined) return false;
  if (mark.type === 'richtext') {
    const shown = bareText(mark.text);
    return shown.length > 0 && markdownText(String(value)).startsWith(shown.slice(0, 40));
  }
  return normalise(mark.text) === normalise(String(value));
}

async function marksOf(page: Page): Promise<Mark[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-strapi-source]')].map((element) => {
      const source = new URLSearchParams(element.getAttribute('data-strapi-source') ?? '');
      return {
        documentId: source.get('documentId') ?? '',
        model: source.get('model') ?? '',
        path: source.get('path') ?? '',
        type: source.get('type') ?? '',
        tag: element.tagName,
        text: element.textContent ?? '',
        src: element.getAttribute('src') ?? '',
      };
    }),
  );
}

/** A document of each previewed type that a brand shows, and where its draft opens. */
async function previewTargets(): Promise<{ uid: string; documentId: string; link: URL }[]> {
  const targets = [];
  for (const uid of PREVIEWED) {
    const [first] = await admin.list(uid, { page: '1', pageSize: '1', sort: 'updatedAt:asc' });
    const documentId = (first as { documentId: string } | undefined)?.documentId;
    if (!documentId) throw new Error(`the seed has no ${uid}`);
    targets.push({ uid, documentId, link: await admin.previewUrl(uid, documentId) });
  }
  return targets;
}

describe('an editor’s preview of each page type', () => {
  it('marks what it shows, and every mark names a CMS field whose value the element shows', async () => {
    const documents = new Map<string, unknown>();
    const read = async (model: string, documentId: string) => {
      const key = `${model}/${documentId}`;
      if (!documents.has(key)) documents.set(key, await admin.findOne(model, documentId));
      return documents.get(key);
    };
    const report: Record<string, { marks: number; documents: number; wrong: string[] }> = {};
    const previewCodeLoaded = new Set<string>();
    for (const { uid, documentId, link } of await previewTargets()) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const problems = await watchProblems(page);
      await page.goto(link.toString());
      await page.getByRole('region', { name: 'Preview mode' }).waitFor({ timeout: 60_000 });
      await hydrated(page); // the preview's code is among the scripts that come after the first paint
      const marks = await marksOf(page);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      );
      for (const script of scripts) {
        const url = new URL(script);
        if (
          (await requestSite(link.hostname.split('.')[0], url.pathname)).body.includes('STRAPI_DISABLE_STEGA_DECODING')
        )
          previewCodeLoaded.add(uid);
      }
      const wrong: string[] = [];
      for (const mark of marks) {
        const document = await read(mark.model, mark.documentId);
        const value = valueAt(document, mark.path);
        if (!shows(mark, value))
          wrong.push(
            `${mark.model} ${mark.path} (${mark.type}): shows "${normalise(mark.text || mark.src).slice(0, 60)}", the CMS has ${JSON.stringify(value)?.slice(0, 80)}`,
          );
      }
      report[uid] = {
        marks: marks.length,
        documents: new Set(marks.map((mark) => mark.documentId)).size,
        wrong,
      };
      // The page's own document is editable in place: its fields are among the marks.
      expect({ uid, own: marks.some((mark) => mark.documentId === documentId) }).toEqual({ uid, own: true });
      expect(problems.errors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      await page.close();
    }
    console.log(`click-to-edit marks per previewed page: ${JSON.stringify(report, null, 1)}`);
    // The preview's code is in a chunk of its own, which the draft pages load (and visitors' do not: below).
    expect([...previewCodeLoaded].sort()).toEqual([...PREVIEWED].sort());
    for (const [uid, { wrong }] of Object.entries(report)) expect({ uid, wrong }).toEqual({ uid, wrong: [] });
  }, 300_000);
});

describe('a visitor', () => {
  it('gets pages with no mark and no preview code', async () => {
    const targets = await previewTargets();
    const scriptsSeen = new Set<string>();
    for (const { link } of targets) {
      // The same document's published page, as a visitor: follow the preview link's brand to its page.
      const brand = link.hostname.split('.')[0];
      const entered = await requestSite(brand, `${link.pathname}${link.search}`);
      const path = entered.headers.location as string;
      const response = await requestSite(brand, path);
      if (response.status !== 200) continue; // a draft only: no visitor copy
      expect({ path, marked: response.body.includes('data-strapi-source') }).toEqual({ path, marked: false });
      for (const src of pageScripts(response.body)) scriptsSeen.add(src);
    }
    expect(scriptsSeen.size).toBeGreaterThan(0);
    for (const src of scriptsSeen) {
      const script = await requestSite('wayfarer', src);
      expect({ src, preview: /strapiScript|STRAPI_DISABLE_STEGA_DECODING/.test(script.body) }).toEqual({
        src,
        preview: false,
      });
    }
  }, 180_000);
});
