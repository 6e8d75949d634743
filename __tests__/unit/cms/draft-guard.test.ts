import { isDraftReadAllowed, readsDrafts } from '../../../cms/src/security/draft-guard';

const contentApi = (auth?: unknown) =>
  ({ route: { info: { type: 'content-api' } }, auth }) as Parameters<typeof isDraftReadAllowed>[0];

describe('isDraftReadAllowed (who may read drafts)', () => {
  it.each([
    ['an anonymous content-API request', false, contentApi({ strategy: { name: 'users-permissions' } })],
    [
      'a signed-in site user (users-permissions JWT)',
      false,
      contentApi({ strategy: { name: 'users-permissions' }, credentials: { id: 1 } }),
    ],
    ['a content-API request with no auth state', false, contentApi(undefined)],
    ['an API token (Strapi 5.54 strategy name)', true, contentApi({ strategy: { name: 'content-api-token' } })],
    ['an API token (strategy name before 5.54)', true, contentApi({ strategy: { name: 'api-token' } })],
    ['an API token with the strategy given as a string', true, contentApi({ strategy: 'content-api-token' })],
    [
      'an admin panel request (Content Manager)',
      true,
      { route: { info: { type: 'admin' } }, auth: { strategy: { name: 'admin' } } },
    ],
    ['an internal call outside any request (seed, preview handler)', true, undefined],
  ])('%s → allowed: %s', (_label, allowed, state) => {
    expect(isDraftReadAllowed(state as Parameters<typeof isDraftReadAllowed>[0])).toBe(allowed);
  });
});

describe('readsDrafts (which document-service calls the guard checks)', () => {
  const draftAndPublish = { options: { draftAndPublish: true } };
  const read = (
    params?: { status?: unknown },
    action = 'findMany',
    contentType: { options?: { draftAndPublish?: boolean } } = draftAndPublish,
  ) => readsDrafts({ action, contentType, params });

  // The document service reads the published version for exactly 'published' and the draft for
  // anything else (defaultToDraft), so every other status is a draft read.
  it.each([
    ['no params', undefined, true],
    ['no status', {}, true],
    ["'draft'", { status: 'draft' }, true],
    ["'DRAFT'", { status: 'DRAFT' }, true],
    ["'Draft'", { status: 'Draft' }, true],
    ["'' (an empty ?status=)", { status: '' }, true],
    ['null', { status: null }, true],
    ["['draft'] (?status[0]=draft)", { status: ['draft'] }, true],
    ["['published']", { status: ['published'] }, true],
    ["'preview'", { status: 'preview' }, true],
    ["'PUBLISHED'", { status: 'PUBLISHED' }, true],
    ["'published'", { status: 'published' }, false],
  ])('status %s → draft read: %s', (_label, params, expected) => {
    expect(read(params)).toBe(expected);
  });

  it.each(['findMany', 'findFirst', 'findOne', 'count'])('checks %s', (action) => {
    expect(read({ status: 'draft' }, action)).toBe(true);
  });

  it('leaves writes and types without draft & publish alone', () => {
    expect(read({ status: 'draft' }, 'update')).toBe(false);
    expect(read({ status: 'draft' }, 'publish')).toBe(false);
    expect(read({ status: 'draft' }, 'findMany', { options: { draftAndPublish: false } })).toBe(false);
    expect(read({ status: 'draft' }, 'findMany', {})).toBe(false);
  });
});
