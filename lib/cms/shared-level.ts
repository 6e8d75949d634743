import { createHash, randomBytes } from 'crypto';
import { Redis } from 'ioredis';

/** A CMS answer as the content cache keeps it, shared between site instances. */
export interface SharedEntry {
  data: unknown;
  fetchedAt: number;
}

/**
 * The content cache's second level, shared by every site instance through Redis (REDIS_URL).
 *
 * - Keys carry a generation: a purge replaces it with a new random one and announces it, in one
 *   transaction (MULTI: SET, PUBLISH), so the old keys are simply never read again and expire by
 *   their TTL; no instance scans or deletes. Random, not a counter: a Redis restarted empty cannot
 *   hand out again a generation some instance still holds, and so hide a purge from it.
 * - Every instance subscribes: an announced purge empties its own memory and page cache.
 * - Redis down or slow never costs a visitor: commands time out quickly, nothing is queued while
 *   disconnected, and a failure reads as a miss (the CMS answers) or a skipped write. The client
 *   reconnects by itself; on reconnecting it reads the generation, and a purge it missed meanwhile
 *   empties its memory then. A purge missed with Redis down everywhere is healed by the TTLs.
 */
export interface SharedLevel {
  /**
   * Where `key` lives in the current generation, or null while Redis is unreachable. Taken before a
   * CMS request and used for its answer, so an answer fetched before a purge is never stored after it.
   */
  slot(key: string): string | null;
  get(slot: string): Promise<SharedEntry | null>;
  set(slot: string, entry: SharedEntry, ttlMs: number): Promise<void>;
  /** Whether Redis answers now and this instance hears purges (for /api/health). */
  connected(): boolean;
  /** Tells every instance (this one included) to forget everything. */
  purge(): Promise<void>;
  /** Called when any instance purged (or a missed purge is found on reconnecting). */
  onPurge(listener: () => void): void;
  close(): Promise<void>;
}

const PREFIX = 'travel-site:content';
const GENERATION = `${PREFIX}:generation`;
const CHANNEL = `${PREFIX}:purge`;

export interface SharedLevelOptions {
  /** How long a command may take before it counts as failed (the visitor then gets the CMS). */
  commandTimeoutMs?: number;
}

export function createSharedLevel(url: string, { commandTimeoutMs = 100 }: SharedLevelOptions = {}): SharedLevel {
  const options = {
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    // Reconnect for ever, at most every 2 s.
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, commandTimeout: undefined, enableOfflineQueue: true });
  const listeners: (() => void)[] = [];
  let generation: string | null = null;
  // False from a disconnection until the generation is read again: no slot of a generation that
  // may be over is read or written meanwhile.
  let synced = false;
  const notify = () => listeners.forEach((listener) => listener());
  // Errors are reported by the commands that fail; the connection's own are expected while Redis is down.
  client.on('error', () => undefined);
  subscriber.on('error', () => undefined);

  const readGeneration = async () => {
    const current = (await client.get(GENERATION)) ?? '0';
    if (generation !== null && current !== generation) notify();
    generation = current;
    synced = true;
  };
  client.on('close', () => (synced = false));
  // Read on every (re)connection; a read that times out is tried again while the connection lasts.
  const sync = () =>
    void readGeneration().catch(() => {
      if (client.status === 'ready') setTimeout(sync, 1_000).unref();
    });
  client.on('ready', sync);
  subscriber.on('ready', () => void subscriber.subscribe(CHANNEL).catch(() => undefined));
  subscriber.on('message', (channel: string, announced: string) => {
    if (channel !== CHANNEL || announced === generation) return;
    generation = announced;
    notify();
  });

  return {
    slot(key) {
      if (client.status !== 'ready' || !synced) return null;
      return `${PREFIX}:${generation}:${createHash('sha1').update(key).digest('base64url')}`;
    },
    async get(slot) {
      try {
        const value = await client.get(slot);
        return value ? (JSON.parse(value) as SharedEntry) : null;
      } catch {
        return null;
      }
    },
    async set(slot, entry, ttlMs) {
      if (ttlMs <= 0) return;
      try {
        await client.set(slot, JSON.stringify(entry), 'PX', Math.ceil(ttlMs));
      } catch {
        // Not shared this time; this instance still has it in memory.
      }
    },
    connected() {
      return client.status === 'ready' && subscriber.status === 'ready' && synced;
    },
    async purge() {
      const next = randomBytes(9).toString('base64url');
      const results = await client.multi().set(GENERATION, next).publish(CHANNEL, next).exec();
      const failed = results?.find(([error]) => error)?.[0];
      if (!results || failed) throw failed ?? new Error('The purge was not announced');
      generation = next;
    },
    onPurge(listener) {
      listeners.push(listener);
    },
    async close() {
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
