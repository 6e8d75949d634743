import type { Core } from '@strapi/strapi';
import { findAdminRoute } from './admin-routes';

/** Koa's context copied by own properties (Strapi's createPolicyContext): `request.query`, not `query`. */
type PolicyContext = {
  params: { contentType?: string };
  request: { query: Record<string, unknown> };
  state: { userAbility?: unknown };
};
interface PermissionChecker {
  cannot: { read(entity?: unknown): boolean };
  sanitizedQuery: { read(query: Record<string, unknown>): Promise<Record<string, unknown>> };
}

const PREVIEW_URL_PATH = '/preview/url/:contentType';
const POLICY = 'global::may-read-preview-document';

/**
 * The admin's "preview link" route answers only for documents the signed-in admin may read.
 *
 * Strapi 5.54 asks nothing of it but a signed-in admin (a TODO in its preview controller), and the
 * link opens that document's draft on the site. This policy checks the content manager's own read
 * permission for the content type and, through the permission's query (conditions included), for
 * the document: refused with 403 otherwise.
 */
export function guardPreviewLinks(strapi: Core.Strapi) {
  const route = findAdminRoute(strapi, 'content-manager', 'GET', PREVIEW_URL_PATH);
  // Routes name their policies (5.54 resolves no inline function): registered under a global name.
  (strapi.get('policies') as { set(uid: string, policy: unknown): unknown }).set(POLICY, mayReadDocument);
  route.config = { ...route.config, policies: [...(route.config?.policies ?? []), POLICY] };
}

async function mayReadDocument(context: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) {
  const uid = context.params.contentType;
  const userAbility = context.state.userAbility;
  if (!uid || !userAbility || !strapi.contentTypes[uid as keyof typeof strapi.contentTypes]) return false;
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility, model: uid }) as PermissionChecker;
  if (checker.cannot.read()) return false;
  const { query: params } = context.request;
  const documentId = typeof params.documentId === 'string' ? params.documentId : undefined;
  if (!documentId) return true; // a single type: its one document, read permission checked above
  const locale = typeof params.locale === 'string' ? params.locale : undefined;
  const status = params.status === 'published' ? 'published' : 'draft';
  // The permission's conditions as filters, as the content manager's own list applies them.
  const query = await checker.sanitizedQuery.read({ filters: { documentId: { $eq: documentId } } });
  const readable = await strapi
    .documents(uid as 'api::blog-post.blog-post')
    .findFirst({ ...query, fields: ['documentId'], locale, status } as never);
  return readable !== null;
}
