import { clientAddress, clientKey, createRateLimit, NEWSLETTER_LIMIT } from '@/lib/security/rate-limit';

describe('createRateLimit without Redis: a window per client, in memory', () => {
  it('allows `points` requests, then refuses with the seconds until the window ends', async () => {
    const limit = createRateLimit({ name: 'unit-a', points: 3, durationSeconds: 300 });
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await limit.take('a'));
    expect(answers.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(answers[3]).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    const { retryAfterSeconds } = answers[3] as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(295);
    expect(retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(limit.connected()).toBe(false);
  });

  it('keeps clients apart, and limits apart', async () => {
    const one = createRateLimit({ name: 'unit-b', points: 1, durationSeconds: 60 });
    const other = createRateLimit({ name: 'unit-c', points: 1, durationSeconds: 60 });
    expect((await one.take('a')).allowed).toBe(true);
    expect((await one.take('a')).allowed).toBe(false);
    expect((await one.take('b')).allowed).toBe(true);
    expect((await other.take('a')).allowed).toBe(true);
  });

  it('the newsletter’s: five per client in five minutes', () => {
    expect(NEWSLETTER_LIMIT).toMatchObject({ points: 5, durationSeconds: 300 });
  });
});

describe('clientAddress', () => {
  const req = (remoteAddress: string, forwarded?: string) => ({
    socket: { remoteAddress } as never,
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });

  it('is the connection when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress(req('192.0.2.1', '10.0.0.1'), 0)).toBe('192.0.2.1');
  });

  it('is the entry the trusted proxies appended, never one the client wrote', () => {
    expect(clientAddress(req('192.0.2.1', 'forged, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(req('192.0.2.1', 'forged, 203.0.113.9, 198.51.100.4'), 2)).toBe('203.0.113.9');
  });

  it('falls back to the connection, never to an entry the client wrote, when there are fewer entries than hops', () => {
    // Two proxies should have appended: with one entry, the request skipped one, and that entry is
    // as good as written by the client.
    expect(clientAddress(req('192.0.2.1', '203.0.113.9'), 2)).toBe('192.0.2.1');
    expect(clientAddress(req('192.0.2.1', ' , '), 1)).toBe('192.0.2.1');
    expect(clientAddress(req('192.0.2.1'), 1)).toBe('192.0.2.1');
  });
});

describe('clientKey: what the limit counts by', () => {
  it.each([
    ['an IPv4 address, as it is', '203.0.113.9', '203.0.113.9'],
    ['an IPv4-mapped IPv6 address, as the IPv4 one', '::ffff:203.0.113.9', '203.0.113.9'],
    ['an IPv6 address, by its /64', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['a compressed one in the same /64', '2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['leading zeros and upper case', '2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['a compressed /64 prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
  ])('%s', (_label, address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('keeps other /64s apart', () => {
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});
