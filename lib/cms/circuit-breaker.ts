/**
 * Stops sending requests to a CMS that keeps failing, so a visitor whose page is not cached gets
 * the brand's 503 at once instead of waiting out a timeout per query
 * (docs/architecture.md "The request path"). After `failureThreshold` consecutive failures the circuit opens for `openMs`; then one
 * request is let through as a probe (half-open): its success closes the circuit, its failure opens
 * it again. Successes in between reset the count.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitOptions {
  failureThreshold: number;
  openMs: number;
}

/** The circuit refused the call: the CMS is known to be failing. */
export class CircuitOpenError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`The CMS is failing; not asking it again for ${retryAfterSeconds} s`);
    this.name = 'CircuitOpenError';
  }
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private probing = false;
  /** Told of every change of state (lib/cms/process-state logs and counts them). */
  private listeners: ((to: CircuitState, failures: number) => void)[] = [];

  constructor(
    readonly options: CircuitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.options.openMs ? 'half-open' : 'open';
  }

  /** Seconds until a probe may go through (at least 1 while not closed). */
  retryAfterSeconds(): number {
    if (this.openedAt === null) return 0;
    return Math.max(1, Math.ceil((this.openedAt + this.options.openMs - this.now()) / 1000));
  }

  /** `listener` learns each change: open (after the failures), half-open (a probe goes), closed (it answered). */
  onChange(listener: (to: CircuitState, failures: number) => void) {
    this.listeners.push(listener);
  }

  private changed(to: CircuitState) {
    for (const listener of this.listeners) listener(to, this.failures);
  }

  /**
   * Runs `call` unless the circuit refuses it. `failed` tells a failed result from a good one (a
   * thrown error always counts as a failure).
   */
  async run<T>(call: () => Promise<T>, failed: (result: T) => boolean = () => false): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.probing))
      throw new CircuitOpenError(this.retryAfterSeconds());
    const probe = state === 'half-open';
    if (probe) {
      this.probing = true;
      this.changed('half-open');
    }
    try {
      const result = await call();
      if (failed(result)) this.recordFailure();
      else this.recordSuccess();
      return result;
    } catch (error) {
      this.recordFailure();
      throw error;
    } finally {
      if (probe) this.probing = false;
    }
  }

  private recordSuccess() {
    const wasOpen = this.openedAt !== null;
    this.failures = 0;
    this.openedAt = null;
    if (wasOpen) this.changed('closed');
  }

  private recordFailure() {
    const before = this.state;
    this.failures += 1;
    if (this.openedAt !== null || this.failures >= this.options.failureThreshold) {
      this.openedAt = this.now();
      if (before !== 'open') this.changed('open');
    }
  }
}
