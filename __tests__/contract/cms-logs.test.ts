/**
 * The CMS's log is for machines (issue: operable, logs a machine can read): one JSON line per
 * request with its id, method, path, status and duration, like the site's; Strapi's own messages
 * are JSON lines too. A line never holds what a request carried: its query string (filters with
 * e-mails, tokens), cookies, its authorization header or its body. Read from the test CMS's own
 * log file (scripts/support/test-cms.js), which every contract test's requests write to.
 */
import { randomBytes, randomUUID } from 'crypto';
import fs from 'fs';
import { cmsLogFile, cmsUrl, previewToken } from './support';

const marker = `secret-marker-${randomBytes(8).toString('hex')}`;

/** The log's lines that are JSON objects, parsed. */
const jsonLines = () =>
  fs
    .readFileSync(cmsLogFile(), 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return parsed && typeof parsed === 'object' ? [parsed as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });

/** The lines of one request: the CMS writes its line as it answers, so this waits a little for it. */
async function linesOf(reqId: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const lines = jsonLines().filter((line) => line.reqId === reqId);
    if (lines.length > 0 || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The values the test CMS knows as secrets (scripts/support/test-cms.js's TEST_CMS_ENV). */
const secretValues = () =>
  Object.entries(process.env)
    .filter(([name, value]) => /^CMS_TEST_.*(TOKEN|SECRET|PASSWORD)$/.test(name) && value)
    .map(([name, value]) => ({ name, value: value as string }));

describe('the request log', () => {
  it('writes one JSON line per request: its id, method, path without the query string, status, duration', async () => {
    const reqId = `test-${randomUUID()}`;
    const response = await fetch(`${cmsUrl()}/api/brands?filters[x]=${marker}&filters[email][$eq]=${marker}@x.test`, {
      headers: { 'x-request-id': reqId, authorization: `Bearer ${previewToken()}`, cookie: `koa.sess=${marker}` },
    });
    await response.text();
    expect(response.headers.get('x-request-id')).toBe(reqId);

    const lines = await linesOf(reqId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      reqId,
      method: 'GET',
      path: '/api/brands',
      status: response.status,
    });
    expect(typeof lines[0].ms).toBe('number');
    expect(typeof lines[0].time).toBe('number');
    expect(typeof lines[0].msg).toBe('string');
  });

  it('never logs a body', async () => {
    const reqId = `test-${randomUUID()}`;
    const response = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': reqId },
      body: JSON.stringify({
        query: 'query ($slug: String) { brands(filters: { slug: { eq: $slug } }) { name } }',
        variables: { slug: marker },
      }),
    });
    await response.text();
    const lines = await linesOf(reqId);
    expect(lines).toEqual([expect.objectContaining({ method: 'POST', path: '/graphql', status: response.status })]);
  });

  it.each([
    ['too short', 'abc'],
    ['with a space', 'abcdefgh ijk'],
    ['too long', 'a'.repeat(129)],
    ['with a character outside [A-Za-z0-9._:-]', 'abcdefgh<script>'],
  ])('an X-Request-Id %s is replaced by a fresh UUID', async (_label, given) => {
    const response = await fetch(`${cmsUrl()}/_health`, { headers: { 'x-request-id': given } });
    const reqId = response.headers.get('x-request-id') ?? '';
    expect(reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await linesOf(reqId)).toEqual([expect.objectContaining({ method: 'GET', path: '/_health' })]);
  });

  it('gives a request without an X-Request-Id one', async () => {
    const response = await fetch(`${cmsUrl()}/_health`);
    const reqId = response.headers.get('x-request-id') ?? '';
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await linesOf(reqId)).toHaveLength(1);
  });
});

describe("Strapi's own messages", () => {
  it('are JSON lines with a level, a time and a message', () => {
    expect(jsonLines()).toContainEqual(
      expect.objectContaining({ level: 'info', msg: 'Strapi started successfully', time: expect.any(Number) }),
    );
  });
});

describe('the whole log', () => {
  // After the requests above: they sent the marker in a query string, a cookie and a body.
  const log = () => fs.readFileSync(cmsLogFile(), 'utf8');

  it('holds no query string, cookie or body a request carried', () => {
    expect(log()).not.toContain(marker);
  });

  it('holds none of the test CMS’s tokens, secrets or passwords', () => {
    const secrets = secretValues();
    expect(secrets.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'CMS_TEST_CMS_PREVIEW_TOKEN',
        'CMS_TEST_CMS_NEWSLETTER_TOKEN',
        'CMS_TEST_PREVIEW_SECRET',
      ]),
    );
    const text = log();
    for (const { name, value } of secrets)
      expect({ name, logged: text.includes(value) }).toEqual({ name, logged: false });
  });

  it('holds no authorization header', () => {
    const lines = log()
      .split('\n')
      .filter((line) => /authorization/i.test(line));
    expect(lines).toEqual([]);
  });
});
