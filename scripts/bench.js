#!/usr/bin/env node
'use strict';
/**
 * `npm run bench`: how the running site holds up, measured as a visitor's browser would ask (a
 * benchmark that prints figures, not a test). Against a running site (`npm start`, the demo by
 * default): a warm blog post and a warm product page against a static file served by the same
 * server (`/_next/static/…`), interleaved in rounds, 10 connections each; prints req/s, p50, p99
 * and the ratio page / static file (the figure that holds on a noisy machine), medians over the
 * rounds, and the CMS requests per page view (from /api/health). Then a load of 50 connections on
 * the product page, counting errors and non-2xx answers. Before that, the same two pages rendered on
 * every view (each request a URL of its own, so the page cache misses): what a cold page costs.
 *
 *   npm run bench                          the demo on localhost:3000, Wayfarer Collective
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_HOST=wayfarer.localhost:3000 npm run bench
 *   BENCH_SECONDS=10 BENCH_ROUNDS=3 BENCH_LOAD_SECONDS=60 BENCH_RENDER_SECONDS=10 npm run bench
 *   BENCH_BLOG=/blog/<slug>/ BENCH_PRODUCT=/gb/experiences/<experience>/<slug>/
 */
const autocannon = require('autocannon');
const http = require('http');

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const host = process.env.BENCH_HOST || `wayfarer.localhost:${new URL(base).port || 80}`;
const seconds = Number(process.env.BENCH_SECONDS) || 10;
const rounds = Number(process.env.BENCH_ROUNDS) || 3;
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const renderSeconds = Number(process.env.BENCH_RENDER_SECONDS ?? 10);
const headers = { host, 'accept-encoding': 'gzip' };

/** One GET as the brand's host (Node's fetch would send the URL's host instead), redirects not followed. */
const get = (path) =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http
      .get({ host: hostname, port, path, headers: { host } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
        );
      })
      .on('error', reject);
  });

/** The first link of `pattern` on the page at `path`. */
async function firstLink(path, pattern) {
  const { status, body } = await get(path);
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  const match = body.match(pattern);
  if (!match) throw new Error(`no link like ${pattern} on ${path}`);
  return match[1] ?? match[0];
}

async function targets() {
  const blog = process.env.BENCH_BLOG || (await firstLink('/blog/', /href="(\/blog\/(?!tags\/)[a-z0-9-]+\/)"/));
  const product =
    process.env.BENCH_PRODUCT ||
    (await firstLink('/', /href="(\/(?:[a-z]{2}\/)?experiences\/[a-z0-9-]+\/[a-z0-9-]+\/)"/));
  const staticFile = await firstLink(blog, /(\/_next\/static\/[^"]+\.css)/);
  return [
    ['static file', staticFile],
    ['blog post', blog],
    ['product page', product],
  ];
}

function run(path, { connections, duration, miss = false }) {
  let counter = 0;
  // A query parameter of its own per request: the page cache keeps every URL apart (only utm_*
  // parameters are dropped), so each view is rendered by Next, with its data from the content cache.
  const requests = miss
    ? [{ setupRequest: (request) => ({ ...request, path: `${path}?bench-render=${(counter += 1)}` }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, headers, connections, duration, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function contentMisses() {
  try {
    const { body } = await get('/api/health');
    return JSON.parse(body).contentCache?.misses ?? null;
  } catch {
    return null;
  }
}

async function main() {
  const list = await targets();
  console.log(`Site ${base} as ${host}; ${rounds} rounds of ${seconds} s, 10 connections, interleaved.`);
  for (const [, path] of list) for (let i = 0; i < 3; i += 1) await get(path); // warm
  const missesBefore = await contentMisses();
  const figures = Object.fromEntries(list.map(([name]) => [name, []]));
  let pageViews = 0;
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, path] of list) {
      const result = await run(path, { connections: 10, duration: seconds });
      figures[name].push({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
      if (name !== 'static file') pageViews += result.requests.total;
      console.log(
        `  round ${round} ${name.padEnd(12)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.timeouts}  non-2xx ${result.non2xx}`,
      );
    }
  }
  const missesAfter = await contentMisses();
  const staticRps = median(figures['static file'].map((figure) => figure.rps));
  console.log('\n| target | req/s (median) | p50 ms | p99 ms | ratio to static file | errors | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, path] of list) {
    const rows = figures[name];
    const rps = median(rows.map((row) => row.rps));
    const ratio = name === 'static file' ? '1' : (rps / staticRps).toFixed(3);
    console.log(
      `| ${name} \`${path}\` | ${rps.toFixed(0)} | ${median(rows.map((row) => row.p50))} | ${median(rows.map((row) => row.p99))} | ${ratio} | ${rows.reduce((sum, row) => sum + row.errors, 0)} | ${rows.reduce((sum, row) => sum + row.non2xx, 0)} |`,
    );
  }
  if (missesBefore !== null && missesAfter !== null) {
    console.log(
      `\nCMS requests per warm page view: ${((missesAfter - missesBefore) / Math.max(1, pageViews)).toFixed(4)} (${missesAfter - missesBefore} content-cache misses over ${pageViews} page views)`,
    );
  }
  if (renderSeconds > 0) {
    console.log(`\nRendered on every view (a page-cache miss, data from the content cache), ${renderSeconds} s each:`);
    console.log('| target | req/s | p50 ms | p99 ms | errors | non-2xx |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [name, path] of list.slice(1)) {
      const result = await run(path, { connections: 10, duration: renderSeconds, miss: true });
      console.log(
        `| ${name} | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts} | ${result.non2xx} |`,
      );
    }
  }
  if (loadSeconds > 0) {
    const [, product] = list[2];
    const load = await run(product, { connections: 50, duration: loadSeconds });
    console.log(
      `\nLoad: ${loadSeconds} s at 50 connections on ${product}: ${load.requests.total} answers, ${load.requests.average.toFixed(0)} req/s, p99 ${load.latency.p99} ms, errors ${load.errors + load.timeouts}, non-2xx ${load.non2xx}`,
    );
  }
}

main().catch((error) => {
  console.error(error.message || error);
  process.exit(1);
});
