/**
 * What an operator of the production build reads (issue 30): the request id a visitor's answer
 * carries is the id of that request's line in the site's JSON log, and Prometheus's port answers
 * the site's metric families after real page views against the real CMS.
 */
import fs from 'fs';
import { requestSite } from './support/browser';

const logFile = () => {
  const file = process.env.E2E_SITE_LOG;
  if (!file) throw new Error('E2E_SITE_LOG is not set: run this through `node scripts/test.js e2e`');
  return file;
};

/** The site log's lines that parse as JSON, with `reqId`; polls until `found` holds (the line is written as the answer ends). */
async function logLines(found: (lines: Record<string, unknown>[]) => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = fs
      .readFileSync(logFile(), 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
    if (found(lines) || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function scrape() {
  const port = process.env.E2E_SITE_METRICS_PORT;
  if (!port) throw new Error('E2E_SITE_METRICS_PORT is not set: run this through `node scripts/test.js e2e`');
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(answer.status).toBe(200);
  return answer.text();
}

describe('the production site’s log and metrics', () => {
  it('answers with X-Request-Id, and the log has that request’s line: path without its query, page type, brand, status, cache', async () => {
    const marker = `e2e-${Date.now().toString(36)}`;
    const answer = await requestSite('wayfarer', `/blog/?utm_source=${marker}`, {
      cookie: `__preview_session=${marker}-cookie`,
    });
    expect(answer.status).toBe(200);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = await logLines((all) => all.some((line) => line.reqId === id));
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        path: '/blog/',
        pageType: 'blog_list',
        brand: 'wayfarer',
        status: 200,
        cache: expect.stringMatching(/^(hit|miss|stale)$/),
      }),
    ]);
    expect(fs.readFileSync(logFile(), 'utf8')).not.toContain(marker);
  });

  it('a visitor’s own X-Request-Id is not taken (no trusted proxy in front): a new id, in the answer and the log', async () => {
    const chosen = `visitor-${Date.now().toString(36)}-e2e`;
    const answer = await requestSite('timberline', '/destinations/', { 'x-request-id': chosen });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = await logLines((all) => all.some((line) => line.reqId === id));
    expect(lines.filter((line) => line.reqId === id)).toEqual([
      expect.objectContaining({ path: '/destinations/', pageType: 'destination_list', brand: 'timberline' }),
    ]);
    expect(fs.readFileSync(logFile(), 'utf8')).not.toContain(chosen);
  });

  it('Prometheus’s port answers every family the runbook names, and the views it counted moved with ours', async () => {
    const views = (text: string) =>
      [
        ...text.matchAll(
          /^site_page_views_total\{page_type="travel_guide_list",brand="wayfarer",status="200"\} (\d+)/gm,
        ),
      ]
        .map((match) => Number(match[1]))
        .reduce((sum, value) => sum + value, 0);
    const before = views(await scrape());
    for (let n = 0; n < 3; n += 1) expect((await requestSite('wayfarer', '/travel-guides/')).status).toBe(200);
    const text = await scrape();
    expect(views(text) - before).toBeGreaterThanOrEqual(3);
    for (const family of [
      'site_page_views_total counter',
      'site_page_cache_requests_total counter',
      'site_page_view_duration_seconds histogram',
      'site_page_cache_entries gauge',
      'site_page_cache_bytes gauge',
      'site_render_duration_seconds histogram',
      'site_renders_in_flight gauge',
      'site_renders_queued gauge',
      'site_cms_request_duration_seconds histogram',
      'site_cms_circuit_state gauge',
      'site_content_cache_reads_total counter',
      'site_content_cache_entries gauge',
      'site_content_cache_bytes gauge',
      'site_redis_connected gauge',
      'site_purge_announcements_total counter',
      'site_webhook_purges_total counter',
      'site_newsletter_signups_total counter',
      'process_resident_memory_bytes gauge',
      'nodejs_eventloop_lag_seconds gauge',
    ])
      expect(text).toContain(`# TYPE ${family}`);
    // The pages were rendered from the real CMS: its GraphQL operations were timed by name.
    expect(text).toMatch(/^site_cms_request_duration_seconds_count\{operation="[A-Za-z]+",outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^site_cms_circuit_state\{state="closed"\} 1$/m);
  });
});
