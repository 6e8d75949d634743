// @ts-check
'use strict';
/**
 * Renders are bounded (docs/architecture.md "The edge"). A render costs tens of milliseconds of
 * this process's one JavaScript thread, which also serves every cached page; so:
 *
 * - at most `concurrency` visitors' renders at once (a page nobody has yet);
 * - behind them a queue of at most `queueLimit` visitors' renders; beyond it `run` refuses at once
 *   (BusyError: the caller serves a stale copy, or a 503 with Retry-After);
 * - beside them, one background render at a time (a stale or publish-marked page made anew while
 *   its copy serves): those a visitor asked for first (in the order asked), then a publish's (most
 *   recently viewed pages first). They go on whatever visitors' renders wait (a flood of new
 *   addresses cannot hold a publish back), and are paced: after one that took d ms the next waits
 *   d × (1 / duty − 1), so they take at most `dutyCycle` of the thread (`askedDutyCycle` for pages
 *   visitors are looking at), however many pages a publish marked.
 */

/**
 * A task started now; one that throws at once frees its slot like one that rejects.
 * @template T
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
function begin(task) {
  try {
    return Promise.resolve(task());
  } catch (error) {
    return Promise.reject(error);
  }
}

class BusyError extends Error {
  constructor() {
    super('Too many pages are being rendered');
    this.name = 'BusyError';
  }
}

class RenderPool {
  /**
   * @param {{ concurrency?: number, queueLimit?: number, dutyCycle?: number, askedDutyCycle?: number, now?: () => number }} [options]
   */
  constructor({ concurrency = 2, queueLimit = 32, dutyCycle = 0.3, askedDutyCycle = 0.6, now = Date.now } = {}) {
    const duty = (/** @type {number} */ value) => Math.min(1, Math.max(0.05, value));
    this.concurrency = Math.max(1, concurrency);
    this.queueLimit = Math.max(0, queueLimit);
    this.dutyCycle = duty(dutyCycle);
    this.askedDutyCycle = duty(Math.max(askedDutyCycle, dutyCycle));
    this.now = now;
    this.running = 0;
    this.backgroundRunning = false;
    /** @type {(() => void)[]} visitors' renders waiting for a slot */
    this.queue = [];
    /** @type {Map<string, () => Promise<unknown>>} background renders of pages visitors asked for, first asked first */
    this.urgent = new Map();
    /** @type {Map<string, () => Promise<unknown>>} other background renders (a publish's marks), in order */
    this.background = new Map();
    /** When the last background render ended, and how long it took (the pace of the next). */
    this.lastBackground = { endedAt: -Infinity, took: 0 };
    /** @type {NodeJS.Timeout | null} */
    this.timer = null;
    this.counts = { rendered: 0, background: 0, refused: 0 };
  }

  /**
   * Runs a visitor's render when a slot is free (at once, or after those queued before it).
   * @template T
   * @param {() => Promise<T>} task
   * @returns {Promise<T>}
   */
  run(task) {
    if (this.running >= this.concurrency && this.queue.length >= this.queueLimit) {
      this.counts.refused += 1;
      return Promise.reject(new BusyError());
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        this.running += 1;
        this.counts.rendered += 1;
        begin(task)
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.pump();
          });
      };
      if (this.running < this.concurrency) start();
      else this.queue.push(start);
    });
  }

  /**
   * Schedules a background render of `key` for a visitor who was served its stale copy (once,
   * however often asked): ahead of the renders a publish queued.
   * @param {string} key
   * @param {() => Promise<unknown>} task
   */
  schedule(key, task) {
    if (this.urgent.has(key)) return;
    this.background.delete(key);
    this.urgent.set(key, task);
    this.pump();
  }

  /**
   * Schedules `key` behind the others (a publish marking many pages: most recently used first, in
   * the order given).
   * @param {string} key
   * @param {() => Promise<unknown>} task
   */
  append(key, task) {
    if (!this.urgent.has(key) && !this.background.has(key)) this.background.set(key, task);
    this.pump();
  }

  /**
   * Forgets a background render not yet started (its page left the cache).
   * @param {string} key
   */
  cancel(key) {
    this.urgent.delete(key);
    this.background.delete(key);
  }

  /** @param {string} key */
  isScheduled(key) {
    return this.urgent.has(key) || this.background.has(key);
  }

  pump() {
    while (this.queue.length && this.running < this.concurrency) this.queue.shift()?.();
    if (this.backgroundRunning || this.urgent.size + this.background.size === 0) return;
    const from = this.urgent.size ? this.urgent : this.background;
    const duty = from === this.urgent ? this.askedDutyCycle : this.dutyCycle;
    const wait = this.lastBackground.endedAt + this.lastBackground.took * (1 / duty - 1) - this.now();
    if (wait > 0) {
      if (!this.timer)
        this.timer = setTimeout(() => {
          this.timer = null;
          this.pump();
        }, wait).unref();
      return;
    }
    const [key, task] = from.entries().next().value ?? [];
    if (!key || !task) return;
    from.delete(key);
    this.backgroundRunning = true;
    this.counts.background += 1;
    const started = this.now();
    begin(task)
      .catch(() => undefined)
      .finally(() => {
        this.lastBackground = { endedAt: this.now(), took: this.now() - started };
        this.backgroundRunning = false;
        this.pump();
      });
  }

  stats() {
    return {
      rendering: this.running,
      backgroundRendering: this.backgroundRunning ? 1 : 0,
      queued: this.queue.length,
      backgroundQueued: this.urgent.size + this.background.size,
      ...this.counts,
    };
  }
}

module.exports = { RenderPool, BusyError };
