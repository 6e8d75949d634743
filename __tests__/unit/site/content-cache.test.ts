import { ContentCache, heldBytes, UncacheableAnswer } from '@/lib/cms/content-cache';

const POLICY = { freshMs: 60_000, staleWhileRevalidateMs: 300_000, staleIfErrorMs: 86_400_000, maxBytes: 10_000 };

function setup(policy = POLICY) {
  let now = 1_000_000;
  const clock = { advance: (ms: number) => void (now += ms), now: () => now };
  const cache = new ContentCache(policy, () => now);
  return { cache, clock };
}

/** A CMS that answers `value` (or fails) after `delayMs`, counting its calls. */
function cms() {
  const state = { calls: 0, value: 'v1' as unknown, fail: null as unknown, delayMs: 0 };
  const load = async () => {
    state.calls += 1;
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.fail) throw state.fail;
    return state.value;
  };
  return { state, load };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('content cache', () => {
  it('asks the CMS once, then answers from memory while fresh', async () => {
    const { cache, clock } = setup();
    const { state, load } = cms();
    expect(await cache.read('k', load)).toEqual({ data: 'v1', outcome: 'miss' });
    clock.advance(59_000);
    state.value = 'v2';
    expect(await cache.read('k', load)).toEqual({ data: 'v1', outcome: 'hit' });
    expect(state.calls).toBe(1);
  });

  it('keeps keys apart', async () => {
    const { cache } = setup();
    const { load } = cms();
    await cache.read('a', load);
    expect((await cache.read('b', async () => 'other')).data).toBe('other');
    expect((await cache.read('a', load)).data).toBe('v1');
  });

  it('once stale, answers at once with the old copy and refreshes it once in the background', async () => {
    const { cache, clock } = setup();
    const { state, load } = cms();
    await cache.read('k', load);
    clock.advance(61_000);
    state.value = 'v2';
    state.delayMs = 20;
    const views = await Promise.all(Array.from({ length: 10 }, () => cache.read('k', load)));
    expect(views.map((view) => view.data)).toEqual(Array(10).fill('v1'));
    expect(views.every((view) => view.outcome === 'stale')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(state.calls).toBe(2);
    expect(await cache.read('k', load)).toEqual({ data: 'v2', outcome: 'hit' });
  });

  it('shares one fetch among concurrent views of a missing key', async () => {
    const { cache } = setup();
    const { state, load } = cms();
    state.delayMs = 20;
    const views = await Promise.all(Array.from({ length: 10 }, () => cache.read('k', load)));
    expect(views.map((view) => view.data)).toEqual(Array(10).fill('v1'));
    expect(state.calls).toBe(1);
  });

  it('past stale-while-revalidate, waits for the CMS and serves what it answers', async () => {
    const { cache, clock } = setup();
    const { state, load } = cms();
    await cache.read('k', load);
    clock.advance(60_000 + 300_000 + 1);
    state.value = 'v2';
    expect(await cache.read('k', load)).toEqual({ data: 'v2', outcome: 'miss' });
  });

  it('serves the old copy when the CMS fails (stale-if-error), up to its limit, then fails', async () => {
    const { cache, clock } = setup();
    const { state, load } = cms();
    await cache.read('k', load);
    state.fail = new Error('CMS down');
    clock.advance(60_000 + 300_000 + 1);
    expect(await cache.read('k', load)).toEqual({ data: 'v1', outcome: 'stale-if-error' });
    clock.advance(86_400_000);
    await expect(cache.read('k', load)).rejects.toThrow('CMS down');
  });

  it('a failed background refresh keeps the copy', async () => {
    const { cache, clock } = setup();
    const { state, load } = cms();
    await cache.read('k', load);
    clock.advance(61_000);
    state.fail = new Error('CMS down');
    expect((await cache.read('k', load)).data).toBe('v1');
    await flush();
    expect((await cache.read('k', load)).data).toBe('v1');
  });

  it('never replaces a good copy with an answer carrying errors, and hands that answer over when there is no copy', async () => {
    const { cache, clock } = setup();
    const { state, load } = cms();
    await cache.read('k', load);
    clock.advance(60_000 + 300_000 + 1);
    state.fail = new UncacheableAnswer({ data: null, errors: [{ message: 'boom' }] });
    expect(await cache.read('k', load)).toEqual({ data: 'v1', outcome: 'stale-if-error' });
    state.fail = null;
    state.value = 'v2';
    expect((await cache.read('k', load)).data).toBe('v2');

    const bad = new UncacheableAnswer({ data: { partial: true }, errors: [{ message: 'boom' }] });
    await expect(cache.read('new', async () => Promise.reject(bad))).rejects.toBe(bad);
    // Not cached: the next view asks again.
    expect(await cache.read('new', async () => 'good')).toEqual({ data: 'good', outcome: 'miss' });
  });

  it('fails when the CMS fails and there is no copy', async () => {
    const { cache } = setup();
    await expect(cache.read('k', async () => Promise.reject(new Error('timeout')))).rejects.toThrow('timeout');
    expect(cache.stats().entries).toBe(0);
  });

  it('stays within its size in bytes, dropping the least recently used', async () => {
    const big = 'x'.repeat(900);
    const maxBytes = 3 * heldBytes(JSON.stringify(big), 'a', []) + 100;
    const { cache } = setup({ ...POLICY, maxBytes });
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, async () => big);
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(maxBytes);
    expect(stats.entries).toBe(3);
    expect((await cache.read('a', async () => 'again')).outcome).toBe('miss');
  });

  it('forgets everything on purge', async () => {
    const { cache } = setup();
    const { state, load } = cms();
    await cache.read('k', load);
    cache.purge();
    state.value = 'v2';
    expect(await cache.read('k', load)).toEqual({ data: 'v2', outcome: 'miss' });
  });

  it('a view whose fetch a purge aborts asks again: it gets, and the cache keeps, the answer read after the purge', async () => {
    const { cache } = setup();
    const { state, load } = cms();
    state.delayMs = 20;
    const pending = cache.read('k', load);
    await flush();
    cache.purge();
    state.value = 'v2';
    expect(await pending).toEqual({ data: 'v2', outcome: 'miss' });
    expect(state.calls).toBe(2);
    expect(await cache.read('k', load)).toEqual({ data: 'v2', outcome: 'hit' });
  });

  it('gives up after three fetches aborted by purges in a row, storing nothing', async () => {
    const { cache } = setup();
    const { state, load } = cms();
    state.delayMs = 100; // every fetch is still under way at the next purge
    const pending = cache.read('k', load).catch((error: Error) => error);
    for (let purge = 0; purge < 3; purge += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      cache.purge();
    }
    expect(await pending).toBeInstanceOf(Error);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect([state.calls, cache.stats().entries]).toEqual([3, 0]);
  });

  it('counts hits, misses and stale answers', async () => {
    const { cache, clock } = setup();
    const { load } = cms();
    await cache.read('k', load);
    await cache.read('k', load);
    clock.advance(61_000);
    await cache.read('k', load);
    const stats = cache.stats();
    expect(stats).toMatchObject({ entries: 1, hits: 1, misses: 1, stale: 1 });
    expect(stats.hitRatio).toBeCloseTo(2 / 3);
  });
});
