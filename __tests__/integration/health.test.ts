/**
 * GET /api/health asks the CMS whether it answers (its /_health), but not once per call: anyone may
 * call it, so a flood of health checks must not become a flood of CMS requests. One probe's result
 * serves every call for a few seconds (lib/cms/health-probe.ts), and calls made while a probe runs wait
 * for that one.
 */
import { http, HttpResponse } from 'msw';
import { BUNAC_HOST, CMS_URL, server, setCmsEnvironment, setupCmsServer } from '../support/fixtures';
import { apiRequest } from '../support/next-context';

setCmsEnvironment();

import { PROBE_REUSE_MS } from '@/lib/cms/health-probe';
import health from '@/pages/api/health';

setupCmsServer();

let probes = 0;
const cmsHealth = (answer: () => Response) =>
  server.use(
    http.get(`${CMS_URL}/_health`, () => {
      probes += 1;
      return answer();
    }),
  );
beforeEach(() => {
  probes = 0;
});

async function check() {
  const { req, res, answer } = apiRequest({ host: BUNAC_HOST, url: '/api/health' });
  await health(req, res);
  return JSON.parse(answer().body!) as { cms: { reachable: boolean } };
}

describe('GET /api/health: the CMS probe is reused', () => {
  it('a flood of health checks, at once and one after another, costs the CMS one request', async () => {
    cmsHealth(() => new HttpResponse(null, { status: 204 }));
    const atOnce = await Promise.all(Array.from({ length: 100 }, check));
    const oneByOne = [];
    for (let n = 0; n < 20; n += 1) oneByOne.push(await check());
    expect([...atOnce, ...oneByOne].every((report) => report.cms.reachable)).toBe(true);
    expect(probes).toBe(1);
  });

  it('a CMS that does not answer is probed once too, not once per check', async () => {
    cmsHealth(() => HttpResponse.error());
    const reports = await Promise.all(Array.from({ length: 50 }, check));
    expect(reports.every((report) => !report.cms.reachable)).toBe(true);
    expect(probes).toBe(1);
  });

  it(`probes again once the result is ${PROBE_REUSE_MS / 1000} s old, and reports what it finds`, async () => {
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    cmsHealth(() => new HttpResponse(null, { status: 204 }));
    expect((await check()).cms.reachable).toBe(true);
    cmsHealth(() => HttpResponse.error());
    clock.mockReturnValue(start + PROBE_REUSE_MS - 1);
    expect((await check()).cms.reachable).toBe(true);
    expect(probes).toBe(1);
    clock.mockReturnValue(start + PROBE_REUSE_MS);
    expect((await check()).cms.reachable).toBe(false);
    expect(probes).toBe(2);
  });
});
