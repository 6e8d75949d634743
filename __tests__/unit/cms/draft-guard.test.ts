import { isDraftReadAllowed } from '../../../cms/src/security/draft-guard';

const contentApi = (auth?: unknown) => ({ route: { info: { type: 'content-api' } }, auth }) as Parameters<typeof isDraftReadAllowed>[0];

describe('isDraftReadAllowed (who may read drafts)', () => {
  it.each([
    ['an anonymous content-API request', false, contentApi({ strategy: { name: 'users-permissions' } })],
    ['a signed-in site user (users-permissions JWT)', false, contentApi({ strategy: { name: 'users-permissions' }, credentials: { id: 1 } })],
    ['a content-API request with no auth state', false, contentApi(undefined)],
    ['an API token (Strapi 5.54 strategy name)', true, contentApi({ strategy: { name: 'content-api-token' } })],
    ['an API token (strategy name before 5.54)', true, contentApi({ strategy: { name: 'api-token' } })],
    ['an API token with the strategy given as a string', true, contentApi({ strategy: 'content-api-token' })],
    ['an admin panel request (Content Manager)', true, { route: { info: { type: 'admin' } }, auth: { strategy: { name: 'admin' } } }],
    ['an internal call outside any request (seed, preview handler)', true, undefined],
  ])('%s → allowed: %s', (_label, allowed, state) => {
    expect(isDraftReadAllowed(state as Parameters<typeof isDraftReadAllowed>[0])).toBe(allowed);
  });
});
