import { clientAddress, createRateLimiter } from '@/lib/security/rate-limit';

const clock = () => {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

describe('createRateLimiter: a token bucket per client', () => {
  it('allows a burst, then refuses with the seconds until the next request may go', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ burst: 3, refillMs: 60_000, now });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    advance(45_000);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    advance(15_000);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('refills to the burst at most, and keeps clients apart', () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ burst: 2, refillMs: 1_000, now });
    limiter.take('a');
    advance(3_600_000);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('forgets the least recently seen client beyond maxClients (memory stays bounded)', () => {
    const limiter = createRateLimiter({ burst: 1, refillMs: 60_000, maxClients: 2, now: () => 0 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c'); // forgets a
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('c').allowed).toBe(false);
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

  it('falls back to the leftmost entry, then the connection, when there are fewer entries than hops', () => {
    expect(clientAddress(req('192.0.2.1', '203.0.113.9'), 2)).toBe('203.0.113.9');
    expect(clientAddress(req('192.0.2.1'), 1)).toBe('192.0.2.1');
  });
});
