import { log } from '@/lib/observability/log';
import type { IncomingMessage } from 'http';
import { isIP } from 'net';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { redisUrl as configuredRedisUrl } from '@/lib/cms/env';
import { processWide } from '@/lib/process-wide';

export type RateLimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimitOptions {
  /** Names the count (its Redis keys), so two limits never share one. */
  name: string;
  /** Requests a client may make in one window. */
  points: number;
  /** The window, from a client's first request in it. */
  durationSeconds: number;
  /** Redis shared by every site instance (REDIS_URL); without it, this process's memory. */
  redisUrl?: string;
}

export interface RateLimit {
  /** Counts one request of `client` (a clientKey) and says whether it may go on. */
  take(client: string): Promise<RateLimitAnswer>;
  /** Whether the count is the shared one now (Redis answers); always false without Redis. */
  connected(): boolean;
  close(): Promise<void>;
}

/** Where the limits' counts live in Redis (beside the content cache's `travel-site:content`). */
const REDIS_PREFIX = 'travel-site:rate-limit';

/**
 * A fixed window per client, counted by rate-limiter-flexible: `points` requests from a client's
 * first, then 429 until `durationSeconds` after it. With `redisUrl` the count is shared by every
 * site instance (RateLimiterRedis, one atomic script per request; its keys expire with the window,
 * so Redis's `volatile-lru` may evict them), over an ioredis client configured as the shared cache's
 * (lib/cms/redis-level.ts): commands fail after 100 ms, nothing is queued while disconnected, it
 * reconnects by itself. While Redis is down or slow each instance counts in its own memory instead
 * (the insurance limiter): a visitor is never refused, nor let through unlimited, because Redis is
 * away, and gets at most the limit once per instance meanwhile. Without Redis, the process's memory
 * (RateLimiterMemory; its entries expire with their window).
 */
export function createRateLimit({ name, points, durationSeconds, redisUrl }: RateLimitOptions): RateLimit {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
  let limiter: RateLimiterAbstract = memory;
  let client: Redis | null = null;
  if (redisUrl) {
    client = new Redis(redisUrl, {
      commandTimeout: 100,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      retryStrategy: (times: number) => Math.min(times * 200, 2_000),
    });
    // A failed command falls back to memory; the connection's own errors are expected while Redis is down.
    client.on('error', () => undefined);
    limiter = new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `${REDIS_PREFIX}:${name}`,
      points,
      duration: durationSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        // Neither Redis nor memory could count (memory does not fail): let the request go on.
        log().error({ limit: name, err: rejection }, 'the rate limit could not count: the request goes on');
        return { allowed: true };
      }
    },
    connected: () => client?.status === 'ready',
    async close() {
      if (client) await client.quit().catch(() => client?.disconnect());
    },
  };
}

/** Newsletter sign-ups: five per client in five minutes (docs/routes.md "Newsletter"). */
export const NEWSLETTER_LIMIT = { name: 'newsletter', points: 5, durationSeconds: 5 * 60 } as const;

/** The process's newsletter limit, shared through REDIS_URL when it is set (one connection per process). */
export function newsletterRateLimit(url = configuredRedisUrl()): RateLimit {
  return processWide(`newsletter-rate-limit:${url ?? 'memory'}`, () =>
    createRateLimit({ ...NEWSLETTER_LIMIT, redisUrl: url }),
  );
}

/**
 * The client's address: the connection's, or with `trustedHops` proxies in front (TRUSTED_PROXY_HOPS)
 * (lib/cms/env.ts) the X-Forwarded-For entry that many hops from the right, the last one a trusted proxy appended.
 * Entries further left are whatever the client sent, so they are never read: with fewer entries than
 * hops the request did not come through every proxy, and the connection's address is the one known.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedHops: number): string {
  const own = req.socket?.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return own;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops.length >= trustedHops ? hops[hops.length - trustedHops] : own;
}

/**
 * What a limit counts by: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4 one),
 * an IPv6 address by its /64, the network a provider gives one subscriber and one machine may
 * pick addresses from at will (`2001:db8:1:2::/64`).
 */
export function clientKey(address: string): string {
  let value = address.trim().slice(0, 100);
  const zone = value.indexOf('%');
  if (zone !== -1) value = value.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) return mapped[1];
  if (isIP(value) !== 6) return value;
  const [head, tail] = value.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 address (`::ffff:0:192.0.2.1`, `64:ff9b::192.0.2.1`) fills two groups.
  const tailLength = tailGroups.reduce((count, group) => count + (group.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
