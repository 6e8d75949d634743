/**
 * A request id a visitor makes up is not one to log (issue 40, item 7): without a trusted proxy in
 * front (TRUSTED_PROXY_HOPS=0, the default) the site mints its own; behind one, the proxy's is
 * kept so the two logs meet.
 */
import { get, startHostileSite, type HostileSite } from './support';

const UUID = /^[0-9a-f-]{36}$/;

describe('X-Request-Id', () => {
  let direct: HostileSite;
  let proxied: HostileSite;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      startHostileSite('request-id-direct'),
      startHostileSite('request-id-proxied', { env: { TRUSTED_PROXY_HOPS: '1' } }),
    ]);
  });
  afterAll(() => Promise.all([direct?.stop(), proxied?.stop()]));

  it('from a visitor, with no proxy trusted: replaced by a new id', async () => {
    const answer = await get(direct, '/events/', { 'x-request-id': 'made-up-by-a-visitor-1' });
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it('from a trusted proxy (TRUSTED_PROXY_HOPS=1): kept, when it looks like an id', async () => {
    expect((await get(proxied, '/events/', { 'x-request-id': 'lb-4f9a2c71e0' })).headers['x-request-id']).toBe(
      'lb-4f9a2c71e0',
    );
    expect((await get(proxied, '/events/', { 'x-request-id': 'not an id <b>' })).headers['x-request-id']).toMatch(UUID);
  });
});
