/**
 * Brand editors on the real CMS (issue 15): one editor per brand role, created here through the
 * admin API as an administrator would (the test CMS runs in production mode, which creates no demo
 * editor). Every brand-owned content type is covered, read from the CMS's own schema, so a type
 * added later is checked without editing this file.
 */
import { adminToken, cmsUrl } from './support';

const BRAND_UID = 'api::brand.brand';
const SETTINGS_UID = 'api::brand-setting.brand-setting';

// Dozens of admin requests per test, on a shared, busy machine.
jest.setTimeout(180_000);
const PASSWORD = 'Brand-Editor-Contract-2026';

interface Answer {
  status: number;
  body: any;
}

async function call(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${cmsUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const collection = (uid: string) => `/content-manager/collection-types/${uid}`;

interface Brand {
  slug: string;
  documentId: string;
}
interface Editor {
  slugs: string[];
  token: string;
}

let superToken: string;
let brands: Brand[];
/** The site's content types, and the brand-owned ones (a `brands` relation to Brand), from the CMS's schema. */
let contentTypes: string[];
let brandOwned: string[];
/**
 * Every relation an editor fills in (in a brand-owned type, their brand's settings or a component)
 * whose target belongs to a brand.
 */
let brandRelations: { model: string; field: string; target: string }[];
/** Per brand-owned type, per brand slug: the documentIds the super admin lists for that brand. */
const documentsOf = new Map<string, Map<string, string[]>>();
const editors = new Map<string, Editor>();

/** A list as the admin's list view asks for it (one page of up to 100; the test asserts it is whole). */
async function list(uid: string, token: string, brand?: string): Promise<{ total: number; ids: string[] }> {
  const filter = brand ? `&filters[$and][0][brands][Slug][$eq]=${encodeURIComponent(brand)}` : '';
  const answer = await call(`${collection(uid)}?page=1&pageSize=100${filter}`, token);
  expect(answer.status).toBe(200);
  const { total } = answer.body.pagination;
  expect(total).toBeLessThanOrEqual(100);
  return { total, ids: answer.body.results.map((entry: { documentId: string }) => entry.documentId).sort() };
}

async function brandsOfDocument(uid: string, documentId: string): Promise<string[]> {
  const answer = await call(`/content-manager/relations/${uid}/${documentId}/brands?pageSize=100`, superToken);
  expect(answer.status).toBe(200);
  const slugs = answer.body.results.map(
    (entry: { documentId: string }) => brands.find((brand) => brand.documentId === entry.documentId)?.slug,
  );
  return slugs.sort();
}

/** Creates an admin user in the given roles and signs them in through the invitation, as a new editor does. */
async function newEditor(roleIds: number[], name: string): Promise<string> {
  const email = `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = await call('/admin/users', superToken, {
    method: 'POST',
    body: { firstname: name, lastname: 'Editor', email, roles: roleIds },
  });
  expect(user.status).toBe(201);
  const response = await fetch(`${cmsUrl()}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      registrationToken: user.body.data.registrationToken,
      userInfo: { firstname: name, lastname: 'Editor', password: PASSWORD },
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const other = (slug: string) => brands.filter((brand) => brand.slug !== slug);
const brandBySlug = (slug: string) => brands.find((brand) => brand.slug === slug)!;

beforeAll(async () => {
  superToken = await adminToken();
  const types = await call('/content-manager/content-types', superToken);
  const components = await call('/content-manager/components', superToken);
  expect(types.status).toBe(200);
  type Schema = { uid: string; attributes: Record<string, { type: string; target?: string }> };
  const isOwned = (schema: Schema | undefined) => schema?.attributes.brands?.target === BRAND_UID;
  const byUid = new Map<string, Schema>(types.body.data.map((schema: Schema) => [schema.uid, schema]));
  contentTypes = [...byUid.keys()].filter((uid) => uid.startsWith('api::'));
  brandOwned = [...byUid.values()]
    .filter(isOwned)
    .map((schema) => schema.uid)
    .sort();
  const editable = [...byUid.values()].filter((schema) => isOwned(schema) || schema.uid === SETTINGS_UID);
  brandRelations = [...editable, ...components.body.data].flatMap((schema: Schema) =>
    Object.entries(schema.attributes)
      .filter(([, attribute]) => attribute.type === 'relation' && attribute.target)
      .filter(([, attribute]) => attribute.target === BRAND_UID || isOwned(byUid.get(attribute.target!)))
      .map(([field, attribute]) => ({ model: schema.uid, field, target: attribute.target! })),
  );

  const brandList = await call(`${collection(BRAND_UID)}?pageSize=100`, superToken);
  brands = brandList.body.results.map((brand: { Slug: string; documentId: string }) => ({
    slug: brand.Slug,
    documentId: brand.documentId,
  }));
  for (const uid of brandOwned) {
    const perBrand = new Map<string, string[]>();
    for (const brand of brands) perBrand.set(brand.slug, (await list(uid, superToken, brand.slug)).ids);
    documentsOf.set(uid, perBrand);
  }

  const roles = await call('/admin/roles', superToken);
  for (const brand of brands) {
    const role = roles.body.data.find((candidate: { code: string }) => candidate.code === `brand-editor-${brand.slug}`);
    expect(role).toBeDefined();
    editors.set(brand.slug, { slugs: [brand.slug], token: await newEditor([role.id], brand.slug) });
  }
}, 120_000);

it('finds the brand-owned types, the three demo brands and a role for each', () => {
  // The schema as the site's spec has it: if a type lost its brands, the tests below would skip it.
  expect(brandOwned).toEqual(
    expect.arrayContaining([
      'api::blog-post.blog-post',
      'api::destination.destination',
      'api::event.event',
      'api::experience.experience',
      'api::job.job',
      'api::job-page.job-page',
      'api::news-item.news-item',
      'api::product.product',
      'api::product-v2.product-v2',
      'api::sitemap-page.sitemap-page',
      'api::static-page-v2.static-page-v2',
      'api::travel-essential.travel-essential',
      'api::travel-guide.travel-guide',
    ]),
  );
  expect(brands.map((brand) => brand.slug).sort()).toEqual(['bunac', 'timberline', 'wayfarer']);
  expect(editors.size).toBe(3);
});

it('offers no role that reaches every brand under a name a one-brand editor would pick by mistake', async () => {
  const roles = (await call('/admin/roles', superToken)).body.data as {
    code: string;
    name: string;
    description: string;
  }[];
  const named = (code: string) => roles.find((role) => role.code === code)!;
  // Strapi's own Editor and Author roles cover every brand: so named, pointing to the brand roles.
  expect(named('strapi-editor').name).toBe('Editor of every brand');
  expect(named('strapi-author').name).toBe('Author of every brand');
  for (const code of ['strapi-editor', 'strapi-author'])
    expect(named(code).description).toContain("pick that brand's editor role instead");
  expect(roles.filter((role) => role.name === 'Editor')).toEqual([]);
  expect(named('brand-editor-timberline').name).toBe('Timberline Camps editor');
});

describe.each(['wayfarer', 'timberline', 'bunac'])('the %s editor', (slug) => {
  const token = () => editors.get(slug)!.token;

  it("lists exactly their brand's documents in every brand-owned type", async () => {
    let seen = 0;
    for (const uid of brandOwned) {
      const theirs = documentsOf.get(uid)!.get(slug)!;
      const listed = await list(uid, token());
      expect({ uid, ids: listed.ids }).toEqual({ uid, ids: theirs });
      expect(listed.total).toBe(theirs.length);
      seen += listed.total;
    }
    expect(seen).toBeGreaterThan(10);
  });

  it("reads, updates, publishes, deletes and previews no other brand's document", async () => {
    let tried = 0;
    for (const uid of brandOwned) {
      for (const { slug: otherSlug } of other(slug)) {
        const [documentId] = documentsOf.get(uid)!.get(otherSlug)!;
        if (!documentId) continue;
        tried += 1;
        const before = await call(`${collection(uid)}/${documentId}`, superToken);
        const attempts = [
          await call(`${collection(uid)}/${documentId}`, token()),
          await call(`${collection(uid)}/${documentId}`, token(), { method: 'PUT', body: { updatedAt: null } }),
          await call(`${collection(uid)}/${documentId}/actions/publish`, token(), { method: 'POST', body: {} }),
          await call(`${collection(uid)}/${documentId}/actions/unpublish`, token(), { method: 'POST', body: {} }),
          await call(`${collection(uid)}/${documentId}`, token(), { method: 'DELETE' }),
          await call(`/content-manager/preview/url/${uid}?documentId=${documentId}&status=draft`, token()),
          await call(`${collection(uid)}/clone/${documentId}`, token(), { method: 'POST', body: {} }),
          await call(`${collection(uid)}/auto-clone/${documentId}`, token(), { method: 'POST', body: {} }),
        ];
        // Unpublishing a document that has no published version is 404 before any permission check.
        const unpublishable = attempts[3].status === 404 ? 404 : 403;
        // Auto-clone is refused before any copy for a type with a unique field (400): no copy either way.
        const autoClone = attempts[7].status === 400 ? 400 : 403;
        expect({ uid, statuses: attempts.map((attempt) => attempt.status) }).toEqual({
          uid,
          statuses: [403, 403, 403, unpublishable, 403, 403, 403, autoClone],
        });
        for (const attempt of attempts) expect(JSON.stringify(attempt.body)).not.toContain(documentId);
        const after = await call(`${collection(uid)}/${documentId}`, superToken);
        expect(after.body.data.updatedAt).toBe(before.body.data.updatedAt);
        expect((await list(uid, superToken, otherSlug)).total).toBe(documentsOf.get(uid)!.get(otherSlug)!.length);
        expect((await list(uid, token())).total).toBe(documentsOf.get(uid)!.get(slug)!.length);
      }
    }
    expect(tried).toBeGreaterThan(10);
  });

  it('creates in their brand only, and cannot move a document to another brand', async () => {
    const own = brandBySlug(slug);
    const [stranger] = other(slug);
    for (const uid of brandOwned) {
      const countBefore = (await list(uid, superToken)).total;
      const foreign = await call(collection(uid), token(), {
        method: 'POST',
        body: { brands: { connect: [{ documentId: stranger.documentId }] } },
      });
      expect({ uid, status: foreign.status }).toEqual({ uid, status: 403 });
      expect(foreign.body.error.message).toMatch(/outside your brands/);
      expect((await list(uid, superToken)).total).toBe(countBefore);

      // No brand chosen: the editor's one brand.
      const created = await call(collection(uid), token(), { method: 'POST', body: {} });
      expect({ uid, status: created.status }).toEqual({ uid, status: 201 });
      const { documentId } = created.body.data;
      expect(await brandsOfDocument(uid, documentId)).toEqual([slug]);

      // The brands of an entry are not a field brand editors update (their form shows them read-only):
      // Strapi leaves such a field out of what it writes, so no move, addition or removal happens.
      for (const brandsChange of [
        { connect: [{ documentId: stranger.documentId }], disconnect: [{ documentId: own.documentId }] },
        { connect: [{ documentId: stranger.documentId }] },
        { disconnect: [{ documentId: own.documentId }] },
      ]) {
        const attempt = await call(`${collection(uid)}/${documentId}`, token(), {
          method: 'PUT',
          body: { brands: brandsChange },
        });
        expect({ uid, status: attempt.status }).toEqual({ uid, status: 200 });
        expect(await brandsOfDocument(uid, documentId)).toEqual([slug]);
      }

      // Their own document: edited and deleted.
      const edited = await call(`${collection(uid)}/${documentId}`, token(), { method: 'PUT', body: {} });
      expect({ uid, status: edited.status }).toEqual({ uid, status: 200 });
      const deleted = await call(`${collection(uid)}/${documentId}`, token(), { method: 'DELETE' });
      expect({ uid, status: deleted.status }).toEqual({ uid, status: 200 });
      expect((await list(uid, superToken)).total).toBe(countBefore);
    }
  });

  it("is offered no other brand's document in any relation picker", async () => {
    let offered = 0;
    for (const { model, field, target } of brandRelations) {
      const answer = await call(`/content-manager/relations/${model}/${field}?pageSize=100`, token());
      expect({ model, field, status: answer.status }).toEqual({ model, field, status: 200 });
      const ids: string[] = answer.body.results.map((entry: { documentId: string }) => entry.documentId);
      const allowed =
        target === BRAND_UID ? [brandBySlug(slug).documentId] : (documentsOf.get(target)?.get(slug) ?? []);
      expect({ model, field, foreign: ids.filter((id) => !allowed.includes(id)) }).toEqual({
        model,
        field,
        foreign: [],
      });
      offered += ids.length;
    }
    expect(offered).toBeGreaterThan(10);
  });

  it("sees no other brand's document linked into their own, and editing keeps that link", async () => {
    const uid = 'api::blog-post.blog-post';
    const [stranger] = other(slug);
    const foreignPost = documentsOf.get(uid)!.get(stranger.slug)![0];
    const ownPost = documentsOf.get(uid)!.get(slug)![0];
    const foreignDestination = documentsOf.get('api::destination.destination')!.get(stranger.slug)![0];
    const created = await call(collection(uid), superToken, {
      method: 'POST',
      body: {
        Title: `Linked across brands ${slug}`,
        brands: { connect: [{ documentId: brandBySlug(slug).documentId }] },
        LinkedBlogs: { connect: [{ documentId: foreignPost }, { documentId: ownPost }] },
        destination: { connect: [{ documentId: foreignDestination }] },
      },
    });
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    const linked = (token: string) =>
      call(`/content-manager/relations/${uid}/${documentId}/LinkedBlogs?pageSize=100`, token).then((answer) =>
        answer.body.results.map((entry: { documentId: string }) => entry.documentId).sort(),
      );
    expect(await linked(token())).toEqual([ownPost]);
    // Nor in their list, where an entry's to-one relations come along.
    const listed = await call(`${collection(uid)}?page=1&pageSize=100`, token());
    const entry = listed.body.results.find((candidate: { documentId: string }) => candidate.documentId === documentId);
    expect(entry).toBeDefined();
    expect(JSON.stringify(listed.body)).not.toContain(foreignDestination);
    const everything = await call(`${collection(uid)}?page=1&pageSize=100`, superToken);
    expect(JSON.stringify(everything.body)).toContain(foreignDestination);
    const edited = await call(`${collection(uid)}/${documentId}`, token(), {
      method: 'PUT',
      body: { Title: 'Edited' },
    });
    expect(edited.status).toBe(200);
    expect(await linked(superToken)).toEqual([foreignPost, ownPost].sort());
    // Nor can they unlink it, or link another one.
    const unlink = await call(`${collection(uid)}/${documentId}`, token(), {
      method: 'PUT',
      body: { LinkedBlogs: { disconnect: [{ documentId: foreignPost }] } },
    });
    expect(unlink.status).toBe(403);
    expect(unlink.body.error.message).toMatch(/LinkedBlogs/);
    expect((await call(`${collection(uid)}/${documentId}`, superToken, { method: 'DELETE' })).status).toBe(200);
  });

  it("edits their brand's settings only", async () => {
    const uid = SETTINGS_UID;
    const all = await call(`${collection(uid)}?pageSize=100`, superToken);
    const theirs = await call(`${collection(uid)}?pageSize=100`, token());
    expect(theirs.status).toBe(200);
    expect(theirs.body.pagination.total).toBe(1);
    const [own] = theirs.body.results;
    expect(await call(`/content-manager/relations/${uid}/${own.documentId}/brand`, superToken)).toMatchObject({
      body: { results: [{ documentId: brandBySlug(slug).documentId }] },
    });
    expect((await call(`${collection(uid)}/${own.documentId}`, token(), { method: 'PUT', body: {} })).status).toBe(200);
    for (const setting of all.body.results.filter(
      (entry: { documentId: string }) => entry.documentId !== own.documentId,
    )) {
      expect(
        (await call(`${collection(uid)}/${setting.documentId}`, token(), { method: 'PUT', body: {} })).status,
      ).toBe(403);
    }
    expect((await call(collection(uid), token(), { method: 'POST', body: {} })).status).toBe(403);
  });

  it('counts on the home page only the documents they may read, and gets no project statistics', async () => {
    const counted = await call('/content-manager/homepage/count-documents', token());
    expect(counted.status).toBe(200);
    const { draft, published, modified } = counted.body.data;
    let readable = 0;
    for (const uid of contentTypes) {
      const answer = await call(`${collection(uid)}?page=1&pageSize=1`, token());
      if (answer.status === 200) readable += answer.body.pagination.total;
      else expect({ uid, status: answer.status }).toEqual({ uid, status: 403 });
    }
    expect(draft + published + modified).toBe(readable);
    const everything = (await call('/content-manager/homepage/count-documents', superToken)).body.data;
    expect(draft + published + modified).toBeLessThan(everything.draft + everything.published + everything.modified);
    expect((await call('/admin/homepage/key-statistics', token())).status).toBe(403);
  });
});

describe('an editor of two brands', () => {
  it('sees both, and chooses the brand of a new document', async () => {
    const roles = await call('/admin/roles', superToken);
    const roleOf = (slug: string) =>
      roles.body.data.find((role: { code: string }) => role.code === `brand-editor-${slug}`).id;
    const token = await newEditor([roleOf('wayfarer'), roleOf('timberline')], 'twobrands');
    const uid = 'api::blog-post.blog-post';
    const both = [...documentsOf.get(uid)!.get('wayfarer')!, ...documentsOf.get(uid)!.get('timberline')!].sort();
    expect((await list(uid, token)).ids).toEqual(both);
    const unbranded = await call(collection(uid), token, { method: 'POST', body: {} });
    expect(unbranded.status).toBe(403);
    expect(unbranded.body.error.message).toMatch(/timberline, wayfarer/);
    const created = await call(collection(uid), token, {
      method: 'POST',
      body: { brands: { connect: [{ documentId: brandBySlug('timberline').documentId }] } },
    });
    expect(created.status).toBe(201);
    expect((await call(`${collection(uid)}/${created.body.data.documentId}`, token, { method: 'DELETE' })).status).toBe(
      200,
    );
  });
});

describe('a super admin', () => {
  it('sees and edits every brand', async () => {
    for (const uid of brandOwned) {
      const all = await list(uid, superToken);
      const perBrand = [...documentsOf.get(uid)!.values()].flat();
      expect(all.ids).toEqual(expect.arrayContaining(perBrand));
    }
    const uid = 'api::event.event';
    const created = await call(collection(uid), superToken, {
      method: 'POST',
      body: { brands: { connect: brands.map((brand) => ({ documentId: brand.documentId })) } },
    });
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    expect(await brandsOfDocument(uid, documentId)).toEqual(['bunac', 'timberline', 'wayfarer']);
    expect((await call(`${collection(uid)}/${documentId}`, superToken, { method: 'PUT', body: {} })).status).toBe(200);
    expect((await call(`${collection(uid)}/${documentId}`, superToken, { method: 'DELETE' })).status).toBe(200);
    expect((await call('/content-manager/homepage/count-documents', superToken)).status).toBe(200);
  });
});
