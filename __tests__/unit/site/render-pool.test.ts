import { BusyError, RenderPool } from '@/lib/page-cache/render-pool';

/**
 * Tasks a test finishes by hand: each records when it started and ended, and how many ran at once.
 * Without fake timers the pool's clock is held still (`now: () => 0`), so pacing never waits.
 */
function harness() {
  const started: string[] = [];
  const finishes = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const state = { active: 0, peak: 0 };
  const task = (name: string) => () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      state.active += 1;
      state.peak = Math.max(state.peak, state.active);
      const done = () => {
        state.active -= 1;
        finishes.delete(name);
      };
      finishes.set(name, {
        resolve: () => (done(), resolve(name)),
        reject: (error) => (done(), reject(error)),
      });
    });
  /** Lets the pool's promise callbacks run (it starts what is next from them). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const finish = async (name: string) => {
    const handle = finishes.get(name);
    if (!handle) throw new Error(`${name} is not running`);
    handle.resolve();
    await settle();
  };
  const fail = async (name: string) => {
    finishes.get(name)!.reject(new Error(`${name} failed`));
    await settle();
  };
  const running = () => [...finishes.keys()];
  return { started, state, task, settle, finish, fail, running };
}

const stillClock = () => 0;

describe('RenderPool: visitors’ renders', () => {
  it('never runs more than `concurrency` at once, and uses every slot', async () => {
    const pool = new RenderPool({ concurrency: 3, queueLimit: 100, now: stillClock });
    const h = harness();
    const names = Array.from({ length: 10 }, (_, n) => `v${n}`);
    const results = names.map((name) => pool.run(h.task(name)));
    await h.settle();
    expect(h.running()).toEqual(['v0', 'v1', 'v2']);
    // Finish out of order; a freed slot is taken at once.
    for (const name of ['v1', 'v0', 'v3', 'v2', 'v5', 'v4', 'v6', 'v8', 'v7', 'v9']) {
      expect(h.state.active).toBeLessThanOrEqual(3);
      await h.finish(name);
    }
    expect(h.state.peak).toBe(3);
    await expect(Promise.all(results)).resolves.toEqual(names);
  });

  it('starts queued visitors in the order they came, as slots free', async () => {
    const pool = new RenderPool({ concurrency: 2, queueLimit: 10, now: stillClock });
    const h = harness();
    for (const name of ['a', 'b', 'c', 'd', 'e']) void pool.run(h.task(name));
    await h.settle();
    expect(h.started).toEqual(['a', 'b']);
    await h.finish('b');
    expect(h.started).toEqual(['a', 'b', 'c']);
    await h.finish('a');
    expect(h.started).toEqual(['a', 'b', 'c', 'd']);
    await h.finish('d');
    expect(h.started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(pool.stats()).toMatchObject({ rendering: 2, queued: 0 });
  });

  it('refuses at once (BusyError) beyond its queue, without starting the task, and accepts again once there is room', async () => {
    const pool = new RenderPool({ concurrency: 2, queueLimit: 3, now: stillClock });
    const h = harness();
    const accepted = ['a', 'b', 'c', 'd', 'e'].map((name) => pool.run(h.task(name)));
    await h.settle();
    expect(pool.stats()).toMatchObject({ rendering: 2, queued: 3 });

    let refusedTaskRan = false;
    const refused = pool.run(async () => {
      refusedTaskRan = true;
    });
    // Settled before anything running has finished.
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    expect(refusedTaskRan).toBe(false);
    expect(pool.stats()).toMatchObject({ rendering: 2, queued: 3, refused: 1 });

    await h.finish('a');
    expect(pool.stats().queued).toBe(2);
    const later = pool.run(h.task('f'));
    expect(pool.stats().queued).toBe(3);
    for (const name of ['b', 'c', 'd', 'e', 'f']) await h.finish(name);
    await expect(Promise.all([...accepted, later])).resolves.toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('with no queue, refuses the next visitor while every slot is busy', async () => {
    const pool = new RenderPool({ concurrency: 1, queueLimit: 0, now: stillClock });
    const h = harness();
    void pool.run(h.task('a'));
    await expect(pool.run(h.task('b'))).rejects.toBeInstanceOf(BusyError);
    await h.finish('a');
    const next = pool.run(h.task('c'));
    await h.settle();
    await h.finish('c');
    await expect(next).resolves.toBe('c');
    expect(h.started).toEqual(['a', 'c']);
  });

  it('frees the slot of a failed task, gives its caller the error, and starts the next', async () => {
    const pool = new RenderPool({ concurrency: 1, queueLimit: 5, now: stillClock });
    const h = harness();
    const first = pool.run(h.task('a'));
    const second = pool.run(h.task('b'));
    await h.settle();
    await h.fail('a');
    await expect(first).rejects.toThrow('a failed');
    expect(h.running()).toEqual(['b']);
    await h.finish('b');
    await expect(second).resolves.toBe('b');
    expect(pool.stats()).toMatchObject({ rendering: 0, queued: 0 });
  });

  it('frees the slot of a task that throws before returning its promise', async () => {
    const pool = new RenderPool({ concurrency: 1, queueLimit: 5, now: stillClock });
    const h = harness();
    const throwing = (): Promise<string> => {
      throw new Error('thrown at once');
    };
    await expect(pool.run(throwing)).rejects.toThrow('thrown at once');
    void pool.run(h.task('b'));
    await h.settle();
    expect(h.running()).toEqual(['b']);
    expect(pool.stats().rendering).toBe(1);
  });
});

describe('RenderPool: background renders', () => {
  it('runs them one at a time, in a lane of their own beside the visitors’ renders', async () => {
    const pool = new RenderPool({ concurrency: 2, queueLimit: 10, now: stillClock });
    const h = harness();
    void pool.run(h.task('v0'));
    void pool.run(h.task('v1'));
    pool.append('p1', h.task('p1'));
    pool.append('p2', h.task('p2'));
    pool.schedule('s1', h.task('s1'));
    await h.settle();
    // The visitors' two slots are full; the background lane runs one of its own (the first queued).
    expect(h.running()).toEqual(['v0', 'v1', 'p1']);
    expect(pool.stats()).toMatchObject({ rendering: 2, backgroundRendering: 1 });
    await h.finish('v0');
    await h.finish('v1');
    // Slots are free, yet the next background render waits for this one.
    expect(h.running()).toEqual(['p1']);
    await h.finish('p1');
    // The page a visitor asked for goes before the publish's other marks.
    expect(h.running()).toEqual(['s1']);
    await h.finish('s1');
    expect(h.running()).toEqual(['p2']);
    await h.finish('p2');
    expect(pool.stats()).toMatchObject({ rendering: 0, backgroundRendering: 0, backgroundQueued: 0, background: 3 });
  });

  it('never takes a visitor’s slot: visitors still get `concurrency` renders at once', async () => {
    const pool = new RenderPool({ concurrency: 2, queueLimit: 10, now: stillClock });
    const h = harness();
    pool.schedule('s1', h.task('s1'));
    await h.settle();
    for (const name of ['v1', 'v2', 'v3']) void pool.run(h.task(name));
    expect(h.running()).toEqual(['s1', 'v1', 'v2']);
    await h.finish('s1');
    expect(h.running()).toEqual(['v1', 'v2']);
    await h.finish('v1');
    expect(h.running()).toEqual(['v2', 'v3']);
  });

  it('goes on while visitors wait for a slot: a flood of new addresses cannot hold a publish back', async () => {
    const pool = new RenderPool({ concurrency: 1, queueLimit: 10, now: stillClock });
    const h = harness();
    void pool.run(h.task('v1'));
    void pool.run(h.task('v2'));
    pool.schedule('s1', h.task('s1'));
    pool.append('p1', h.task('p1'));
    await h.settle();
    expect(h.running()).toEqual(['v1', 's1']);
    await h.finish('s1');
    expect(h.running()).toEqual(['v1', 'p1']);
    await h.finish('v1');
    expect(h.running()).toEqual(['p1', 'v2']);
  });

  it('runs a page a visitor asked for (schedule) before a publish’s marks (append), and the marks in the order given', async () => {
    const pool = new RenderPool({ concurrency: 1, queueLimit: 10, now: stillClock });
    const h = harness();
    pool.append('p0', h.task('p0'));
    for (const name of ['p1', 'p2', 'p3']) pool.append(name, h.task(name));
    pool.schedule('s1', h.task('s1'));
    // Asked for by a visitor after a publish marked it: it moves ahead.
    pool.schedule('p3', h.task('p3'));
    await h.finish('p0');
    for (const name of ['s1', 'p3', 'p1', 'p2']) {
      expect(h.running()).toEqual([name]);
      await h.finish(name);
    }
    expect(h.started).toEqual(['p0', 's1', 'p3', 'p1', 'p2']);
  });

  it('schedules a key once, however often it is asked for, until it runs; a page that left the cache is forgotten', async () => {
    const pool = new RenderPool({ concurrency: 1, queueLimit: 10, now: stillClock });
    const h = harness();
    const calls = { first: 0, again: 0 };
    pool.append('busy', h.task('busy'));
    pool.schedule('k', () => ((calls.first += 1), h.task('k')()));
    pool.schedule('k', () => ((calls.again += 1), h.task('k again')()));
    pool.append('k', () => ((calls.again += 1), h.task('k again')()));
    pool.append('m', h.task('m'));
    pool.append('m', h.task('m again'));
    pool.append('gone', h.task('gone'));
    pool.cancel('gone');
    expect(pool.isScheduled('k')).toBe(true);
    expect(pool.stats().backgroundQueued).toBe(2);
    await h.finish('busy');
    expect(pool.isScheduled('k')).toBe(false);
    await h.finish('k');
    await h.finish('m');
    await h.settle();
    expect(h.started).toEqual(['busy', 'k', 'm']);
    expect(calls).toEqual({ first: 1, again: 0 });
    // Once it has run, a new staleness schedules it again.
    pool.schedule('k', h.task('k 2'));
    await h.settle();
    expect(h.running()).toEqual(['k 2']);
  });

  it('goes on after a failed background render, and nobody gets its error', async () => {
    const pool = new RenderPool({ concurrency: 1, queueLimit: 10, now: stillClock });
    const h = harness();
    pool.append('p1', h.task('p1'));
    pool.append('p2', h.task('p2'));
    await h.settle();
    await h.fail('p1');
    expect(h.running()).toEqual(['p2']);
    await h.finish('p2');
    const visitor = pool.run(h.task('v1'));
    expect(h.running()).toEqual(['v1']);
    await h.finish('v1');
    await expect(visitor).resolves.toBe('v1');
  });

  it('goes on after a background task that throws before returning its promise', async () => {
    const pool = new RenderPool({ concurrency: 1, queueLimit: 10, now: stillClock });
    const h = harness();
    const throwing = (): Promise<void> => {
      throw new Error('thrown at once');
    };
    expect(() => pool.append('p1', throwing)).not.toThrow();
    pool.append('p2', h.task('p2'));
    await h.settle();
    expect(h.running()).toEqual(['p2']);
  });
});

/**
 * Pacing, on jest's fake timers: they drive both the pool's setTimeout and Date.now, which is the
 * clock the pool is given, so a test moves time and the pool sees it move.
 */
describe('RenderPool: pacing background renders', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  /** A task that takes `ms` of (fake) time, recording when it started. */
  function timed(starts: Record<string, number>, name: string, ms: number) {
    return () =>
      new Promise<void>((resolve) => {
        starts[name] = Date.now();
        setTimeout(resolve, ms);
      });
  }

  it.each([
    // dutyCycle, how long the first took, how long the next must wait after it
    [0.25, 100, 300],
    [0.5, 40, 40],
    [0.2, 10, 40],
    [1, 50, 0],
  ])('with dutyCycle %s, after a render of %s ms the next waits %s ms', async (dutyCycle, took, wait) => {
    const pool = new RenderPool({ concurrency: 2, queueLimit: 10, dutyCycle, now: () => Date.now() });
    const starts: Record<string, number> = {};
    const t0 = Date.now();
    pool.append('p1', timed(starts, 'p1', took));
    pool.append('p2', timed(starts, 'p2', 10));
    // The first starts at once: nothing ran before it.
    expect(starts.p1).toBe(t0);
    await jest.advanceTimersByTimeAsync(took);
    if (wait > 0) {
      await jest.advanceTimersByTimeAsync(wait - 1);
      expect(starts.p2).toBeUndefined();
    }
    await jest.advanceTimersByTimeAsync(1);
    expect(starts.p2).toBe(t0 + took + wait);
  });

  it('paces a page a visitor asked for (schedule) at its own, faster duty, and never holds a visitor back', async () => {
    const pool = new RenderPool({
      concurrency: 2,
      queueLimit: 10,
      dutyCycle: 0.25,
      askedDutyCycle: 0.5,
      now: () => Date.now(),
    });
    const starts: Record<string, number> = {};
    const t0 = Date.now();
    pool.append('p1', timed(starts, 'p1', 200));
    await jest.advanceTimersByTimeAsync(200);
    pool.schedule('s1', timed(starts, 's1', 10));
    const visitor = pool.run(timed(starts, 'v1', 50));
    expect(starts.v1).toBe(t0 + 200);
    // 200 ms of render at a duty of 0.5: 200 ms of rest (a publish's next would rest 600 ms).
    await jest.advanceTimersByTimeAsync(199);
    expect(starts.s1).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(starts.s1).toBe(t0 + 400);
    await expect(visitor).resolves.toBeUndefined();
  });
});
