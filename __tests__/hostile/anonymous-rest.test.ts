/**
 * The CMS answers the public only what the site needs: GraphQL (with its limits), not REST, where a
 * populate seven levels deep used to answer 1.37 MB in 400 ms, doubling per level.
 */
import { cmsUrl } from './support';

const deepPopulate = (levels: number) =>
  Array.from({ length: levels }, () => '[populate][LinkedBlogs]')
    .join('')
    .replace(/^\[populate\]/, 'populate');

describe('anonymous REST', () => {
  it.each([
    ['a list', '/api/blog-posts'],
    [
      'a page of 100 with links populated seven levels deep',
      `/api/blog-posts?pagination[pageSize]=100&${deepPopulate(7)}=*`,
    ],
    ['one document', '/api/brands'],
    ['the brand settings', '/api/brand-settings?populate=*'],
  ])('%s is refused, in a few bytes', async (_label, path) => {
    const response = await fetch(`${cmsUrl()}${path}`);
    const body = await response.text();
    expect([403, 404]).toContain(response.status);
    expect(body.length).toBeLessThan(2_000);
  });

  it('GraphQL still answers the public', async () => {
    const response = await fetch(`${cmsUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ brands { Name } }' }),
    });
    const answer = (await response.json()) as { data?: { brands: { Name: string }[] } };
    expect(response.status).toBe(200);
    expect(answer.data?.brands.length).toBeGreaterThan(0);
  });
});
