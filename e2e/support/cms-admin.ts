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
  return {
    async findDraft(uid, slug) {
      const list = await call(`${uid}?filters[Slug][$eq]=${encodeURIComponent(slug)}`);
      const first = list.results?.[0] as { documentId?: string } | undefined;
      if (!first?.documentId) throw new Error(`${uid}: no document with Slug ${slug}`);
      const document = await call(`${uid}/${first.documentId}`);
      return document.data as Record<string, unknown> & { documentId: string };
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
