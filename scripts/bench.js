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
 * Then the edge under hostile traffic (issue 27), each figure against the bare page in the same run:
 * - cache-busting: the warm blog post with a unique unknown query parameter per request, with a
 *   made-up preview cookie, and with another spelling of the Host per request; req/s and how many
 *   page-cache entries each added;
 * - a publish under load: 20 connections over 60 warm pages of the brand (from its sitemap), an
 *   editor's publish through the CMS admin API in the middle (a blog post's title; put back after),
 *   the CMS's own webhook reaching the site: req/s before and after, the slowest view, errors, and
 *   when the changed page showed the change;
 * - a publish, then the CMS frozen (SIGSTOP, when the CMS's process can be found: BENCH_CMS_PID, or
 *   the process listening on the CMS's port): how many warm pages still answer 200;
 * - a flood of distinct not-found addresses (issue 40: BENCH_FLOOD, default 10,000, at 50
 *   connections): the site's resident memory before and after, beside its heap limit (SITE_HEAP_MB
 *   under `npm start`), and what its caches count;
 * - the site's resident memory after all of it (the process listening on the site's port).
 *
 * And what the site's own metrics (issue 30) say of it: /metrics is scraped before and after the
 * warm rounds and the renders, and its page-cache hits and render histogram are printed beside
 * what bench counted. Then the price of the metrics: two servers of the same build started here,
 * metrics on and METRICS=off, and the warm blog post on both, interleaved; req/s on against off.
 *
 *   npm run bench                          the demo on localhost:3000, Wayfarer Collective
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_HOST=wayfarer.localhost:3000 npm run bench
 *   BENCH_SECONDS=10 BENCH_ROUNDS=3 BENCH_LOAD_SECONDS=60 BENCH_RENDER_SECONDS=10 npm run bench
 *   BENCH_BLOG=/blog/<slug>/ BENCH_PRODUCT=/gb/experiences/<experience>/<slug>/
 *   BENCH_EDGE_SECONDS=6 BENCH_PUBLISH_SECONDS=8 (0 skips)  BENCH_CMS_URL=http://localhost:1337
 *   BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD (default: the demo's editor)
 *   BENCH_METRICS_URL=http://127.0.0.1:9464/metrics (default: METRICS_PORT on localhost; with
 *   METRICS_TOKEN set, the site's /metrics with that token)   BENCH_METRICS_OFF=0 skips the on/off
 *   comparison
 */
const autocannon = require('autocannon');
const { execFileSync } = require('child_process');
const fs = require('fs');
const http = require('http');
const path = require('path');

const rootEnv = path.join(__dirname, '..', '.env');
if (fs.existsSync(rootEnv)) process.loadEnvFile(rootEnv);

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const host = process.env.BENCH_HOST || `wayfarer.localhost:${new URL(base).port || 80}`;
const seconds = Number(process.env.BENCH_SECONDS) || 10;
const rounds = Number(process.env.BENCH_ROUNDS) || 3;
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const renderSeconds = Number(process.env.BENCH_RENDER_SECONDS ?? 10);
const edgeSeconds = Number(process.env.BENCH_EDGE_SECONDS ?? 6);
const publishSeconds = Number(process.env.BENCH_PUBLISH_SECONDS ?? 8);
const floodRequests = Number(process.env.BENCH_FLOOD ?? 10_000);
const cmsUrl = (process.env.BENCH_CMS_URL || process.env.CMS_URL || 'http://localhost:1337').replace(/\/+$/, '');
const headers = { host, 'accept-encoding': 'gzip' };
const metricsUrl =
  process.env.BENCH_METRICS_URL ||
  (process.env.METRICS_TOKEN ? `${base}/metrics` : `http://127.0.0.1:${process.env.METRICS_PORT || 9464}/metrics`);
const compareMetrics = process.env.BENCH_METRICS_OFF !== '0';
/** The demo's webhook secret unless one is set: an operator's fresh render, never stored (lib/page-cache/handler.js). */
const operator = {
  authorization: `Bearer ${process.env.REVALIDATE_SECRET || 'local-revalidate-secret'}`,
  'cache-control': 'no-cache',
};

/** One GET as the brand's host (Node's fetch would send the URL's host instead), redirects not followed, 15 s at most. */
const get = (pathname) =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.get({ host: hostname, port, path: pathname, headers: { host } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`${pathname}: no answer in 15 s`)));
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
  const staticFile = await firstLink(blog, /(\/_next\/static\/[^"]+\.(?:css|js))"/);
  return [
    ['static file', staticFile],
    ['blog post', blog],
    ['product page', product],
  ];
}

/**
 * @param {string | string[]} path one page, or pages taken in turn
 * @param {{ connections: number, duration: number, miss?: boolean, vary?: (n: number) => { path?: string, headers?: Record<string, string> } }} options
 *   miss: each request an operator's fresh render (the page cache renders it, stores nothing), so
 *   each view is rendered by Next (data from the content cache); vary: what each request changes
 */
function run(path, { connections, duration, miss = false, vary }) {
  let counter = 0;
  const paths = Array.isArray(path) ? path : [path];
  const change = miss
    ? () => ({ headers: operator })
    : (vary ?? (paths.length > 1 ? (n) => ({ path: paths[n % paths.length] }) : null));
  const requests = change
    ? [
        {
          setupRequest: (request) => {
            counter += 1;
            const next = change(counter);
            return { ...request, path: next.path ?? paths[0], headers: { ...request.headers, ...next.headers } };
          },
        },
      ]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${paths[0]}`, headers, connections, duration, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function healthReport() {
  try {
    const { body } = await get('/api/health');
    return JSON.parse(body);
  } catch {
    return null;
  }
}
const contentMisses = async () => (await healthReport())?.contentCache?.misses ?? null;
const pageEntries = async () => (await healthReport())?.pageCache?.entries ?? null;

/** The site's metrics as `name{labels}` → value, or null when they cannot be scraped. */
async function scrapeMetrics() {
  try {
    const token = process.env.METRICS_TOKEN;
    const answer = await fetch(metricsUrl, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    if (!answer.ok) return null;
    const samples = new Map();
    for (const line of (await answer.text()).split('\n')) {
      const match = /^([a-zA-Z_:][\w:]*(?:\{.*\})?) (\S+)$/.exec(line);
      if (match) samples.set(match[1], Number(match[2]));
    }
    return samples;
  } catch {
    return null;
  }
}

/** The sum of the samples whose key starts with `prefix`, moved between two scrapes. */
const movedBy = (before, after, prefix) => {
  let total = 0;
  for (const [key, value] of after) if (key.startsWith(prefix)) total += value - (before.get(key) ?? 0);
  return total;
};

/** The median of a histogram's observations between two scrapes, from its buckets (upper bound, ms). */
function histogramMedianMs(before, after, name, labels) {
  const wanted = labels.split(',');
  const buckets = [];
  for (const [key, value] of after) {
    if (!key.startsWith(`${name}_bucket{`)) continue;
    const pairs = key.slice(name.length + 8, -1).split(',');
    const le = pairs.find((pair) => pair.startsWith('le='));
    if (!le || !wanted.every((pair) => pairs.includes(pair))) continue;
    buckets.push([Number(le.slice(4, -1).replace('+Inf', 'Infinity')), value - (before.get(key) ?? 0)]);
  }
  buckets.sort((a, b) => a[0] - b[0]);
  const total = buckets.at(-1)?.[1] ?? 0;
  const half = buckets.find(([, count]) => count >= total / 2);
  return total && half ? half[0] * 1000 : null;
}

async function main() {
  const list = await targets();
  console.log(`Site ${base} as ${host}; ${rounds} rounds of ${seconds} s, 10 connections, interleaved.`);
  for (const [, path] of list) for (let i = 0; i < 3; i += 1) await get(path); // warm
  const missesBefore = await contentMisses();
  const scrapedBefore = await scrapeMetrics();
  if (!scrapedBefore) console.log(`(no metrics at ${metricsUrl}: the figures from /metrics are left out)`);
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
  // The last answers of a run may still be on their way when autocannon stops counting.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const scrapedAfter = scrapedBefore && (await scrapeMetrics());
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
  if (scrapedBefore && scrapedAfter) {
    const outcome = (name) => movedBy(scrapedBefore, scrapedAfter, `site_page_cache_requests_total{outcome="${name}"}`);
    console.log(
      `The site's /metrics over the same rounds: ${outcome('hit')} page-cache hits, ${outcome('stale')} stale, ${outcome('miss')} misses; bench counted ${pageViews} page views (each run may leave up to 10 answers uncounted at its end: ${rounds * 2} runs).`,
    );
  }
  if (renderSeconds > 0) {
    console.log(`\nRendered on every view (a page-cache miss, data from the content cache), ${renderSeconds} s each:`);
    console.log('| target | req/s | p50 ms | p99 ms | errors | non-2xx |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    const rendersBefore = await scrapeMetrics();
    let renderAnswers = 0;
    for (const [name, path] of list.slice(1)) {
      const result = await run(path, { connections: 10, duration: renderSeconds, miss: true });
      renderAnswers += result.requests.total;
      console.log(
        `| ${name} | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.timeouts} | ${result.non2xx} |`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rendersAfter = rendersBefore && (await scrapeMetrics());
    if (rendersBefore && rendersAfter) {
      const operator = 'trigger="operator",result="ok"';
      const count = movedBy(rendersBefore, rendersAfter, `site_render_duration_seconds_count{${operator}}`);
      const seconds = movedBy(rendersBefore, rendersAfter, `site_render_duration_seconds_sum{${operator}}`);
      const median = histogramMedianMs(rendersBefore, rendersAfter, 'site_render_duration_seconds', operator);
      console.log(
        `The site's render histogram over the same runs: ${count} renders, mean ${((seconds / Math.max(1, count)) * 1000).toFixed(1)} ms, median ≤ ${median} ms (its bucket); bench counted ${renderAnswers} answers (up to 10 per run uncounted at its end).`,
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
  if (compareMetrics) await metricsOnAgainstOff(list[1][1]);
  if (edgeSeconds > 0) await cacheBusting(list[1][1]);
  if (publishSeconds > 0) {
    await publishUnderLoad();
    await publishThenFrozenCms();
  }
  if (floodRequests > 0) await notFoundFlood();
  const rss = residentMegabytes(Number(new URL(base).port || 80));
  console.log(
    `\nSite resident memory (RSS) after all of the above: ${rss === null ? 'unknown (process not found)' : `${rss} MB`}`,
  );
}

/**
 * What the metrics cost: two more servers of this build (server.js, the same settings), one with
 * metrics on and one with METRICS=off, each on a free port and logging to a file of its own, and
 * the warm blog post on both, interleaved (each round in the other order). Two fresh servers and
 * not the site itself: a site that has served the rounds above has a fuller heap and caches than a
 * server just started, which on this machine weighed more than the metrics do.
 */
async function metricsOnAgainstOff(blog) {
  const root = path.join(__dirname, '..');
  if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')))
    return console.log('\nMetrics on against off: no build of this checkout to start servers from; skipped.');
  const { spawn } = require('child_process');
  const freePort = () =>
    new Promise((resolve) => {
      const probe = require('net')
        .createServer()
        .listen(0, '127.0.0.1', () => {
          const chosen = probe.address().port;
          probe.close(() => resolve(chosen));
        });
    });
  const servers = [];
  const start = async (name, env) => {
    const port = await freePort();
    const logFile = path.join(require('os').tmpdir(), `bench-metrics-${name}-${port}.log`);
    const out = fs.openSync(logFile, 'w');
    const child = spawn(process.execPath, [path.join(root, 'server.js')], {
      cwd: root,
      env: { ...process.env, PORT: String(port), METRICS_PORT: '0', ...env },
      stdio: ['ignore', out, out],
    });
    const server = {
      name,
      child,
      out,
      logFile,
      base: `http://127.0.0.1:${port}`,
      host: `${host.split(':')[0]}:${port}`,
    };
    servers.push(server);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = await fetch(`${server.base}/404`).then(
        (answer) => answer.status,
        () => 0,
      );
      if (status) return server;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the metrics-${name} server did not start`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const runOn = (server, duration = seconds) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${server.base}${blog}`,
          headers: { host: server.host, 'accept-encoding': 'gzip' },
          connections: 10,
          duration,
        },
        (error, result) => (error ? reject(error) : resolve(result.requests.average)),
      ),
    );
  try {
    const on = await start('on', { METRICS: 'on' });
    const off = await start('off', { METRICS: 'off' });
    for (let i = 0; i < 2; i += 1) for (const server of [on, off]) await runOn(server, 3); // warm, alike
    const figures = { on: [], off: [] };
    const count = rounds + 4;
    for (let round = 0; round < count; round += 1)
      for (const server of round % 2 ? [off, on] : [on, off]) figures[server.name].push(await runOn(server));
    const onRps = median(figures.on);
    const offRps = median(figures.off);
    const list = (values) => values.map((rps) => rps.toFixed(0)).join(', ');
    console.log(
      `\nMetrics on against off (two fresh servers of this build, ${blog}, 10 connections, ${seconds} s, ${count} interleaved rounds each): on ${onRps.toFixed(0)} req/s, off ${offRps.toFixed(0)} req/s (medians); on/off ${(onRps / offRps).toFixed(3)} (rounds on: ${list(figures.on)}; off: ${list(figures.off)})`,
    );
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      fs.closeSync(server.out);
      fs.rmSync(server.logFile, { force: true });
    }
  }
}

/** The pid of the process listening on a local TCP port (ss, from iproute2), or null. */
function listeningPid(port) {
  try {
    const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(line)?.[1];
    return pid ? Number(pid) : null;
  } catch {
    return null;
  }
}

/**
 * A flood of addresses nobody has (each a not-found render or a 503 from the full render queue):
 * the site's memory before and after, beside its heap limit, and what its caches say they hold.
 */
async function notFoundFlood() {
  const port = Number(new URL(base).port || 80);
  const before = residentMegabytes(port);
  const result = await new Promise((resolve, reject) => {
    let counter = 0;
    autocannon(
      {
        url: base,
        headers,
        connections: 50,
        amount: floodRequests,
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: `/blog/no-such-post-${Date.now()}-${(counter += 1)}/` }),
          },
        ],
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
  });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = residentMegabytes(port);
  const report = await healthReport();
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  const mb = (bytes) => (bytes == null ? '?' : (bytes / 1048576).toFixed(1));
  console.log(
    `\nA flood of ${result.requests.total} distinct not-found addresses at 50 connections (${codes}): site RSS ${before ?? '?'} MB before, ${after ?? '?'} MB after; heap limit ${report?.memory?.heapLimitMb ?? '?'} MB, heap used ${report?.memory?.heapUsedMb ?? '?'} MB; content cache ${report?.contentCache?.entries ?? '?'} entries counted as ${mb(report?.contentCache?.bytes)} MB, page cache ${report?.pageCache?.entries ?? '?'} entries, ${mb(report?.pageCache?.bytes)} MB.`,
  );
}

function residentMegabytes(port) {
  const pid = listeningPid(port);
  if (!pid) return null;
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

/**
 * Cache-busting: what a client varies freely must not push views through a render. Interleaved
 * rounds against the bare page; each variant's req/s, its ratio to the bare page's, and the page-cache
 * entries it added.
 */
async function cacheBusting(blog) {
  const port = new URL(base).port || '80';
  const spellings = (n) =>
    [`${host.split(':')[0]}:${(n % 60_000) + 1}`, host.toUpperCase(), `www.${host.split(':')[0]}.:${port}`][n % 3];
  const variants = [
    ['bare page', undefined],
    ['unique unknown parameter per request', (n) => ({ path: `${blog}?z=${n}` })],
    ['made-up preview cookies', (n) => ({ headers: { cookie: `__prerender_bypass=${n}; __preview_session=x${n}` } })],
    ['another Host spelling per request', (n) => ({ headers: { host: spellings(n) } })],
  ];
  console.log(`\nCache-busting on ${blog}: 10 connections, ${edgeSeconds} s each, 2 interleaved rounds`);
  const rows = Object.fromEntries(variants.map(([name]) => [name, { rps: [], entries: 0, errors: 0, non2xx: 0 }]));
  for (let round = 0; round < 2; round += 1) {
    for (const [name, vary] of variants) {
      const before = await pageEntries();
      const result = await run(blog, { connections: 10, duration: edgeSeconds, vary });
      const after = await pageEntries();
      rows[name].rps.push(result.requests.average);
      rows[name].entries += before === null || after === null ? NaN : after - before;
      rows[name].errors += result.errors + result.timeouts;
      rows[name].non2xx += result.non2xx;
    }
  }
  const bare = median(rows['bare page'].rps);
  console.log('| requests | req/s (median) | ratio to the bare page | page-cache entries added | errors | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [name] of variants) {
    const row = rows[name];
    const rps = median(row.rps);
    console.log(
      `| ${name} | ${rps.toFixed(0)} | ${(rps / bare).toFixed(2)} | ${row.entries} | ${row.errors} | ${row.non2xx} |`,
    );
  }
}

/** The brand's pages, from its sitemap (paths on this site). */
async function brandPages(count) {
  const { status, body } = await get('/sitemap.xml');
  if (status !== 200) throw new Error(`/sitemap.xml answered ${status}`);
  const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set(paths)].slice(0, count);
}

/** The CMS admin's content-manager API, as an editor's browser calls it (signed in once: the admin limits sign-ins). */
let signedIn = null;
const adminApi = () => (signedIn ??= signIn());

async function signIn() {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.BENCH_ADMIN_EMAIL || process.env.CMS_ADMIN_EMAIL || 'editor@example.com',
      password: process.env.BENCH_ADMIN_PASSWORD || process.env.CMS_ADMIN_PASSWORD || 'Editor-Demo-2026',
    }),
  });
  if (!login.ok) throw new Error(`signing in to the CMS admin: ${login.status}`);
  const { token } = (await login.json()).data;
  const call = async (pathname, init = {}) => {
    const answer = await fetch(`${cmsUrl}/content-manager/collection-types/api::blog-post.blog-post${pathname}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${answer.status}`);
    return answer.json();
  };
  return {
    async findPost(slug) {
      const list = await call(`?filters[Slug][$eq]=${encodeURIComponent(slug)}`);
      return list.results[0];
    },
    async publishTitle(documentId, Title) {
      await call(`/${documentId}`, { method: 'PUT', body: JSON.stringify({ Title }) });
      await call(`/${documentId}/actions/publish`, { method: 'POST', body: '{}' });
    },
  };
}

/** Polls `path` until its HTML contains `text`; ms after `since`, or null within `limitMs`. */
async function shownAfter(pathname, text, since, limitMs = 10_000) {
  while (Date.now() - since < limitMs) {
    if ((await get(pathname)).body.includes(text)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/**
 * A publish under load: 20 connections over 60 warm pages, an editor's publish (the CMS's own
 * webhook reaches the site), req/s and the slowest view before and after it.
 */
async function publishUnderLoad() {
  const pages = await brandPages(60);
  const post = pages.find((page) => /^\/blog\/(?!tags\/)[a-z0-9-]+\/$/.test(page));
  if (!post) return console.log('\nPublish under load: no blog post in the sitemap; skipped.');
  for (const page of pages) await get(page);
  const admin = await adminApi();
  const draft = await admin.findPost(post.split('/')[2]);
  const original = draft.Title;
  const title = `${original} (bench ${Date.now()})`;
  console.log(
    `\nA publish under load: 20 connections over ${pages.length} warm pages, ${publishSeconds} s before and ${publishSeconds} s after an editor publishes ${post}`,
  );
  const before = await run(pages, { connections: 20, duration: publishSeconds });
  const after = run(pages, { connections: 20, duration: publishSeconds });
  const published = Date.now();
  await admin.publishTitle(draft.documentId, title);
  const shownMs = await shownAfter(post, title, published);
  const load = await after;
  await admin.publishTitle(draft.documentId, original);
  console.log('| window | req/s | p99 ms | p99.9 ms | slowest ms | errors | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, result] of [
    ['before the publish', before],
    ['from the publish on', load],
  ])
    console.log(
      `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p99} | ${result.latency.p99_9} | ${result.latency.max} | ${result.errors + result.timeouts} | ${result.non2xx} |`,
    );
  console.log(
    `After/before: ${(load.requests.average / before.requests.average).toFixed(2)}; the changed page showed the change ${shownMs === null ? 'not within 10 s (does the CMS’s webhook reach this site? SITE_REVALIDATE_URL)' : `${shownMs} ms after the publish returned`}.`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** A publish, then the CMS frozen (SIGSTOP): do the warm pages still answer from their copies? */
async function publishThenFrozenCms() {
  const cmsPid = Number(process.env.BENCH_CMS_PID) || listeningPid(new URL(cmsUrl).port || 80);
  if (!cmsPid)
    return console.log('\nA publish, then the CMS frozen: the CMS process was not found (BENCH_CMS_PID); skipped.');
  const pages = (await brandPages(60)).slice(0, 12);
  const post = pages.find((page) => /^\/blog\/(?!tags\/)[a-z0-9-]+\/$/.test(page)) ?? '/blog/';
  if (!pages.includes(post)) pages.push(post);
  for (const page of pages) await get(page);
  const admin = await adminApi();
  const draft = await admin.findPost(post.split('/')[2]);
  if (!draft) return console.log('\nA publish, then the CMS frozen: no post to publish; skipped.');
  const original = draft.Title;
  // Frozen only once the site has had the CMS's webhook: its page cache marked or emptied pages.
  const before = (await healthReport())?.pageCache ?? {};
  await admin.publishTitle(draft.documentId, `${original} (bench outage ${Date.now()})`);
  const heard = Date.now();
  for (;;) {
    const now = (await healthReport())?.pageCache ?? {};
    if (now.entries < before.entries || now.marked > before.marked || Date.now() - heard > 5_000) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.kill(cmsPid, 'SIGSTOP');
  let served = 0;
  try {
    for (const page of pages) if ((await get(page).catch(() => ({ status: 0 }))).status === 200) served += 1;
  } finally {
    process.kill(cmsPid, 'SIGCONT');
  }
  await admin.publishTitle(draft.documentId, original);
  console.log(`\nA publish, then the CMS frozen (SIGSTOP): ${served} of ${pages.length} warm pages answered 200.`);
}

main().catch((error) => {
  console.error(error.message || error);
  process.exit(1);
});
