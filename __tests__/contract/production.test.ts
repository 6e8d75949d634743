/**
 * The CMS as deployed (the test CMS runs with NODE_ENV=production and generated secrets; issue:
 * production safety): visitors have no accounts, errors carry no stack traces, there is no demo
 * admin, and no spelling of a draft read gets a draft to an anonymous caller.
 */
import fs from 'fs';
import path from 'path';
import { isPrivateType } from '../../cms/src/security/private-types';
import { adminToken, cmsUrl, graphql, previewToken } from './support';

/** The seed's draft-only blog post: it must never come back to an anonymous caller. */
const CANARY_SLUG = 'ten-things-to-do-on-camp-days-off';
const CANARY_TITLE = 'Ten things to do on your days off at camp';
const leaksCanary = (body: unknown) => {
  const text = JSON.stringify(body) ?? '';
  return text.includes(CANARY_SLUG) || text.includes(CANARY_TITLE);
};

async function rest(pathAndQuery: string, init?: RequestInit) {
  const response = await fetch(`${cmsUrl()}${pathAndQuery}`, init);
  return { status: response.status, body: (await response.json()) as { data?: unknown; error?: { name?: string } } };
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('visitors have no accounts', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = { authorization: `Bearer ${await adminToken()}` };
  });

  it('refuses registration and creates no user', async () => {
    const response = await rest(
      '/api/auth/local/register',
      postJson({ username: 'visitor', email: 'visitor@example.org', password: 'Visitor-Password-123' }),
    );
    expect(response.status).toBe(403);
    expect(response.body).not.toHaveProperty('jwt');
    const users = await rest('/content-manager/collection-types/plugin::users-permissions.user', { headers });
    expect(users.body).toMatchObject({ pagination: { total: 0 } });
    const advanced = await rest('/users-permissions/advanced', { headers });
    expect(advanced.body).toMatchObject({ settings: { allow_register: false } });
  });

  it('refuses the other account endpoints too (sign-in, password reset, me)', async () => {
    expect(
      (await rest('/api/auth/local', postJson({ identifier: 'visitor@example.org', password: 'Visitor-Password-123' })))
        .status,
    ).toBe(403);
    expect((await rest('/api/auth/forgot-password', postJson({ email: 'visitor@example.org' }))).status).toBe(403);
    expect((await rest('/api/users/me')).status).toBe(403);
  });

  it('gives the public role exactly the reads of the API content types but the private ones, and the authenticated role nothing', async () => {
    const { roles } = (await rest('/users-permissions/roles', { headers })).body as unknown as {
      roles: { id: number; type: string }[];
    };
    const enabledActions = async (type: string) => {
      const role = roles.find((candidate) => candidate.type === type)!;
      const { body } = await rest(`/users-permissions/roles/${role.id}`, { headers });
      const permissions = (
        body as unknown as {
          role: { permissions: Record<string, { controllers: Record<string, Record<string, { enabled: boolean }>> }> };
        }
      ).role.permissions;
      return Object.entries(permissions).flatMap(([type, { controllers }]) =>
        Object.entries(controllers).flatMap(([controller, actions]) =>
          Object.entries(actions)
            .filter(([, { enabled }]) => enabled)
            .map(([action]) => `${type}.${controller}.${action}`),
        ),
      );
    };

    expect(await enabledActions('authenticated')).toEqual([]);
    const apiTypes = fs.readdirSync(path.join(__dirname, '..', '..', 'cms', 'src', 'api'));
    expect(apiTypes).toContain('blog-post');
    // Visitors' own data (newsletter sign-ups) is no visitor's to read.
    const publicTypes = apiTypes.filter((type) => !isPrivateType(`api::${type}.${type}`));
    expect(publicTypes).not.toContain('newsletter-signup');
    const reads = publicTypes.flatMap((type) => [`api::${type}.${type}.find`, `api::${type}.${type}.findOne`]);
    expect((await enabledActions('public')).sort()).toEqual(reads.sort());
  });
});

describe('no stack traces in production errors', () => {
  const STACK = /stacktrace|"stack"|\n\s+at /;

  it.each([
    ['a resolver error (anonymous draft read)', '{ blogPosts(status: DRAFT) { Slug } }', 'FORBIDDEN'],
    ['an invalid argument (unknown sort key)', '{ blogPosts(sort: "nope:asc") { Slug } }', 'BAD_USER_INPUT'],
    ['a query that does not validate', '{ blogPosts { nope } }', 'GRAPHQL_VALIDATION_FAILED'],
    ['a syntax error', '{ blogPosts { Slug }', 'GRAPHQL_PARSE_FAILED'],
  ])('GraphQL: %s', async (_label, query, code) => {
    const result = await graphql(query);
    expect(result.errors?.[0].extensions?.code).toBe(code);
    for (const error of result.errors!) expect(error.extensions).not.toHaveProperty('stacktrace');
    expect(JSON.stringify(result)).not.toMatch(STACK);
  });

  // REST reads need an API token (security/rest-reads): the errors past that check are the
  // preview token's.
  it.each([
    ['forbidden (anonymous read)', '/api/blog-posts?status=draft', 403, false],
    ['invalid query', '/api/blog-posts?sort=nope', 400, true],
    ['unknown document', '/api/blog-posts/no-such-document', 404, true],
    ['unknown route', '/api/no-such-route', 404, false],
  ])('REST: %s', async (_label, pathAndQuery, status, withToken) => {
    const response = await rest(
      pathAndQuery,
      withToken ? { headers: { authorization: `Bearer ${previewToken()}` } } : undefined,
    );
    expect(response.status).toBe(status);
    expect(response.body.error).toBeDefined();
    expect(response.body.error).not.toHaveProperty('stack');
    expect(JSON.stringify(response.body)).not.toMatch(STACK);
  });
});

describe('no demo admin', () => {
  it('refuses the published demo credentials', async () => {
    const response = await rest(
      '/admin/login',
      postJson({ email: 'editor@example.com', password: 'Editor-Demo-2026' }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/token/);
  });
});

describe('draft guard: every status spelling Strapi 5.54 accepts, anonymously', () => {
  let canaryId: string;
  beforeAll(async () => {
    // The canary is a real draft: the preview token reads it.
    const result = await graphql<{ blogPosts: { documentId: string }[] }>(
      `
        query ($slug: String!) {
          blogPosts(filters: { Slug: { eq: $slug } }, status: DRAFT) {
            documentId
            Title
          }
        }
      `,
      { slug: CANARY_SLUG },
      { token: previewToken() },
    );
    expect(leaksCanary(result.data)).toBe(true);
    canaryId = result.data!.blogPosts[0].documentId;
  });

  // REST parses `status` with qs, so it may arrive as any string, an array or an object; the
  // document service reads drafts for everything but exactly 'published'. Anonymous REST reads are
  // refused before any of that (security/rest-reads: the site reads over GraphQL), so every
  // spelling, a draft read or not, answers 403 and never the draft.
  const bySlug = `filters[Slug][$eq]=${CANARY_SLUG}`;
  it.each([
    'status=draft',
    'status=DRAFT',
    'status=Draft',
    'status=%20draft',
    'status=',
    'status[0]=draft',
    'status[]=draft',
    'status[$eq]=draft',
    'status=preview',
    'status=draft&status=published',
    'status=published&status=draft',
    'publicationFilter=never-published&status=draft',
    '',
    'status=published',
    'publicationFilter=never-published',
    'hasPublishedVersion=false',
    'filters[publishedAt][$null]=true',
    'publicationState=preview',
    'publicationState=live',
  ])('REST ?%s → 403, never the draft', async (query) => {
    for (const url of [`/api/blog-posts?${query}`, `/api/blog-posts?${bySlug}&${query}`]) {
      const response = await rest(url);
      expect(response.status).toBe(403);
      expect(leaksCanary(response.body)).toBe(false);
    }
  });

  it('REST findOne of the draft: 403 with a draft status or without', async () => {
    for (const query of ['?status=draft', '?status=DRAFT', '?status=', '?status[0]=draft', '', '?status=published']) {
      const response = await rest(`/api/blog-posts/${canaryId}${query}`);
      expect(response.status).toBe(403);
      expect(leaksCanary(response.body)).toBe(false);
    }
  });

  const list = `blogPosts(filters: { Slug: { eq: "${CANARY_SLUG}" } }`;
  it.each<{
    label: string;
    outcome: 'refused' | 'invalid' | 'published';
    query: string;
    variables: Record<string, unknown>;
  }>([
    { label: 'status: DRAFT', outcome: 'refused', query: `{ ${list}, status: DRAFT) { Slug Title } }`, variables: {} },
    {
      label: 'status: $status = DRAFT',
      outcome: 'refused',
      query: `query($status: PublicationStatus) { ${list}, status: $status) { Slug Title } }`,
      variables: { status: 'DRAFT' },
    },
    {
      label: 'a variable defaulting to DRAFT',
      outcome: 'refused',
      query: `query($status: PublicationStatus = DRAFT) { ${list}, status: $status) { Slug Title } }`,
      variables: {},
    },
    {
      label: '_connection, status: DRAFT',
      outcome: 'refused',
      query: `{ blogPosts_connection(filters: { Slug: { eq: "${CANARY_SLUG}" } }, status: DRAFT) { nodes { Slug Title } } }`,
      variables: {},
    },
    {
      label: 'publicationFilter with status: DRAFT',
      outcome: 'refused',
      query: `{ ${list}, status: DRAFT, publicationFilter: NEVER_PUBLISHED) { Slug Title } }`,
      variables: {},
    },
    {
      label: 'status: $status = "draft" (not an enum value)',
      outcome: 'invalid',
      query: `query($status: PublicationStatus) { ${list}, status: $status) { Slug Title } }`,
      variables: { status: 'draft' },
    },
    { label: 'no status', outcome: 'published', query: `{ ${list}) { Slug Title } }`, variables: {} },
    {
      label: 'status: PUBLISHED',
      outcome: 'published',
      query: `{ ${list}, status: PUBLISHED) { Slug Title } }`,
      variables: {},
    },
    {
      label: 'status: $status = PUBLISHED',
      outcome: 'published',
      query: `query($status: PublicationStatus) { ${list}, status: $status) { Slug Title } }`,
      variables: { status: 'PUBLISHED' },
    },
    { label: 'status: null', outcome: 'published', query: `{ ${list}, status: null) { Slug Title } }`, variables: {} },
    {
      label: 'status: $status = null',
      outcome: 'published',
      query: `query($status: PublicationStatus) { ${list}, status: $status) { Slug Title } }`,
      variables: { status: null },
    },
    {
      label: 'publicationFilter: NEVER_PUBLISHED',
      outcome: 'published',
      query: `{ ${list}, publicationFilter: NEVER_PUBLISHED) { Slug Title } }`,
      variables: {},
    },
    {
      label: 'hasPublishedVersion: false',
      outcome: 'published',
      query: `{ ${list}, hasPublishedVersion: false) { Slug Title } }`,
      variables: {},
    },
    {
      label: 'through a relation (LinkedBlogs)',
      outcome: 'published',
      query: `{ blogPosts(pagination: { limit: 100 }) { LinkedBlogs(pagination: { limit: 100 }) { Slug Title } } }`,
      variables: {},
    },
  ])('GraphQL $label → $outcome, never the draft', async ({ query, variables, outcome }) => {
    const result = await graphql(query, variables);
    expect(leaksCanary(result.data)).toBe(false);
    if (outcome === 'refused') {
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    } else if (outcome === 'invalid') {
      expect(result.status).toBe(400);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    } else {
      expect(result.errors).toBeUndefined();
    }
  });

  it('GraphQL findOne of the draft: refused with status: DRAFT, null without', async () => {
    const query = `query($id: ID!, $status: PublicationStatus) { blogPost(documentId: $id, status: $status) { Slug Title } }`;
    const draft = await graphql(query, { id: canaryId, status: 'DRAFT' });
    expect(draft.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(leaksCanary(draft.data)).toBe(false);
    for (const status of ['PUBLISHED', null, undefined]) {
      const result = await graphql(query, { id: canaryId, status });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ blogPost: null });
    }
  });
});
