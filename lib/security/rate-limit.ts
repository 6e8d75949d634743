import type { IncomingMessage } from 'http';

export interface RateLimitOptions {
  /** Requests a client may make at once. */
  burst: number;
  /** One more request is allowed every this many milliseconds, up to `burst`. */
  refillMs: number;
  /** Clients remembered at most; the least recently seen are forgotten first. */
  maxClients?: number;
  now?: () => number;
}

export type RateLimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A token bucket per client, in this process's memory: `burst` requests at once, then one per
 * `refillMs`. Bounded (a flood of addresses forgets the oldest, never grows without limit). With
 * several site instances each keeps its own buckets, so a client gets the limit once per instance.
 */
export function createRateLimiter({ burst, refillMs, maxClients = 10_000, now = Date.now }: RateLimitOptions) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(client: string): RateLimitAnswer {
      const time = now();
      const bucket = buckets.get(client) ?? { tokens: burst, at: time };
      const tokens = Math.min(burst, bucket.tokens + (time - bucket.at) / refillMs);
      buckets.delete(client); // re-inserted below: Map order is then least recently seen first
      if (tokens < 1) {
        buckets.set(client, { tokens, at: time });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * refillMs) / 1000)) };
      }
      buckets.set(client, { tokens: tokens - 1, at: time });
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string);
      return { allowed: true };
    },
  };
}

/**
 * The client's address: the connection's, or with `trustedHops` proxies in front (TRUSTED_PROXY_HOPS)
 * the X-Forwarded-For entry that many hops from the right, the last one a trusted proxy appended.
 * Entries further left are whatever the client sent, so they are never read.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedHops: number): string {
  const own = req.socket?.remoteAddress ?? 'unknown';
  if (trustedHops <= 0) return own;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[hops.length - trustedHops] ?? hops[0] ?? own;
}

/** TRUSTED_PROXY_HOPS: how many proxies in front of the site append to X-Forwarded-For (default 0). */
export const trustedProxyHops = (): number => {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
};
