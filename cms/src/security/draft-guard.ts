import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * Strapi 5 hands drafts to any role allowed `find`: an anonymous `status: DRAFT` GraphQL query
 * (or `?status=draft` on REST) reads unpublished content. This document-service middleware refuses
 * draft reads on content-API requests unless the caller authenticated with an API token (the
 * site's server-only preview token). Admin panel requests (the Content Manager) and internal calls
 * (seed, bootstrap, preview handler) carry no content-API route and pass untouched.
 */
export const DRAFT_FORBIDDEN_MESSAGE = 'Draft content is only available with a preview API token.';

interface RequestState {
  route?: { info?: { type?: string } };
  auth?: { strategy?: { name?: string } | string };
}

const strategyName = (auth: RequestState['auth']) =>
  typeof auth?.strategy === 'string' ? auth.strategy : auth?.strategy?.name;

/** Content-API token strategies: 'content-api-token' since Strapi 5.54, 'api-token' before. */
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

export function isDraftReadAllowed(state: RequestState | undefined): boolean {
  if (!state || state.route?.info?.type !== 'content-api') return true;
  return TOKEN_STRATEGIES.has(strategyName(state.auth) ?? '');
}

const READ_ACTIONS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

interface DocumentContext {
  action: string;
  contentType?: { options?: { draftAndPublish?: boolean } };
  params?: { status?: unknown };
}

/**
 * Whether a document-service call reads drafts. The document service reads the draft version for
 * every status but exactly 'published' (its defaultToDraft: none, '', null, 'DRAFT', an array...),
 * so that is the only status this treats as a published read, whatever strictParams lets through.
 */
export function readsDrafts({ action, contentType, params }: DocumentContext): boolean {
  return READ_ACTIONS.has(action) && Boolean(contentType?.options?.draftAndPublish) && params?.status !== 'published';
}

export function registerDraftGuard(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (readsDrafts(context as unknown as DocumentContext)) {
      const state = strapi.requestContext.get()?.state as RequestState | undefined;
      if (!isDraftReadAllowed(state)) {
        throw new errors.ForbiddenError(DRAFT_FORBIDDEN_MESSAGE);
      }
    }
    return next();
  });
}
