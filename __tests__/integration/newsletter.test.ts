/**
 * POST /api/newsletter against msw stand-ins for the CMS: its GraphQL (brands, brand settings) and
 * its create-only sign-up route. That the real CMS stores each sign-up once, and refuses the public
 * role, is the contract tier's part (__tests__/contract/newsletter.test.ts).
 */
import { captureLog } from '@/lib/observability/log';
import { moved, scrape } from '../support/metrics';
import { http, HttpResponse } from 'msw';
import { BrandSiteSettingsDocument } from '@/graphql/generated/documents/BrandSiteSettings';
import {
  answer,
  BUNAC_HOST,
  CMS_URL,
  server,
  setCmsEnvironment,
  setupCmsServer,
  siteSettings,
  TIMBERLINE_HOST,
  WAYFARER_HOST,
} from '../support/fixtures';
import { apiRequest } from '../support/next-context';
import { sharedLevel } from '@/lib/cms/process-state';
import {
  clientKey,
  createRateLimit,
  NEWSLETTER_LIMIT,
  newsletterRateLimit,
  type RateLimit,
} from '@/lib/security/rate-limit';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runner's CommonJS helper
const { startTestRedis } = require('../../scripts/support/test-redis') as {
  startTestRedis(): Promise<{ url: string; start(): Promise<void>; stop(): Promise<void>; remove(): Promise<void> }>;
};

setCmsEnvironment();
const TOKEN = 'newsletter-token-for-tests';
process.env.CMS_NEWSLETTER_TOKEN = TOKEN;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the environment is set
const handler = require('@/pages/api/newsletter').default as typeof import('@/pages/api/newsletter').default;

const SUBSCRIBE = `${CMS_URL}/api/newsletter-signups/subscribe`;
const CONSENT_TEXT = 'Yes, send me Wayfarer news. See our privacy policy.';

/** What the CMS route received: the body's `data` and the bearer token. */
const received: { data: Record<string, unknown>; authorization: string | null }[] = [];

/** The CMS's sign-up route as the real one behaves: one record per brand, list and address. */
function signupRoute() {
  const stored = new Set<string>();
  return http.post(SUBSCRIBE, async ({ request }) => {
    const { data } = (await request.json()) as { data: Record<string, unknown> };
    received.push({ data, authorization: request.headers.get('authorization') });
    const key = JSON.stringify([data.brand, data.listId, String(data.email).toLowerCase()]);
    const created = !stored.has(key);
    stored.add(key);
    return HttpResponse.json({ data: { created } }, { status: created ? 201 : 200 });
  });
}

const newsletterSettings = (listId: string | null = 'wf-main', consent: string | null = CONSENT_TEXT) => ({
  ...siteSettings([]),
  Newsletter: {
    __typename: 'ComponentSettingsNewsletter' as const,
    ListId: listId,
    EmailTemplateId: 'welcome',
    Title: 'Stay in the loop',
    Text: null,
    ButtonText: 'Subscribe',
    SuccessText: 'Thanks!',
    PrivacyCheckboxText: consent,
  },
});

let address = 0;
/** A client address of its own for each call (the rate limit lives for the whole process). */
const freshAddress = () => `198.51.100.${(address += 1)}`;

async function post(
  body: unknown,
  { host = WAYFARER_HOST, remoteAddress = freshAddress(), headers = {} as Record<string, string> } = {},
) {
  const {
    req,
    res,
    answer: result,
  } = apiRequest({
    host,
    url: '/api/newsletter',
    method: 'POST',
    body,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
  });
  await handler(req, res);
  const sent = result();
  return { ...sent, json: sent.body ? (JSON.parse(sent.body) as Record<string, unknown>) : undefined };
}

const VALID = { email: ' Jane.Doe@Example.com ', consent: true };

setupCmsServer();
let logged: ReturnType<typeof captureLog>;
beforeEach(() => {
  received.length = 0;
  server.use(
    answer(BrandSiteSettingsDocument, ({ brandName }) => ({
      brandSettings: brandName === 'BUNAC' ? [siteSettings([])] : [newsletterSettings()],
    })),
    signupRoute(),
  );
  logged = captureLog('info');
});
afterEach(() => logged.restore());

/** The newsletter's lines of the site's log. */
const newsletterLines = () => logged.lines.filter((line) => line.event === 'newsletter');

describe('POST /api/newsletter stores the sign-up in the CMS', () => {
  it('answers ok only after the CMS stored it, with the brand from the Host and the list and consent text from its settings', async () => {
    const sent = await post({
      ...VALID,
      page: '/us/blog/hiking-in-patagonia?utm_source=mail#top',
      tracking: { utm_source: 'spring-mail', utm_medium: 'email', utm_campaign: null, utm_id: null, referrer: 'x' },
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ ok: true, alreadySubscribed: false });
    expect(sent.cacheControl).toBe('no-store');
    expect(received).toEqual([
      {
        authorization: `Bearer ${TOKEN}`,
        data: {
          email: 'Jane.Doe@Example.com',
          brand: 'wayfarer',
          listId: 'wf-main',
          consentText: CONSENT_TEXT,
          sourcePage: '/us/blog/hiking-in-patagonia',
          trackingParams: {
            utm_source: 'spring-mail',
            utm_medium: 'email',
            utm_campaign: null,
            utm_id: null,
            referrer: 'x',
          },
        },
      },
    ]);
  });

  it('takes neither the list nor the consent text from the client, and keeps only known tracking keys', async () => {
    await post(
      {
        ...VALID,
        listId: 'someone-elses-list',
        consentText: 'I agreed to nothing',
        page: 'https://evil.example/phish',
        tracking: { utm_source: 'a', password: 'hunter2', utm_medium: { $ne: null } },
      },
      { host: TIMBERLINE_HOST },
    );
    expect(received[0].data).toMatchObject({
      brand: 'timberline',
      listId: 'wf-main',
      consentText: CONSENT_TEXT,
      sourcePage: null,
      trackingParams: { utm_source: 'a' },
    });
  });

  it('uses the default list and the consent text the form shows by default when the settings give none', async () => {
    server.use(answer(BrandSiteSettingsDocument, () => ({ brandSettings: [newsletterSettings(null, null)] })));
    await post(VALID);
    expect(received[0].data).toMatchObject({ listId: 'default', consentText: 'I agree to the privacy policy.' });
  });

  it('is idempotent: the same address again (in any case) is ok, and the visitor is told it was already on the list', async () => {
    expect((await post(VALID)).json).toEqual({ ok: true, alreadySubscribed: false });
    expect((await post({ ...VALID, email: 'jane.doe@example.com' })).json).toEqual({
      ok: true,
      alreadySubscribed: true,
    });
    expect(received).toHaveLength(2);
    expect(newsletterLines()).toEqual([
      expect.objectContaining({ email: 'J***@E***.com', brand: 'wayfarer', listId: 'wf-main', outcome: 'stored' }),
      expect.objectContaining({ email: 'j***@e***.com', brand: 'wayfarer', listId: 'wf-main', outcome: 'duplicate' }),
    ]);
    expect(JSON.stringify(logged.lines)).not.toMatch(/jane\.doe/i);
  });

  it('answers 404 on a brand without a newsletter, and stores nothing', async () => {
    const sent = await post(VALID, { host: BUNAC_HOST });
    expect(sent.status).toBe(404);
    expect(received).toEqual([]);
  });
});

describe('POST /api/newsletter refuses what it cannot take', () => {
  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405 and Allow: POST', async (method) => {
    const { req, res, answer: result } = apiRequest({ host: WAYFARER_HOST, url: '/api/newsletter', method });
    await handler(req, res);
    expect(result()).toMatchObject({ status: 405, headers: { allow: 'POST' }, cacheControl: 'no-store' });
    expect(received).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['a string body (not JSON)', 'email=jane@example.com&consent=true'],
    ['a malformed address', { email: 'jane@example', consent: true }],
    ['consent as the string "true"', { email: 'jane@example.com', consent: 'true' }],
  ])('answers 400 for %s, naming the field, and stores nothing', async (_label, body) => {
    const sent = await post(body);
    expect(sent.status).toBe(400);
    expect(sent.json).toMatchObject({ ok: false, errors: expect.any(Object) });
    expect(received).toEqual([]);
  });

  it('never echoes the address back, accepted, refused or failed', async () => {
    const bodies = [VALID, { ...VALID, consent: false }, { email: 'jane.doe@example', consent: true }];
    const answers = await Promise.all(bodies.map((body) => post(body)));
    server.use(http.post(SUBSCRIBE, () => HttpResponse.error()));
    answers.push(await post(VALID));
    for (const sent of answers) expect(sent.body?.toLowerCase()).not.toContain('jane.doe');
  });

  it('cannot forge log lines through what it logs: a line break stays inside its JSON string', async () => {
    server.use(
      answer(BrandSiteSettingsDocument, () => ({
        brandSettings: [newsletterSettings('main\n{"level":"info","event":"newsletter"}')],
      })),
    );
    await post(VALID);
    expect(newsletterLines()).toEqual([
      expect.objectContaining({ listId: 'main\n{"level":"info","event":"newsletter"}', outcome: 'stored' }),
    ]);
  });
});

describe('POST /api/newsletter in the metrics', () => {
  it('counts each sign-up by outcome: stored, duplicate, invalid, CMS unavailable, rate-limited', async () => {
    const before = await scrape();
    const remoteAddress = freshAddress();
    const statuses = [];
    statuses.push((await post(VALID, { remoteAddress })).status);
    statuses.push((await post(VALID, { remoteAddress })).status);
    statuses.push((await post({ email: 'jane@example', consent: true }, { remoteAddress })).status);
    server.use(http.post(SUBSCRIBE, () => HttpResponse.error()));
    statuses.push((await post(VALID, { remoteAddress })).status);
    statuses.push((await post(VALID, { remoteAddress })).status);
    statuses.push((await post(VALID, { remoteAddress })).status);
    expect(statuses).toEqual([200, 200, 400, 503, 503, 429]);
    const after = await scrape();
    const signups = (outcome: string) => moved(before, after, `site_newsletter_signups_total{outcome="${outcome}"}`);
    expect(['stored', 'duplicate', 'invalid', 'cms_unavailable', 'rate_limited'].map(signups)).toEqual([1, 1, 1, 2, 1]);
  });
});

describe('POST /api/newsletter when the CMS cannot store it', () => {
  it.each([
    ['unreachable', () => HttpResponse.error()],
    ['failing (500)', () => HttpResponse.json({ error: { message: 'boom' } }, { status: 500 })],
  ])('answers 503 with Retry-After and a message to try again when the CMS is %s', async (_label, reply) => {
    server.use(http.post(SUBSCRIBE, reply));
    const sent = await post(VALID);
    expect(sent.status).toBe(503);
    expect(Number(sent.headers['retry-after'])).toBeGreaterThan(0);
    expect(sent.json).toEqual({ ok: false, errors: { request: expect.stringMatching(/try again/) } });
    expect(sent.cacheControl).toBe('no-store');
  });

  it('answers 503 when the CMS is down altogether (no brands to resolve the Host)', async () => {
    jest.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    server.use(
      http.post(`${CMS_URL}/graphql`, () => HttpResponse.error()),
      http.post(SUBSCRIBE, () => HttpResponse.error()),
    );
    expect((await post(VALID)).status).toBe(503);
  });

  it('answers 500, not ok, when the CMS refuses the token (a deployment fault), and logs why', async () => {
    server.use(http.post(SUBSCRIBE, () => HttpResponse.json({ error: { message: 'Forbidden' } }, { status: 403 })));
    const sent = await post(VALID);
    expect(sent.status).toBe(500);
    expect(sent.json).toMatchObject({ ok: false });
    expect(newsletterLines()).toEqual([
      expect.objectContaining({
        level: 'error',
        err: expect.objectContaining({ message: expect.stringContaining('refused the sign-up (403 Forbidden)') }),
      }),
    ]);
  });
});

describe('POST /api/newsletter is rate limited per client', () => {
  it('takes five at once from one address, then answers 429 with Retry-After; other addresses go on', async () => {
    const remoteAddress = freshAddress();
    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await post(VALID, { remoteAddress })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post(VALID, { remoteAddress });
    expect(limited.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(limited.json).toEqual({ ok: false, errors: { request: expect.stringMatching(/try again/) } });
    expect(received).toHaveLength(5);
    expect((await post(VALID)).status).toBe(200);
  });

  it('counts refused attempts too, so the limit cannot be probed for free', async () => {
    const remoteAddress = freshAddress();
    for (let n = 0; n < 5; n += 1) await post({ email: 'x' }, { remoteAddress });
    expect((await post(VALID, { remoteAddress })).status).toBe(429);
  });

  it('counts an IPv6 client by its /64 (one machine holds many addresses of its network)', async () => {
    const network = `2001:db8:${(address += 1).toString(16)}:1`;
    const statuses = [];
    for (let n = 1; n <= 6; n += 1) statuses.push((await post(VALID, { remoteAddress: `${network}::${n}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post(VALID, { remoteAddress: `2001:db8:${address.toString(16)}:2::1` })).status).toBe(200);
  });

  it('with fewer X-Forwarded-For entries than trusted hops, counts the connection, not the client’s entry', async () => {
    const proxy = freshAddress();
    process.env.TRUSTED_PROXY_HOPS = '2';
    try {
      const statuses = [];
      for (let n = 0; n < 6; n += 1)
        statuses.push(
          (await post(VALID, { remoteAddress: proxy, headers: { 'x-forwarded-for': `10.1.0.${n}` } })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS;
    }
  });

  it('ignores X-Forwarded-For unless TRUSTED_PROXY_HOPS says a proxy writes it', async () => {
    const proxy = freshAddress();
    const forged = (n: number) => ({ 'x-forwarded-for': `10.0.0.${n}` });
    for (let n = 0; n < 5; n += 1) await post(VALID, { remoteAddress: proxy, headers: forged(n) });
    expect((await post(VALID, { remoteAddress: proxy, headers: forged(9) })).status).toBe(429);

    process.env.TRUSTED_PROXY_HOPS = '1';
    try {
      // Behind one proxy: the address it appended is the client; what the client wrote before it is not.
      const statuses = [];
      for (let n = 0; n < 6; n += 1)
        statuses.push(
          (await post(VALID, { remoteAddress: proxy, headers: { 'x-forwarded-for': `1.2.3.${n}, 192.0.2.1` } })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await post(VALID, { remoteAddress: proxy, headers: { 'x-forwarded-for': '192.0.2.2' } })).status).toBe(
        200,
      );
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS;
    }
  });
});

describe('POST /api/newsletter with REDIS_URL: one count for every site instance', () => {
  let redis: Awaited<ReturnType<typeof startTestRedis>>;
  let otherInstance: RateLimit;
  const until = async (condition: () => boolean, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    process.env.REDIS_URL = redis.url;
    // Another site instance: its own limiter, its own connection, the same Redis.
    otherInstance = createRateLimit({ ...NEWSLETTER_LIMIT, redisUrl: redis.url });
    await until(() => otherInstance.connected() && newsletterRateLimit().connected());
  });
  afterAll(async () => {
    // The content cache's shared level too: the route's CMS reads opened it with REDIS_URL set.
    await Promise.all([otherInstance.close(), newsletterRateLimit().close(), sharedLevel()?.close()]);
    delete process.env.REDIS_URL;
    await redis.remove();
  });

  it('sign-ups through another instance count here: five in all, then 429 on either', async () => {
    const remoteAddress = freshAddress();
    const statuses = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await post(VALID, { remoteAddress })).status);
    for (let n = 0; n < 2; n += 1) statuses.push((await otherInstance.take(clientKey(remoteAddress))).allowed);
    statuses.push((await post(VALID, { remoteAddress })).status);
    expect(statuses).toEqual([200, 200, 200, true, true, 429]);
    expect((await otherInstance.take(clientKey(remoteAddress))).allowed).toBe(false);
  });

  it('with Redis down, each instance still limits from its own memory, at once', async () => {
    await redis.stop();
    try {
      await until(() => !newsletterRateLimit().connected());
      const remoteAddress = freshAddress();
      const started = Date.now();
      const statuses = [];
      for (let n = 0; n < 6; n += 1) statuses.push((await post(VALID, { remoteAddress })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await redis.start();
    }
    await until(() => newsletterRateLimit().connected() && otherInstance.connected());
  }, 15_000);
});
