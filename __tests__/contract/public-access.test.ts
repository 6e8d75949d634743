/**
 * The CMS answers the public only what the site needs (issue 27, item 7). The site reads content
 * over GraphQL only, where the limits of cms/src/security/graphql-limits.ts apply; REST reads of
 * content types (`/api/<type>`), where nothing bounds `populate` or the page size, are refused to
 * anyone without an API token (403, as Strapi refuses a permission the caller lacks). API tokens
 * keep REST. Strapi's CORS answers the site's origins and the admin's own, no other.
 */
import fs from 'fs';
import path from 'path';
import { isPrivateType } from '../../cms/src/security/private-types';
import { cmsUrl, graphql, graphqlData, previewToken, siteUrl } from './support';

const publicTypes = fs
  .readdirSync(path.join(__dirname, '..', '..', 'cms', 'src', 'api'))
  .filter((type) => !isPrivateType(`api::${type}.${type}`))
  .map((type) => {
    const schema = JSON.parse(
      fs.readFileSync(
        path.join(__dirname, '..', '..', 'cms', 'src', 'api', type, 'content-types', type, 'schema.json'),
        'utf8',
      ),
    ) as { info: { pluralName: string } };
    return { type, plural: schema.info.pluralName };
  });

/** LinkedBlogs populated `levels` deep: what answered 1.37 MB in 396 ms at seven. */
const deepPopulate = (levels: number) =>
  `populate${'[LinkedBlogs][populate]'.repeat(levels - 1)}[LinkedBlogs]=true&pagination[pageSize]=100`;

async function rest(pathAndQuery: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(`${cmsUrl()}${pathAndQuery}`, init);
  const text = await response.text();
  return {
    status: response.status,
    bytes: text.length,
    ms: performance.now() - started,
    body: (text ? JSON.parse(text) : null) as { data?: unknown; error?: { status?: number; name?: string } } | null,
  };
}

const withToken = (): RequestInit => ({ headers: { authorization: `Bearer ${previewToken()}` } });

describe('anonymous REST reads of content types', () => {
  it('found every public content type to check', () => {
    expect(publicTypes.map(({ type }) => type)).toEqual(expect.arrayContaining(['blog-post', 'brand', 'product-v2']));
    expect(publicTypes.map(({ type }) => type)).not.toContain('newsletter-signup');
  });

  it.each(publicTypes.map(({ plural }) => plural))('GET /api/%s (a list): 403, no content', async (plural) => {
    const response = await rest(`/api/${plural}`);
    expect([response.status, response.body?.data ?? null, response.body?.error?.name]).toEqual([
      403,
      null,
      'ForbiddenError',
    ]);
  });

  it('findOne of a published document: 403, no content', async () => {
    const data = await graphqlData<{ blogPosts: { documentId: string; Title: string }[] }>(
      '{ blogPosts(pagination: { limit: 1 }) { documentId Title } }',
    );
    const [post] = data.blogPosts;
    const response = await rest(`/api/blog-posts/${post.documentId}`);
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).not.toContain(post.Title);
  });

  it('a deep populate with the largest page: 403 before any work, a few hundred bytes', async () => {
    const response = await rest(`/api/blog-posts?${deepPopulate(7)}`);
    expect(response.status).toBe(403);
    expect(response.bytes).toBeLessThan(1000);
  });

  it('HEAD, and the query string spellings of a list: 403 too', async () => {
    for (const query of ['', '?populate=*', '?pagination[pageSize]=100', '?status=published', '?locale=en']) {
      expect([query, (await rest(`/api/brands${query}`)).status]).toEqual([query, 403]);
    }
    expect((await fetch(`${cmsUrl()}/api/brands`, { method: 'HEAD' })).status).toBe(403);
  });

  it('with a bearer that is no API token: refused all the same', async () => {
    const response = await rest('/api/blog-posts', { headers: { authorization: 'Bearer not-a-token' } });
    expect([401, 403]).toContain(response.status);
    expect(response.body?.data ?? null).toBeNull();
  });

  it('unknown routes still answer 404', async () => {
    expect((await rest('/api/no-such-route')).status).toBe(404);
  });
});

describe('what keeps working', () => {
  it('GraphQL answers the public, with published content', async () => {
    const result = await graphql<{ blogPosts: { Slug: string }[]; brands: { Name: string }[] }>(
      '{ blogPosts(pagination: { limit: 3 }) { Slug } brands { Name } }',
    );
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data?.blogPosts.length).toBeGreaterThan(0);
    expect(result.data?.brands.length).toBeGreaterThan(0);
  });

  it('an API token (the site’s read-only preview token) still reads over REST', async () => {
    const list = await rest('/api/blog-posts?pagination[pageSize]=1', withToken());
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body?.data)).toBe(true);
    const [first] = list.body!.data as { documentId: string }[];
    expect((await rest(`/api/blog-posts/${first.documentId}`, withToken())).status).toBe(200);
  });
});

describe('CORS', () => {
  const site = () => new URL(siteUrl());
  const brandHost = () => `${site().protocol}//wayfarer.localhost${site().port ? `:${site().port}` : ''}`;

  async function allowOrigin(origin: string, method: 'POST' | 'OPTIONS' = 'POST') {
    const response = await fetch(`${cmsUrl()}/graphql`, {
      method,
      headers:
        method === 'OPTIONS'
          ? { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' }
          : { origin, 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify({ query: '{ brands { Name } }' }) : undefined,
    });
    await response.arrayBuffer();
    return response.headers.get('access-control-allow-origin');
  }

  it.each(['https://attacker.example', 'http://localhost:9', 'null'])(
    'a foreign Origin (%s) gets no Access-Control-Allow-Origin, request or preflight',
    async (origin) => {
      expect(await allowOrigin(origin)).toBeNull();
      expect(await allowOrigin(origin, 'OPTIONS')).toBeNull();
    },
  );

  it('the site’s origin (SITE_URL) and, locally, its brand hosts get theirs', async () => {
    expect(await allowOrigin(site().origin)).toBe(site().origin);
    expect(await allowOrigin(site().origin, 'OPTIONS')).toBe(site().origin);
    expect(await allowOrigin(brandHost())).toBe(brandHost());
  });

  it('the admin’s own origin gets its own', async () => {
    const admin = new URL(cmsUrl()).origin;
    expect(await allowOrigin(admin)).toBe(admin);
  });
});

describe('what the answers say about the server', () => {
  it.each([
    ['the health check', '/_health', {}],
    ['a refused REST read', '/api/blog-posts', {}],
    ['an unknown route', '/api/no-such-route', {}],
    ['the admin', '/admin/', {}],
    [
      'GraphQL',
      '/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' },
    ],
  ])('%s names no product: no X-Powered-By, no strapi header', async (_label, pathname, init) => {
    const response = await fetch(`${cmsUrl()}${pathname}`, init as RequestInit);
    await response.arrayBuffer();
    expect(response.status).toBeLessThan(500);
    expect([response.headers.get('x-powered-by'), response.headers.get('strapi')]).toEqual([null, null]);
  });
});
