/**
 * The CMS's publish webhook, as the site receives it: configured at start-up from SITE_URL and
 * REVALIDATE_SECRET, and sent on a publish made through the admin API (what the admin's Publish
 * button calls). The site is not running during this tier, so the test listens on its port.
 */
import http from 'http';
import { adminToken, cmsUrl, siteUrl } from './support';

const revalidateSecret = () => process.env.CMS_TEST_REVALIDATE_SECRET ?? '';

async function admin(path: string, init: RequestInit = {}) {
  const token = await adminToken();
  const response = await fetch(`${cmsUrl()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<any>;
}

describe('the revalidate webhook', () => {
  it('is configured from the environment: the site’s /api/revalidate, its bearer secret, every content and media event', async () => {
    const { data } = await admin('/admin/webhooks');
    const webhook = data.find(
      (candidate: { name: string }) => candidate.name === 'Site caches (revalidate on publish)',
    );
    expect(webhook).toMatchObject({
      url: `${siteUrl()}/api/revalidate`,
      isEnabled: true,
      headers: { Authorization: `Bearer ${revalidateSecret()}` },
    });
    expect([...webhook.events].sort()).toEqual([
      'entry.create',
      'entry.delete',
      'entry.publish',
      'entry.unpublish',
      'entry.update',
      'media.create',
      'media.delete',
      'media.update',
    ]);
    expect(data.filter((candidate: { name: string }) => candidate.name === webhook.name)).toHaveLength(1);
  });

  it('calls the site with the secret when an editor publishes', async () => {
    const received: { path?: string; authorization?: string; body: any }[] = [];
    const site = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({
          path: request.url,
          authorization: request.headers.authorization,
          body: JSON.parse(body || 'null'),
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve, reject) => {
      site.once('error', (error) =>
        reject(
          new Error(
            `cannot listen on the site's port ${new URL(siteUrl()).port} (${error.message}): stop what runs there`,
          ),
        ),
      );
      site.listen(Number(new URL(siteUrl()).port), resolve);
    });
    try {
      const uid = 'api::blog-post.blog-post';
      const list = await admin(`/content-manager/collection-types/${uid}?filters[Slug][$eq]=first-week-at-camp`);
      const documentId =
        list.results[0]?.documentId ??
        (await admin(`/content-manager/collection-types/${uid}?pageSize=1`)).results[0].documentId;
      // Publishing what is already published: the content stays as it is for the other tests.
      await admin(`/content-manager/collection-types/${uid}/${documentId}/actions/publish`, {
        method: 'POST',
        body: '{}',
      });
      const deadline = Date.now() + 10_000;
      while (!received.some((call) => call.body?.event === 'entry.publish') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const call = received.find((candidate) => candidate.body?.event === 'entry.publish');
      expect(call).toMatchObject({
        path: '/api/revalidate',
        authorization: `Bearer ${revalidateSecret()}`,
        body: { event: 'entry.publish', uid },
      });
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
    // Its own wait for the webhook is 10 s; jest's default 5 s cut it short on a busy machine.
  }, 30_000);
});
