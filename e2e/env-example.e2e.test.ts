/**
 * The documented .env, end to end (issue 27, item 6): a CMS and a site started with `.env.example`
 * as it is, as a new user gets them by copying it to `.env`. Only what two programs on one test
 * machine cannot share is the test's own: the CMS's port (listening on loopback) and database file,
 * the site's port and CMS_URL, and SITE_URL (the site on its port). SITE_REVALIDATE_URL stays
 * empty, as in the file: an editor's publish must reach the site's /api/revalidate and show on a
 * warm page within 2 s.
 *
 * The CMS runs as `npm run cms` runs it (cms/scripts/start.js, ENVIRONMENT=development: the demo
 * secrets, the demo editor, the seed); the site is the production build (`npm start`'s server.js).
 */
import fs from 'fs';
import path from 'path';
import { parseEnv } from 'util';
import { requestSite } from './support/browser';
import { documentsOf } from './support/seed-data';
/* eslint-disable @typescript-eslint/no-require-imports -- the runner's CommonJS helpers */
const { startTestCms } = require('../scripts/support/test-cms') as {
  startTestCms(options: {
    siteUrl: string;
    env: Record<string, string>;
    isolated: boolean;
    logDir: string;
    logName: string;
  }): Promise<{ url: string; stop(): Promise<void> }>;
};
const { startSite } = require('../scripts/support/test-site') as {
  startSite(options: {
    cmsUrl: string;
    port: number;
    env: Record<string, string>;
    logDir: string;
    logName: string;
  }): Promise<{ port: number; stop(): Promise<void> }>;
};
const { freePort } = require('../scripts/support/ports') as { freePort(): Promise<number> };
/* eslint-enable @typescript-eslint/no-require-imports */

const example = parseEnv(fs.readFileSync(path.join(__dirname, '..', '.env.example'), 'utf8')) as Record<string, string>;
const BLOG_POST = 'api::blog-post.blog-post';
const post = documentsOf('blog-post').find(
  (doc) => doc.$status !== 'draft' && !doc.IsInfoBlog && (doc.brands as string[]).includes('Wayfarer Collective'),
)!;
const pathname = `/blog/${post.Slug as string}/`;

let cms: { url: string; stop(): Promise<void> };
let site: { port: number; stop(): Promise<void> };
let token: string | undefined;

/** The CMS's admin API as the admin panel calls it, signed in (once) as `.env.example`'s editor. */
async function admin<T = any>(pathAndQuery: string, init: RequestInit = {}): Promise<T> {
  if (!token) {
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: example.CMS_ADMIN_EMAIL, password: example.CMS_ADMIN_PASSWORD }),
    });
    token = ((await login.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`the demo editor of .env.example could not sign in: ${login.status}`);
  }
  const answer = await fetch(`${cms.url}${pathAndQuery}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${pathAndQuery}: ${answer.status} ${await answer.text()}`);
  return answer.json() as Promise<T>;
}

const view = () => requestSite('wayfarer', pathname, {}, site.port);

beforeAll(async () => {
  expect(example.SITE_REVALIDATE_URL).toBe('');
  const logDir = path.join(process.cwd(), 'test-results');
  const sitePort = await freePort();
  cms = await startTestCms({
    siteUrl: `http://localhost:${sitePort}`,
    env: example,
    isolated: true,
    logDir,
    logName: 'test-cms-env-example.log',
  });
  site = await startSite({
    cmsUrl: cms.url,
    port: sitePort,
    env: example,
    logDir,
    logName: 'test-site-env-example.log',
  });
  // Seeding a fresh database and starting the site: minutes on a busy two-core machine.
}, 300_000);

afterAll(async () => {
  await Promise.all([site?.stop(), cms?.stop()]);
});

describe('.env.example as it is', () => {
  it('creates the publish webhook to SITE_URL/api/revalidate with REVALIDATE_SECRET', async () => {
    const { data } = await admin<{ data: { name: string; url: string; isEnabled: boolean; headers: object }[] }>(
      '/admin/webhooks',
    );
    expect(data.filter((webhook) => webhook.url.endsWith('/api/revalidate'))).toEqual([
      expect.objectContaining({
        url: `http://localhost:${site.port}/api/revalidate`,
        isEnabled: true,
        headers: { Authorization: `Bearer ${example.REVALIDATE_SECRET}` },
      }),
    ]);
  });

  it('shows an editor’s publish on a warm page within 2 s', async () => {
    expect((await view()).status).toBe(200);
    expect((await view()).headers['x-page-cache']).toBe('HIT');

    const list = await admin<{ results: { documentId: string }[] }>(
      `/content-manager/collection-types/${BLOG_POST}?filters[Slug][$eq]=${encodeURIComponent(post.Slug as string)}`,
    );
    const { documentId } = list.results[0];
    const title = `${post.Title as string} (.env.example ${Date.now()})`;
    await admin(`/content-manager/collection-types/${BLOG_POST}/${documentId}`, {
      method: 'PUT',
      body: JSON.stringify({ Title: title }),
    });
    expect((await view()).body.includes(title)).toBe(false);
    const published = Date.now();
    await admin(`/content-manager/collection-types/${BLOG_POST}/${documentId}/actions/publish`, {
      method: 'POST',
      body: '{}',
    });
    let seen = false;
    while (!seen && Date.now() - published < 2000) {
      seen = (await view()).body.includes(title);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (seen) process.stdout.write(`  shown ${Date.now() - published} ms after the publish\n`);
    expect({ seen, withinMs: 2000 }).toEqual({ seen: true, withinMs: 2000 });
  }, 30_000);
});
