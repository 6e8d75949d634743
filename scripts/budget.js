#!/usr/bin/env node
'use strict';
/**
 * `npm run budget`: what a visitor's browser downloads before a page can run, for every page type
 * of every brand (scripts/support/site-pages.js), against a running site and the build it serves.
 * Prints one row per page and exits 1 when a page is over a budget. Bytes are deterministic, so
 * this is a gate (the end-to-end tier runs it), not a benchmark.
 *
 *   first-load JS   every script the server-rendered HTML loads as the page opens (its <script src>
 *                   and the chunks its paint-first script adds after the first paint:
 *                   site-pages.js pageScripts), each file gzip -9, summed
 *                   (read from the build folder, so it is the file the server sends)
 *   __NEXT_DATA__   the page's props as Next serialises them into the HTML (bytes, uncompressed)
 *   CSS             inline <style> (Emotion's critical CSS), uncompressed
 *   HTML            the server-rendered document, uncompressed (what the browser parses; __NEXT_DATA__
 *                   and the CSS included) and gzip -9 (what travels); no budget unless BUDGET_HTML
 *                   is set: __NEXT_DATA__ has its own
 *
 * kB here are 1,000 bytes (the stricter reading of the budgets).
 *
 *   npm run budget                      the demo: npm start on localhost:3000, the CMS on :1337
 *   BUDGET_SITE=http://127.0.0.1:4000 CMS_URL=http://127.0.0.1:1338 NEXT_DIST_DIR=.next-test npm run budget
 *   BUDGET_BRANDS=wayfarer              one brand only
 */
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { brandsOf, findPages, pageScripts, requestBrandPage } = require('./support/site-pages');

/**
 * The budgets of issue 11 (first-load JS, __NEXT_DATA__) and issue 28 (inline CSS, HTML), in bytes
 * (BUDGET_FIRST_LOAD_JS / BUDGET_NEXT_DATA / BUDGET_INLINE_CSS / BUDGET_HTML set others: see
 * scripts/test.js). The HTML's target is printed against, not enforced, unless BUDGET_HTML is set.
 */
const TARGETS = { firstLoadJs: 170_000, nextData: 64_000, css: 30_000, htmlBytes: 90_000 };
const BUDGETS = {
  firstLoadJs: Number(process.env.BUDGET_FIRST_LOAD_JS) || TARGETS.firstLoadJs,
  nextData: Number(process.env.BUDGET_NEXT_DATA) || TARGETS.nextData,
  css: Number(process.env.BUDGET_INLINE_CSS) || TARGETS.css,
  htmlBytes: Number(process.env.BUDGET_HTML) || Infinity,
};
const LIMITS = [
  ['firstLoadJs', 'first-load JS'],
  ['nextData', '__NEXT_DATA__'],
  ['css', 'inline CSS'],
  ['htmlBytes', 'HTML'],
];

const root = path.join(__dirname, '..');
const site = new URL(process.env.BUDGET_SITE || 'http://127.0.0.1:3000');
const cmsUrl = process.env.CMS_URL || 'http://localhost:1337';
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || '.next');
const onlyBrands = (process.env.BUDGET_BRANDS || '').split(',').filter(Boolean);

const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kB = (bytes) => (bytes / 1000).toFixed(1);

const request = (slug, pathname) => requestBrandPage(site, slug, pathname);

const fileSizes = new Map();
/** gzip -9 size of a /_next/static file: from the build folder, or over HTTP when it is not there. */
async function scriptBytes(slug, src) {
  if (fileSizes.has(src)) return fileSizes.get(src);
  const { pathname } = new URL(src, site);
  const onDisk = pathname.startsWith('/_next/static/')
    ? path.join(distDir, 'static', decodeURIComponent(pathname.slice('/_next/static/'.length)))
    : null;
  let bytes;
  if (onDisk && fs.existsSync(onDisk)) bytes = gzip(fs.readFileSync(onDisk));
  else {
    const answer = await request(slug, pathname);
    if (answer.status !== 200) throw new Error(`${src} answered ${answer.status}`);
    bytes = gzip(Buffer.from(answer.body));
  }
  fileSizes.set(src, bytes);
  return bytes;
}

async function measure(slug, pathname) {
  const answer = await request(slug, pathname);
  if (answer.status !== 200) throw new Error(`${slug}: ${pathname} answered ${answer.status}`);
  const html = answer.body;
  const scripts = pageScripts(html);
  let firstLoadJs = 0;
  for (const src of new Set(scripts)) firstLoadJs += await scriptBytes(slug, src);
  const nextData = Buffer.byteLength(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '');
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]),
    0,
  );
  const bytes = Buffer.from(html);
  return { scripts: scripts.length, firstLoadJs, nextData, htmlBytes: bytes.length, html: gzip(bytes), css };
}

function table(rows) {
  const header = [
    'brand',
    'page type',
    'path',
    'JS gz kB',
    'scripts',
    '__NEXT_DATA__ kB',
    'CSS kB',
    'HTML kB',
    'HTML gz kB',
    '',
  ];
  const lines = rows.map((row) => [
    row.brand,
    row.type,
    row.path,
    kB(row.firstLoadJs),
    String(row.scripts),
    kB(row.nextData),
    kB(row.css),
    kB(row.htmlBytes),
    kB(row.html),
    row.over.length ? `OVER: ${row.over.join(', ')}` : '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const numeric = new Set([3, 4, 5, 6, 7, 8]);
  const format = (line) =>
    line
      .map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main() {
  let brands = await brandsOf(cmsUrl);
  if (onlyBrands.length) brands = brands.filter((brand) => onlyBrands.includes(brand.slug));
  if (brands.length === 0) throw new Error('no brand to measure');
  console.log(
    `Budgets: first-load JS ≤ ${kB(BUDGETS.firstLoadJs)} kB gzip, __NEXT_DATA__ ≤ ${kB(BUDGETS.nextData)} kB, inline CSS ≤ ${kB(BUDGETS.css)} kB` +
      (Number.isFinite(BUDGETS.htmlBytes) ? `, HTML ≤ ${kB(BUDGETS.htmlBytes)} kB` : '') +
      ' (kB = 1,000 bytes)',
  );
  if (LIMITS.some(([key]) => key !== 'htmlBytes' && BUDGETS[key] !== TARGETS[key]))
    console.log(
      `  (set by BUDGET_FIRST_LOAD_JS / BUDGET_NEXT_DATA / BUDGET_INLINE_CSS; the targets: first-load JS ${kB(TARGETS.firstLoadJs)} kB, __NEXT_DATA__ ${kB(TARGETS.nextData)} kB, inline CSS ${kB(TARGETS.css)} kB)`,
    );
  console.log(`Site ${site.origin} (build ${path.relative(root, distDir) || '.'}), CMS ${cmsUrl}\n`);
  const rows = [];
  for (const brand of brands) {
    const pages = await findPages((pathname) => request(brand.slug, pathname), brand.name);
    for (const [type, pathname] of pages) {
      const figures = await measure(brand.slug, pathname);
      const over = LIMITS.filter(([key]) => figures[key] > BUDGETS[key]).map(([, name]) => name);
      rows.push({ brand: brand.slug, type, path: pathname, ...figures, over });
    }
  }
  table(rows);
  const max = (key) => Math.max(...rows.map((row) => row[key]));
  console.log(
    `\n${rows.length} pages: first-load JS up to ${kB(max('firstLoadJs'))} kB, __NEXT_DATA__ up to ${kB(max('nextData'))} kB, inline CSS up to ${kB(max('css'))} kB, HTML up to ${kB(max('htmlBytes'))} kB (${kB(max('html'))} kB gzip)`,
  );
  const styled = rows.filter((row) => row.css > TARGETS.css);
  if (styled.length)
    console.log(`${styled.length} of ${rows.length} pages over issue 28's ${kB(TARGETS.css)} kB of inline CSS`);
  const heavy = rows.filter((row) => row.htmlBytes > TARGETS.htmlBytes);
  if (heavy.length)
    console.log(
      `${heavy.length} of ${rows.length} pages over issue 28's ${kB(TARGETS.htmlBytes)} kB of HTML (${heavy.filter((row) => row.htmlBytes - row.nextData > TARGETS.htmlBytes).length} of them without their __NEXT_DATA__)`,
    );
  const over = rows.filter((row) => row.over.length);
  if (over.length) {
    console.log(`${over.length} of ${rows.length} pages over budget`);
    process.exit(1);
  }
  const atTarget = rows.filter((row) => LIMITS.every(([key]) => row[key] <= TARGETS[key]));
  console.log(`every page within budget; ${atTarget.length} of ${rows.length} within the targets`);
}

main().catch((error) => {
  console.error(`budget: ${error.message}`);
  process.exit(1);
});
