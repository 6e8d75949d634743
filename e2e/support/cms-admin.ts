/**
 * The test CMS as its admin sees it: the editor account and the content-manager API the admin UI
 * itself calls, for the changes a test makes "behind" a page (an editor saving in another tab).
 */
export const cmsUrl = () => process.env.CMS_TEST_URL ?? '';
export const editor = () => ({ email: process.env.CMS_TEST_CMS_ADMIN_EMAIL ?? '', password: process.env.CMS_TEST_CMS_ADMIN_PASSWORD ?? '' });
export const previewSecret = () => process.env.CMS_TEST_PREVIEW_SECRET ?? '';

export interface AdminApi {
  /** The draft of the first document of `uid` with this Slug. */
  findDraft(uid: string, slug: string): Promise<Record<string, unknown> & { documentId: string }>;
  /** Saves fields on the document's draft, as the admin's Save button does. */
  saveDraft(uid: string, documentId: string, fields: Record<string, unknown>): Promise<void>;
}

/** Signs in to the admin API once (the admin rate-limits logins) and returns its helpers. */
export async function adminApi(): Promise<AdminApi> {
  const response = await fetch(`${cmsUrl()}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(editor()) });
  const body = (await response.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!token) throw new Error(`admin login failed: ${response.status} ${JSON.stringify(body)}`);
  const call = async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(`${cmsUrl()}/content-manager/collection-types/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
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
  };
}
