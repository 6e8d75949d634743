/**
 * What the admin tells and offers editors (issue 31), on the real CMS: another brand's entry is
 * refused with the brand it belongs to, a brand editor's form shows the brand as set (not a picker
 * with nothing to offer), a post is not offered as its own linked post, static pages are listed by
 * title, and newsletter sign-ups are read by their brand's editors only and created by nobody in the
 * admin (the site stores them).
 */
import { randomBytes } from 'crypto';
import { adminToken, cmsUrl, newsletterToken } from './support';

jest.setTimeout(180_000);

const BRAND_UID = 'api::brand.brand';
const POST_UID = 'api::blog-post.blog-post';
const PAGE_UID = 'api::static-page-v2.static-page-v2';
const SIGNUP_UID = 'api::newsletter-signup.newsletter-signup';
const SETTINGS_UID = 'api::brand-setting.brand-setting';
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

let superToken: string;
let timberline: string;
let brands: { Slug: string; Name: string; documentId: string }[];

/** A new admin user with the brand's editor role, signed in through the invitation. */
async function brandEditor(slug: string): Promise<string> {
  const roles = await call('/admin/roles', superToken);
  const role = roles.body.data.find((candidate: { code: string }) => candidate.code === `brand-editor-${slug}`);
  const email = `${slug}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
  const user = await call('/admin/users', superToken, {
    method: 'POST',
    body: { firstname: slug, lastname: 'Editor', email, roles: [role.id] },
  });
  expect(user.status).toBe(201);
  const response = await fetch(`${cmsUrl()}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      registrationToken: user.body.data.registrationToken,
      userInfo: { firstname: slug, lastname: 'Editor', password: PASSWORD },
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The documentIds of `uid` the super admin lists for one brand. */
async function ofBrand(uid: string, slug: string, field = 'brands'): Promise<string[]> {
  const answer = await call(
    `${collection(uid)}?page=1&pageSize=100&filters[$and][0][${field}][Slug][$eq]=${encodeURIComponent(slug)}`,
    superToken,
  );
  expect(answer.status).toBe(200);
  return answer.body.results.map((entry: { documentId: string }) => entry.documentId);
}

/** Where an action of the user's permissions applies, and to which fields. */
async function permissionsOf(token: string): Promise<{ action: string; subject: string; properties: any }[]> {
  const answer = await call('/admin/users/me/permissions', token);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  superToken = await adminToken();
  brands = (await call(`${collection(BRAND_UID)}?pageSize=100`, superToken)).body.results;
  timberline = await brandEditor('timberline');
}, 120_000);

describe("another brand's entry, opened by its address", () => {
  it('is refused with the brand it belongs to and the brand the editor works for', async () => {
    const [wayfarerPost] = await ofBrand(POST_UID, 'wayfarer');
    const answer = await call(`${collection(POST_UID)}/${wayfarerPost}?status=draft`, timberline);
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe(
      'This entry belongs to another brand (Wayfarer Collective). You can edit the entries of Timberline Camps.',
    );
    // Nothing of the entry itself.
    expect(JSON.stringify(answer.body)).not.toContain(wayfarerPost);
  });
});

describe("a brand editor's form", () => {
  it('shows the brand of an entry read-only: their brand is set when it is created, not picked afterwards', async () => {
    const permissions = await permissionsOf(timberline);
    const postFields = (action: string) =>
      permissions.find((permission) => permission.action === action && permission.subject === POST_UID)?.properties
        .fields as string[];
    expect(postFields('plugin::content-manager.explorer.read')).toContain('brands');
    expect(postFields('plugin::content-manager.explorer.update')).not.toContain('brands');
    expect(postFields('plugin::content-manager.explorer.update')).toContain('Title');
    // An editor of two brands still chooses one when creating.
    expect(postFields('plugin::content-manager.explorer.create')).toContain('brands');
  });
});

describe("a blog post's banner", () => {
  it('asks for nothing a post does not show: none of its fields is required (a post shows only its image)', async () => {
    const answer = await call('/content-manager/components', superToken);
    expect(answer.status).toBe(200);
    const hero = answer.body.data.find((component: { uid: string }) => component.uid === 'blocks.hero');
    const required = Object.entries(hero.attributes as Record<string, { required?: boolean }>)
      .filter(([, attribute]) => attribute.required)
      .map(([name]) => name);
    expect(required).toEqual([]);
    const view = await call(`/content-manager/content-types/${POST_UID}/configuration`, superToken);
    expect(view.body.data.contentType.metadatas.Hero.edit.description).toContain('Only its Banner image is used');
  });
});

describe('the linked posts picker', () => {
  it('does not offer the post being edited', async () => {
    const [post] = await ofBrand(POST_UID, 'timberline');
    for (const token of [superToken, timberline]) {
      const answer = await call(`/content-manager/relations/${POST_UID}/LinkedBlogs?id=${post}&pageSize=100`, token);
      expect(answer.status).toBe(200);
      const offered = answer.body.results.map((entry: { documentId: string }) => entry.documentId);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContain(post);
      expect(answer.body.pagination.total).toBe(offered.length);
    }
  });
});

describe('the static pages list', () => {
  it('names a page by its title, its address beside it', async () => {
    const answer = await call(`/content-manager/content-types/${PAGE_UID}/configuration`, superToken);
    const { layouts, settings } = answer.body.data.contentType;
    expect(settings.mainField).toBe('Title');
    expect(layouts.list).toEqual(['Title', 'PageName', 'brands', 'updatedAt']);
  });
});

describe('newsletter sign-ups in the admin', () => {
  const subscribe = (brand: string) =>
    fetch(`${cmsUrl()}/api/newsletter-signups/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${newsletterToken()}` },
      body: JSON.stringify({
        data: {
          email: `reader-${randomBytes(4).toString('hex')}@example.com`,
          brand,
          listId: 'main',
          consentText: 'I agree to the privacy policy.',
          sourcePage: '/',
        },
      }),
    });

  beforeAll(async () => {
    for (const brand of ['timberline', 'wayfarer']) expect((await subscribe(brand)).status).toBeLessThan(300);
  });

  it("are read by a brand's editor: their brand's only, never changed or deleted", async () => {
    const theirs = await ofBrand(SIGNUP_UID, 'timberline', 'brand');
    const others = await ofBrand(SIGNUP_UID, 'wayfarer', 'brand');
    expect(theirs.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const listed = await call(`${collection(SIGNUP_UID)}?page=1&pageSize=100`, timberline);
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((entry: { documentId: string }) => entry.documentId).sort()).toEqual(
      [...theirs].sort(),
    );
    expect((await call(`${collection(SIGNUP_UID)}/${theirs[0]}`, timberline)).status).toBe(200);
    const other = await call(`${collection(SIGNUP_UID)}/${others[0]}`, timberline);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toMatch(/belongs to another brand \(Wayfarer Collective\)/);
    const attempts = [
      await call(`${collection(SIGNUP_UID)}/${theirs[0]}`, timberline, { method: 'PUT', body: { ListId: 'x' } }),
      await call(`${collection(SIGNUP_UID)}/${theirs[0]}`, timberline, { method: 'DELETE' }),
      await call(collection(SIGNUP_UID), timberline, { method: 'POST', body: { ListId: 'x' } }),
    ];
    expect(attempts.map((attempt) => attempt.status)).toEqual([403, 403, 403]);
    expect((await ofBrand(SIGNUP_UID, 'timberline', 'brand')).sort()).toEqual([...theirs].sort());
  });

  it('are created by the site only: the super admin has no "Create" for them, and a create is refused', async () => {
    const permissions = await permissionsOf(superToken);
    const on = (action: string, subject: string) =>
      permissions.some((permission) => permission.action === action && permission.subject === subject);
    expect(on('plugin::content-manager.explorer.create', SIGNUP_UID)).toBe(false);
    expect(on('plugin::content-manager.explorer.read', SIGNUP_UID)).toBe(true);
    expect(on('plugin::content-manager.explorer.delete', SIGNUP_UID)).toBe(true);
    // Everything else is still the super admin's.
    expect(on('plugin::content-manager.explorer.create', POST_UID)).toBe(true);
    const created = await call(collection(SIGNUP_UID), superToken, {
      method: 'POST',
      body: { Email: 'made-up@example.com', ListId: 'x', ConsentText: 'x', ConsentedAt: new Date().toISOString() },
    });
    expect(created.status).toBe(403);
  });
});

describe("a brand's live chat", () => {
  // Its script runs on every page of the brand (issue 40): only a listed provider's host is saved.
  let settings: string;
  beforeAll(async () => {
    const own = await call(`${collection(SETTINGS_UID)}?pageSize=10`, timberline);
    expect(own.body.results).toHaveLength(1);
    settings = own.body.results[0].documentId;
  });
  const save = (token: string, Host: string | null) =>
    call(`${collection(SETTINGS_UID)}/${settings}`, token, {
      method: 'PUT',
      body: { ChatWidget: Host === null ? null : { Token: 't0k3n', Host, WidgetId: 'w-1' } },
    });
  const storedChat = async () =>
    (await call(`${collection(SETTINGS_UID)}/${settings}?status=draft`, superToken)).body.data.ChatWidget;
  afterAll(async () => {
    expect((await save(superToken, null)).status).toBe(200);
  });

  it('refuses another script host with a message that says what to use, and keeps nothing of it', async () => {
    for (const token of [timberline, superToken]) {
      const answer = await save(token, 'cdn.evil.example');
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(
        'Live chat: "cdn.evil.example" is not the host of a chat provider this site loads. ' +
          'Use one of: Freshchat (a host under freshchat.com, such as wchat.freshchat.com). ' +
          'Another provider is added by a developer, in cms/src/lib/chat-providers.ts.',
      );
    }
    expect((await save(timberline, 'wchat.freshchat.com.evil.example')).status).toBe(400);
    expect(await storedChat()).toBeNull();
  });

  it("saves a Freshchat host as pasted from the provider's snippet, stored as the site loads it", async () => {
    const answer = await save(timberline, ' https://WChat.EU.Freshchat.com/ ');
    expect(answer.status).toBe(200);
    expect(await storedChat()).toMatchObject({ Token: 't0k3n', Host: 'wchat.eu.freshchat.com', WidgetId: 'w-1' });
  });
});

it('knows the brands by the names the messages use', () => {
  expect(brands.map((brand) => brand.Name).sort()).toEqual(['BUNAC', 'Timberline Camps', 'Wayfarer Collective']);
});
