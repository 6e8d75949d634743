import { cachedAdminToken } from '../../__tests__/support/cms-admin-token';

/**
 * The test CMS as its admin sees it: the editor account and the content-manager API the admin UI
 * itself calls, for the changes a test makes "behind" a page (an editor saving in another tab).
 */
export const cmsUrl = () => process.env.CMS_TEST_URL ?? '';
export const editor = () => ({
  email: process.env.CMS_TEST_CMS_ADMIN_EMAIL ?? '',
  password: process.env.CMS_TEST_CMS_ADMIN_PASSWORD ?? '',
});
export const previewSecret = () => process.env.CMS_TEST_PREVIEW_SECRET ?? '';

export interface AdminApi {
  /** A document's draft as the admin's edit form reads it (components and dynamic zones included). */
  findOne(uid: string, documentId: string): Promise<Record<string, unknown> & { documentId: string }>;
  /** The draft of the first document of `uid` with this Slug. */
  findDraft(uid: string, slug: string): Promise<Record<string, unknown> & { documentId: string }>;
  /** Saves fields on the document's draft, as the admin's Save button does. */
  saveDraft(uid: string, documentId: string, fields: Record<string, unknown>): Promise<void>;
  /** Publishes the document's draft, as the admin's Publish button does. */
  publish(uid: string, documentId: string): Promise<void>;
  /** The list view's entries of `uid` for these query parameters (filters, populate). */
  list(uid: string, query: Record<string, string>): Promise<Record<string, unknown>[]>;
  /** The preview link the admin's "Open preview" gets for a document's draft (a signed token). */
  previewUrl(uid: string, documentId: string): Promise<URL>;
}

/** Signs in to the admin API once per test CMS (the admin rate-limits logins) and returns its helpers. */
export async function adminApi(): Promise<AdminApi> {
  const token = await cachedAdminToken(cmsUrl(), editor());
  const call = async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(
      `${cmsUrl()}/content-manager/${path.startsWith('preview/') ? '' : 'collection-types/'}${path}`,
      {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
      },
    );
    if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${await answer.text()}`);
    return answer.json() as Promise<{ data?: unknown; results?: unknown[] }>;
  };
  const findOne = async (uid: string, documentId: string) =>
    (await call(`${uid}/${documentId}`)).data as Record<string, unknown> & { documentId: string };
  return {
    findOne,
    async findDraft(uid, slug) {
      const list = await call(`${uid}?filters[Slug][$eq]=${encodeURIComponent(slug)}`);
      const first = list.results?.[0] as { documentId?: string } | undefined;
      if (!first?.documentId) throw new Error(`${uid}: no document with Slug ${slug}`);
      return findOne(uid, first.documentId);
    },
    async saveDraft(uid, documentId, fields) {
      await call(`${uid}/${documentId}`, { method: 'PUT', body: JSON.stringify(fields) });
    },
    async publish(uid, documentId) {
      await call(`${uid}/${documentId}/actions/publish`, { method: 'POST', body: '{}' });
    },
    async list(uid, query) {
      return ((await call(`${uid}?${new URLSearchParams(query)}`)).results ?? []) as Record<string, unknown>[];
    },
    async previewUrl(uid, documentId) {
      const answer = (await call(`preview/url/${uid}?documentId=${documentId}&status=draft`)) as {
        data?: { url?: string };
      };
      if (!answer.data?.url) throw new Error(`${uid} ${documentId}: no preview link`);
      return new URL(answer.data.url);
    },
  };
}

/**
 * A new editor of one brand (role `brand-editor-<slug>`, made by the CMS at start), invited by
 * the super admin through the admin API and registered as the invitation link does. The test CMS
 * runs in production mode, which creates no demo editor.
 */
export async function newBrandEditor(slug: string): Promise<{ email: string; password: string }> {
  const token = await cachedAdminToken(cmsUrl(), editor());
  const call = async (path: string, init: RequestInit & { anonymous?: boolean } = {}) => {
    const answer = await fetch(`${cmsUrl()}${path}`, {
      ...init,
      headers: {
        ...(init.anonymous ? {} : { authorization: `Bearer ${token}` }),
        'content-type': 'application/json',
      },
    });
    if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: any }).data;
  };
  const roles = (await call('/admin/roles')) as { id: number; code: string }[];
  const role = roles.find((candidate) => candidate.code === `brand-editor-${slug}`);
  if (!role) throw new Error(`the CMS has no editor role for ${slug}`);
  const email = `${slug}.editor.${Date.now()}@example.com`;
  const password = `Brand-Editor-${Date.now()}`;
  const user = await call('/admin/users', {
    method: 'POST',
    body: JSON.stringify({ firstname: slug, lastname: 'Editor', email, roles: [role.id] }),
  });
  await call('/admin/register', {
    method: 'POST',
    anonymous: true,
    body: JSON.stringify({
      registrationToken: user.registrationToken,
      userInfo: { firstname: slug, lastname: 'Editor', password },
    }),
  });
  return { email, password };
}
