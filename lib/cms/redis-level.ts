import { createHash, randomBytes } from 'crypto';
import { Redis } from 'ioredis';

/** A CMS answer as the content cache keeps it, shared between site instances. */
export interface SharedEntry {
  data: unknown;
  fetchedAt: number;
  /** Its surrogate keys (lib/cms/surrogate-keys): a purge of one of them after fetchedAt retires it. */
  tags: string[];
}

/** What one instance purged, as every instance hears it: surrogate keys, or null for everything. */
export interface Announcement {
  id: string;
  at: number;
  tags: string[] | null;
}

/**
 * The content cache's second level, shared by every site instance through Redis (REDIS_URL), and
 * the channel purges travel on.
 *
 * - Answers are stored with the time they were fetched and their surrogate keys; each instance
 *   trusts a shared answer only when no purge of one of its keys came after it was fetched
 *   (ContentCache), so nothing is scanned or deleted in Redis: entries expire by their TTL.
 * - A purge is announced on a channel every instance listens to, and written to a log (a sorted set
 *   by time, a day long) in the same transaction. An instance that was disconnected reads the log
 *   from where it left off when it reconnects; one that cannot know what it missed (the log does
 *   not reach back that far, or Redis restarted empty: a new epoch) marks everything stale. Marks
 *   are soft: stale copies keep serving while they are asked again.
 * - Redis down or slow never costs a visitor: commands time out quickly, nothing is queued while
 *   disconnected, and a failure reads as a miss (the CMS answers) or a skipped write. The client
 *   reconnects by itself.
 * - What comes out of Redis is checked before it is used (shape, and a fetch time not in the
 *   future: an entry claiming to be fetched tomorrow would stay fresh on every instance).
 */
export interface SharedLevel {
  get(key: string): Promise<SharedEntry | null>;
  set(key: string, entry: SharedEntry, ttlMs: number): Promise<void>;
  /** Whether Redis answers now and this instance hears purges (for /api/health). */
  connected(): boolean;
  /** Tells every other instance what this one purged (null: everything). */
  announce(tags: string[] | null): Promise<void>;
  /** Called with what another instance purged, or null when this one cannot know what it missed. */
  onPurge(listener: (tags: string[] | null) => void): void;
  close(): Promise<void>;
}

const PREFIX = 'travel-site:content';
const CHANNEL = `${PREFIX}:purges`;
const LOG = `${PREFIX}:purge-log`;
const EPOCH = `${PREFIX}:epoch`;
/** How far back the log reaches: past it, a shared answer (TTL fresh + stale-if-error) may still exist. */
const LOG_MS = 24 * 60 * 60 * 1000;
const LOG_MAX = 10_000;
/** An answer's fetch time may be this far ahead of this instance's clock (clocks differ a little). */
const FUTURE_TOLERANCE_MS = 1_000;

export interface SharedLevelOptions {
  /** How long a command may take before it counts as failed (the visitor then gets the CMS). */
  commandTimeoutMs?: number;
  now?: () => number;
}

/** A shared entry as read back, or null when it is not one (Redis holds what anyone wrote there). */
export function validSharedEntry(value: unknown, now: number): SharedEntry | null {
  if (!value || typeof value !== 'object') return null;
  const { data, fetchedAt, tags } = value as Record<string, unknown>;
  if (data === undefined || typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt)) return null;
  if (fetchedAt > now + FUTURE_TOLERANCE_MS) return null;
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return null;
  return { data, fetchedAt: Math.min(fetchedAt, now), tags };
}

function validAnnouncement(value: unknown): Announcement | null {
  if (!value || typeof value !== 'object') return null;
  const { id, at, tags } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof at !== 'number') return null;
  if (tags !== null && !(Array.isArray(tags) && tags.every((tag) => typeof tag === 'string'))) return null;
  return { id, at, tags: tags as string[] | null };
}

const parse = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export function createSharedLevel(
  url: string,
  { commandTimeoutMs = 100, now = Date.now }: SharedLevelOptions = {},
): SharedLevel {
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
  const self = randomBytes(9).toString('base64url');
  const listeners: ((tags: string[] | null) => void)[] = [];
  /** Announcements already applied (by id), the newest last. */
  const seen = new Set<string>();
  let epoch: string | null = null;
  /** Up to when this instance has heard every announcement (its clock), null before the first sync. */
  let heardUntil: number | null = null;
  let listening = false;
  let synced = false;

  const notify = (tags: string[] | null) => listeners.forEach((listener) => listener(tags));
  const remember = (id: string) => {
    seen.add(id);
    if (seen.size > LOG_MAX) seen.delete(seen.values().next().value as string);
  };
  const hear = (announcement: Announcement) => {
    if (seen.has(announcement.id)) return;
    remember(announcement.id);
    if (!announcement.id.startsWith(`${self}.`)) notify(announcement.tags);
  };
  // Errors are reported by the commands that fail; the connection's own are expected while Redis is down.
  client.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  client.on('close', () => (synced = false));
  // Deaf while the subscription is down: what is heard after it comes back must not count as
  // having heard everything, until the log has been read (catchUp).
  subscriber.on('close', () => {
    listening = false;
    synced = false;
  });

  /** After (re)connecting: what was missed while away, from the log, or everything when it cannot be told. */
  const catchUp = async () => {
    await client.set(EPOCH, randomBytes(9).toString('base64url'), 'NX');
    const current = await client.get(EPOCH);
    const lost = epoch !== null && current !== epoch;
    epoch = current;
    const since = heardUntil;
    const startedAt = now();
    if (lost) notify(null);
    else if (since !== null) {
      const missed = await client.zrangebyscore(LOG, since - CLOCK_MARGIN_MS, '+inf');
      // The log no longer reaches back to what this instance last heard (too long away, or so
      // many purges that the oldest were trimmed after it): it cannot know what it missed.
      const oldest = await client.zrange(LOG, '0', '0', 'WITHSCORES');
      const full = (await client.zcard(LOG)) >= LOG_MAX;
      const trimmed = since < startedAt - LOG_MS || (full && Number(oldest[1]) > since - CLOCK_MARGIN_MS);
      if (trimmed) notify(null);
      else
        for (const text of missed) {
          const announcement = validAnnouncement(parse(text));
          if (announcement) hear(announcement);
        }
    }
    heardUntil = startedAt;
    synced = true;
  };
  const sync = () => {
    if (!listening || client.status !== 'ready') return;
    void catchUp().catch(() => {
      if (client.status === 'ready') setTimeout(sync, 1_000).unref();
    });
  };
  client.on('ready', sync);
  subscriber.on('ready', () => {
    void subscriber.subscribe(CHANNEL).then(
      () => {
        listening = true;
        sync();
      },
      () => undefined,
    );
  });
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    const announcement = validAnnouncement(parse(text));
    if (announcement) hear(announcement);
    if (synced) heardUntil = now();
  });

  return {
    async get(key) {
      try {
        return validSharedEntry(parse(await client.get(slot(key))), now());
      } catch {
        return null;
      }
    },
    async set(key, entry, ttlMs) {
      if (ttlMs <= 0) return;
      try {
        await client.set(slot(key), JSON.stringify(entry), 'PX', Math.ceil(ttlMs));
      } catch {
        // Not shared this time; this instance still has it in memory.
      }
    },
    connected() {
      return client.status === 'ready' && subscriber.status === 'ready' && listening && synced;
    },
    async announce(tags) {
      const at = now();
      const id = `${self}.${randomBytes(9).toString('base64url')}`;
      remember(id);
      const text = JSON.stringify({ id, at, tags } satisfies Announcement);
      const results = await client
        .multi()
        .zadd(LOG, at, text)
        .zremrangebyscore(LOG, '-inf', at - LOG_MS)
        .zremrangebyrank(LOG, 0, -LOG_MAX - 1)
        .publish(CHANNEL, text)
        .exec();
      const failed = results?.find(([error]) => error)?.[0];
      if (!results || failed) throw failed ?? new Error('The purge was not announced');
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

/** How much earlier than its last sync an instance reads the log again (clocks of instances differ). */
const CLOCK_MARGIN_MS = 5_000;

const slot = (key: string) => `${PREFIX}:answer:${createHash('sha1').update(key).digest('base64url')}`;
