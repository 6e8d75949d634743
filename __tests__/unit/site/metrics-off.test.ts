/**
 * METRICS=off (what `npm run bench` compares the metrics' cost against): every instrument records
 * nothing, and /metrics says they are off instead of answering figures.
 */
import type { AddressInfo } from 'net';

process.env.METRICS = 'off';
/* eslint-disable @typescript-eslint/no-require-imports -- required after METRICS is set */
const { exposition, metrics, recording } =
  require('@/lib/observability/metrics') as typeof import('@/lib/observability/metrics');
const { createMetricsServer } =
  require('@/lib/page-cache/site-server') as typeof import('@/lib/page-cache/site-server');
/* eslint-enable @typescript-eslint/no-require-imports */

afterAll(() => {
  delete process.env.METRICS;
});

describe('METRICS=off', () => {
  it('records nothing and has no exposition', async () => {
    expect(recording()).toBe(false);
    metrics().pageViews.inc({ page_type: 'home', brand: 'wayfarer', status: '200' });
    metrics().renderDuration.observe({ trigger: 'visitor', result: 'ok' }, 0.05);
    expect(await exposition()).toBeNull();
  });

  it('answers a scrape with 404 and why', async () => {
    const server = createMetricsServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('METRICS=off');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
