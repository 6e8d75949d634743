/**
 * The content backend, checked through its real GraphQL API (docs/content-rules.md §7, §9; issue: content backend).
 * Expectations come from the seed modules, so the tests follow the demo content instead of
 * restating it.
 */
import fs from 'fs';
import path from 'path';
import { GRAPHQL_DEPTH_LIMIT } from '../../cms/config/plugins';
import { seedModules } from '../../cms/src/seed/data';
import type { SeedDocument } from '../../cms/src/seed/types';
import { verifyPreviewLink } from '@/lib/preview/link-token';
import { adminToken, cmsUrl, graphql, graphqlData, liveSchema, previewSecret, previewToken, siteUrl } from './support';

const documentsOf = (type: string): SeedDocument[] =>
  seedModules.flatMap((module) => (module.documents as Record<string, SeedDocument[] | undefined>)[type] ?? []);
const brandNames = documentsOf('brand').map((brand) => brand.Name as string);
const draftOnly = (type: string) => documentsOf(type).filter((doc) => doc.$status === 'draft');
const withDraftChanges = (type: string) => documentsOf(type).filter((doc) => doc.$draftChanges);

const brandFilter = 'brands: { Name: { eq: $brandName } }';

/** One count query per list type of docs/content-rules.md §7, scoped to a brand. */
const LIST_COUNTS: { label: string; field: string; filters?: string; minimum: number }[] = [
  { label: 'blog posts', field: 'blogPosts_connection', filters: 'IsInfoBlog: { eq: false }', minimum: 3 },
  { label: 'info blogs', field: 'blogPosts_connection', filters: 'IsInfoBlog: { eq: true }', minimum: 3 },
  { label: 'destinations', field: 'destinations_connection', minimum: 3 },
  { label: 'experiences', field: 'experiences_connection', minimum: 3 },
  { label: 'products (legacy)', field: 'products_connection', minimum: 3 },
  { label: 'products v2', field: 'productsV2_connection', filters: 'IsInfoHubPage: { eq: false }', minimum: 3 },
  { label: 'info-hub pages', field: 'productsV2_connection', filters: 'IsInfoHubPage: { eq: true }', minimum: 1 },
  { label: 'travel guides', field: 'travelGuides_connection', minimum: 3 },
  { label: 'jobs', field: 'jobs_connection', minimum: 3 },
  { label: 'job pages', field: 'jobPages_connection', minimum: 1 },
  { label: 'events', field: 'events_connection', minimum: 3 },
  { label: 'news items', field: 'newsItems_connection', minimum: 3 },
  { label: 'travel essentials', field: 'travelEssentials_connection', minimum: 3 },
  { label: 'static pages', field: 'staticPagesV2_connection', minimum: 3 },
  { label: 'site-map pages', field: 'sitemapPages_connection', minimum: 1 },
];

describe('seeded demo content', () => {
  it('has three brands: a multi-country brand, a single-country brand and BUNAC', async () => {
    const data = await graphqlData(
      `{ brands(sort: "Name:asc") { Name SeoDetails { SingleCountryBrand SiteDomainName } countries { CountryCode } } }`,
    );
    expect(data.brands.map((brand: { Name: string }) => brand.Name).sort()).toEqual([...brandNames].sort());
    expect(brandNames).toContain('BUNAC');
    const multiCountry = data.brands.filter(
      (brand: any) => !brand.SeoDetails.SingleCountryBrand && brand.Name !== 'BUNAC',
    );
    expect(multiCountry).toHaveLength(1);
    expect(multiCountry[0].countries.length).toBeGreaterThanOrEqual(3);
    expect(
      data.brands.filter((brand: any) => brand.SeoDetails.SingleCountryBrand && brand.Name !== 'BUNAC'),
    ).toHaveLength(1);
  });

  describe.each(brandNames)('%s', (brandName) => {
    it.each(LIST_COUNTS)('has at least $minimum published $label', async ({ field, filters, minimum }) => {
      const data = await graphqlData(
        `query Count($brandName: String!) { list: ${field}(filters: { ${brandFilter} ${filters ?? ''} }) { pageInfo { total } } }`,
        { brandName },
      );
      expect(data.list.pageInfo.total).toBeGreaterThanOrEqual(minimum);
    });

    it('has a home page, its own site settings, and every news item tied to an experience', async () => {
      const data = await graphqlData(
        `query Brand($brandName: String!) {
          home: staticPagesV2(filters: { ${brandFilter} PageName: { eq: "home" } }) { Title }
          settings: brandSettings(filters: { brand: { Name: { eq: $brandName } } }) {
            Appearance { Colours { Primary Secondary } Fonts { Heading1 { Name Weight } Body1 { Name Weight } } }
          }
          news: newsItems(filters: { ${brandFilter} }) { title experiences { Name } }
          essentials: travelEssentials(filters: { ${brandFilter} }) { Title categories { Slug } }
        }`,
        { brandName },
      );
      expect(data.home).toHaveLength(1);
      expect(data.settings).toHaveLength(1);
      expect(data.settings[0].Appearance.Colours.Primary).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(data.settings[0].Appearance.Fonts.Heading1.Name).toBeTruthy();
      for (const item of data.news) expect(item.experiences.length).toBeGreaterThan(0);
      for (const item of data.essentials) expect(item.categories.length).toBeGreaterThan(0);
    });
  });

  it('gives brands distinct looks (colours and fonts)', async () => {
    const data = await graphqlData(
      `{ brandSettings { Appearance { Colours { Primary } Fonts { Heading1 { Name } } } } }`,
    );
    const looks = data.brandSettings.map(
      (s: any) => `${s.Appearance.Colours.Primary}/${s.Appearance.Fonts.Heading1.Name}`,
    );
    expect(new Set(looks).size).toBe(brandNames.length);
  });

  it('serves real uploaded media with alternative text', async () => {
    const data = await graphqlData(
      `{ destinations(pagination: { limit: 1 }) { Hero { BannerImage { url alternativeText width height } } } }`,
    );
    const image = data.destinations[0].Hero.BannerImage;
    expect(image.alternativeText).toBeTruthy();
    expect(image.url).toMatch(/^\/uploads\/.+\.(jpg|png)$/);
    const response = await fetch(`${cmsUrl()}${image.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });

  it('links one item of another brand (for cross-brand links)', async () => {
    const data = await graphqlData(`{ staticPagesV2(filters: { PageName: { eq: "home" } }) {
      brands { Name }
      Sections { ... on ComponentBlocksCrossSell { products_v2 { Slug brands { Name } } } }
    } }`);
    const crossBrand = data.staticPagesV2.flatMap((page: any) =>
      page.Sections.flatMap((section: any) => section.products_v2 ?? []).filter(
        (product: any) => !product.brands.some((brand: any) => brand.Name === page.brands[0].Name),
      ),
    );
    expect(crossBrand.length).toBeGreaterThan(0);
  });
});

describe('sorts and limits of docs/content-rules.md §7', () => {
  it.each(brandNames)('blog posts of %s come newest first', async (brandName) => {
    const data = await graphqlData(
      `query Blogs($brandName: String!) { blogPosts(filters: { ${brandFilter} }, sort: "datePublished:desc", pagination: { limit: 100 }) { datePublished } }`,
      { brandName },
    );
    const dates = data.blogPosts.map((post: any) => post.datePublished);
    expect(dates.length).toBeGreaterThanOrEqual(6);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['destinations', 'rank'],
    ['events', 'DateOfEvent'],
    ['travelEssentials', 'Rank'],
    ['jobs', 'rank'],
  ])('%s sort ascending by %s', async (field, key) => {
    for (const brandName of brandNames) {
      const data = await graphqlData(
        `query Sorted($brandName: String!) { list: ${field}(filters: { ${brandFilter} }, sort: "${key}:asc", pagination: { limit: 100 }) { ${key} } }`,
        { brandName },
      );
      const values = data.list.map((item: any) => item[key]);
      expect(values.length).toBeGreaterThanOrEqual(3);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('defaults to 100 items a page and never gives more than 100', async () => {
    const byDefault = await graphqlData(`{ blogPosts_connection { pageInfo { pageSize } } }`);
    expect(byDefault.blogPosts_connection.pageInfo.pageSize).toBe(100);
    const tooMany = await graphql(`
      {
        blogPosts_connection(pagination: { limit: 1000 }) {
          pageInfo {
            pageSize
          }
        }
      }
    `);
    if (tooMany.errors) {
      expect(tooMany.errors[0].message).toMatch(/limit/i);
    } else {
      expect(tooMany.data!.blogPosts_connection.pageInfo.pageSize).toBeLessThanOrEqual(100);
    }
  });

  it(`allows a query ${GRAPHQL_DEPTH_LIMIT} levels deep and refuses one level more`, async () => {
    // Small pages: depth is what is measured here, not the budget of reads (graphql-budget.ts).
    const page = '(pagination: { limit: 2 })';
    const nested = (levels: number) =>
      `{ blogPosts${page} { ${`LinkedBlogs${page} { `.repeat(levels - 1)}Title${' }'.repeat(levels - 1)} } }`;
    const fits = await graphql(nested(GRAPHQL_DEPTH_LIMIT));
    expect(fits.errors).toBeUndefined();
    const tooDeep = await graphql(nested(GRAPHQL_DEPTH_LIMIT + 1));
    expect(tooDeep.errors?.[0].message).toMatch(/exceeds maximum operation depth/);
  });
});

describe('drafts', () => {
  const draftBlog = draftOnly('blog-post')[0];
  const changed = withDraftChanges('destination')[0];

  it('the seed has a draft-only document and a published one with newer unpublished changes', () => {
    expect(draftBlog).toBeDefined();
    expect(changed).toBeDefined();
  });

  it('the unpublished changes include a hero title other than the published one (what the preview test reads)', () => {
    const draftTitle = (changed.$draftChanges as { Hero?: { Title?: string } }).Hero?.Title;
    expect(draftTitle).toEqual(expect.any(String));
    expect(draftTitle).not.toBe((changed.Hero as { Title: string }).Title);
  });

  it('refuses an anonymous status: DRAFT query', async () => {
    const result = await graphql(`
      {
        blogPosts(status: DRAFT) {
          Slug
          Title
        }
      }
    `);
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(result.data?.blogPosts ?? null).toBeNull();
    const count = await graphql(`
      {
        destinations_connection(status: DRAFT) {
          pageInfo {
            total
          }
        }
      }
    `);
    expect(count.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses anonymous drafts over REST too', async () => {
    const response = await fetch(`${cmsUrl()}/api/blog-posts?status=draft`);
    expect(response.status).toBe(403);
    expect(JSON.stringify(await response.json())).not.toContain(draftBlog.Title as string);
  });

  it('shows anonymous visitors the published content only', async () => {
    const data = await graphqlData(
      `query Published($draftSlug: String!, $changedSlug: String!) {
        draft: blogPosts(filters: { Slug: { eq: $draftSlug } }) { Title }
        changed: destinations(filters: { Slug: { eq: $changedSlug } }) { Name Hero { Title } }
      }`,
      { draftSlug: draftBlog.Slug, changedSlug: changed.Slug },
    );
    expect(data.draft).toEqual([]);
    expect(data.changed).toHaveLength(1);
    expect(data.changed[0].Hero.Title).toBe((changed.Hero as { Title: string }).Title);
  });

  it('gives the preview token the drafts and the unpublished changes', async () => {
    const data = await graphqlData(
      `query Drafts($draftSlug: String!, $changedSlug: String!, $status: PublicationStatus) {
        draft: blogPosts(filters: { Slug: { eq: $draftSlug } }, status: $status) { Title }
        changed: destinations(filters: { Slug: { eq: $changedSlug } }, status: $status) { Name Hero { Title } }
      }`,
      { draftSlug: draftBlog.Slug, changedSlug: changed.Slug, status: 'DRAFT' },
      { token: previewToken() },
    );
    expect(data.draft).toEqual([{ Title: draftBlog.Title }]);
    // The draft's hero title (the test above checks the seed changes it) and its name, changed or not.
    const changes = changed.$draftChanges as { Name?: string; Hero?: { Title: string } };
    expect(data.changed).toEqual([{ Name: changes.Name ?? changed.Name, Hero: { Title: changes.Hero?.Title } }]);
  });

  it('does not let the preview token write', async () => {
    const response = await fetch(`${cmsUrl()}/api/blog-posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${previewToken()}` },
      body: JSON.stringify({ data: { Title: 'Written with a read-only token' } }),
    });
    expect(response.status).toBe(403);
  });
});

describe('schema artefact', () => {
  it('cms/schema.graphql matches the running CMS', async () => {
    const committed = fs.readFileSync(path.join(__dirname, '..', '..', 'cms', 'schema.graphql'), 'utf8');
    expect(await liveSchema()).toBe(committed);
  });

  it('offers no mutation of any content type (the site only reads)', async () => {
    const data = await graphqlData(`{ __schema { mutationType { fields { name } } } }`);
    const mutations = new Set((data.__schema.mutationType?.fields ?? []).map((field: { name: string }) => field.name));
    const apiNames = fs.readdirSync(path.join(__dirname, '..', '..', 'cms', 'src', 'api'));
    const typeNames = apiNames.map((name) =>
      name
        .split('-')
        .map((part) => part[0].toUpperCase() + part.slice(1))
        .join(''),
    );
    expect(typeNames).toContain('BlogPost');
    const offered = typeNames
      .flatMap((type) => ['create', 'update', 'delete'].map((verb) => `${verb}${type}`))
      .filter((name) => mutations.has(name));
    expect(offered).toEqual([]);
  });
});

describe('editor set-up', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });

  it('builds the site preview URL on the brand host for page-backed documents', async () => {
    const { blogPosts } = await graphqlData(`{ blogPosts(pagination: { limit: 1 }) { documentId brands { Slug } } }`);
    const [post] = blogPosts;
    const response = await fetch(
      `${cmsUrl()}/content-manager/preview/url/api::blog-post.blog-post?documentId=${post.documentId}&status=draft`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { url: string } };
    const url = new URL(data.url);
    const brandSite = new URL(siteUrl());
    brandSite.hostname = `${post.brands[0].Slug}.localhost`;
    expect(url.origin).toBe(brandSite.origin);
    expect(url.pathname).toBe('/api/preview');
    // A token for this document alone, for minutes; the site's secret is nowhere in the link.
    expect([...url.searchParams.keys()]).toEqual(['token']);
    expect(data.url).not.toContain(previewSecret());
    expect(data.url).not.toContain(encodeURIComponent(previewSecret()));
    const link = verifyPreviewLink(url.searchParams.get('token'), previewSecret());
    // Signed for the brand whose host it opens on: the site opens it on no other brand's host.
    expect(link).toMatchObject({
      type: 'blog-post',
      documentId: post.documentId,
      status: 'draft',
      brand: post.brands[0].Slug,
    });
    expect(link!.expires * 1000 - Date.now()).toBeGreaterThan(5 * 60_000);
    expect(link!.expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(verifyPreviewLink(url.searchParams.get('token'), `${previewSecret()}x`)).toBeNull();
  });

  it('gives a preview link only to an admin who may read the document', async () => {
    const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const call = async (path: string, init: RequestInit & { as?: Record<string, string> } = {}) => {
      const response = await fetch(`${cmsUrl()}${path}`, { ...init, headers: init.as ?? admin });
      return { status: response.status, body: (await response.json().catch(() => null)) as any };
    };
    // A role that may read destinations and nothing else, and a user in it.
    const role = await call('/admin/roles', {
      method: 'POST',
      body: JSON.stringify({ name: `Destinations reader ${Date.now()}`, description: 'contract test' }),
    });
    expect(role.status).toBe(201);
    const permissions = await call(`/admin/roles/${role.body.data.id}/permissions`, {
      method: 'PUT',
      body: JSON.stringify({
        permissions: [
          {
            action: 'plugin::content-manager.explorer.read',
            subject: 'api::destination.destination',
            properties: { fields: ['Slug'] },
            conditions: [],
          },
        ],
      }),
    });
    expect(permissions.status).toBe(200);
    const email = `reader.${Date.now()}@example.com`;
    const user = await call('/admin/users', {
      method: 'POST',
      body: JSON.stringify({ firstname: 'Dana', lastname: 'Reader', email, roles: [role.body.data.id] }),
    });
    expect(user.status).toBe(201);
    const registered = await call('/admin/register', {
      method: 'POST',
      as: { 'content-type': 'application/json' },
      body: JSON.stringify({
        registrationToken: user.body.data.registrationToken,
        userInfo: { firstname: 'Dana', lastname: 'Reader', password: 'Reader-Contract-2026' },
      }),
    });
    expect(registered.status).toBe(200);
    const reader = { authorization: `Bearer ${registered.body.data.token}` };

    const { blogPosts, destinations } = await graphqlData(
      `{ blogPosts(pagination: { limit: 1 }) { documentId } destinations(pagination: { limit: 1 }) { documentId } }`,
    );
    const previewUrl = (uid: string, documentId: string, as: Record<string, string>) =>
      call(`/content-manager/preview/url/${uid}?documentId=${documentId}&status=draft`, { as });
    const refused = await previewUrl('api::blog-post.blog-post', blogPosts[0].documentId, reader);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('/api/preview');
    const allowed = await previewUrl('api::destination.destination', destinations[0].documentId, reader);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.url).toMatch(/\/api\/preview\?token=/);
    // The super admin may read both.
    expect((await previewUrl('api::blog-post.blog-post', blogPosts[0].documentId, admin)).status).toBe(200);
  });

  it('offers no preview for content that is not a page', async () => {
    const { events } = await graphqlData(`{ events(pagination: { limit: 1 }) { documentId } }`);
    const response = await fetch(
      `${cmsUrl()}/content-manager/preview/url/api::event.event?documentId=${events[0].documentId}&status=draft`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(204);
  });

  it('enforces at most five items in a Top 5 list', async () => {
    const items = Array.from({ length: 6 }, (_, index) => ({ Title: `Highlight ${index + 1}` }));
    const response = await fetch(
      `${cmsUrl()}/content-manager/collection-types/api::static-page-v2.static-page-v2/actions/publish`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          PageName: 'top-five-check',
          Title: 'Top five check',
          Sections: [{ __component: 'blocks.top5-list', Title: 'Too many', Items: items }],
        }),
      },
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/at most 5|max|5 items/i);
    const { staticPagesV2 } = await graphqlData(
      `{ staticPagesV2(filters: { PageName: { eq: "top-five-check" } }) { Title } }`,
    );
    expect(staticPagesV2).toEqual([]);
  });
});
