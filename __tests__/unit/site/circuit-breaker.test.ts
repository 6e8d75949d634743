import { CircuitBreaker, CircuitOpenError } from '@/lib/cms/circuit-breaker';

function setup() {
  let now = 0;
  const breaker = new CircuitBreaker({ failureThreshold: 3, openMs: 10_000 }, () => now);
  return { breaker, advance: (ms: number) => void (now += ms) };
}
const fail = () => Promise.reject(new Error('down'));
const ok = () => Promise.resolve('ok');

describe('circuit breaker', () => {
  it('stays closed through fewer consecutive failures than the threshold', async () => {
    const { breaker } = setup();
    for (let i = 0; i < 2; i += 1) await expect(breaker.run(fail)).rejects.toThrow('down');
    await expect(breaker.run(ok)).resolves.toBe('ok');
    for (let i = 0; i < 2; i += 1) await expect(breaker.run(fail)).rejects.toThrow('down');
    expect(breaker.state).toBe('closed');
  });

  it('opens after the threshold and refuses at once, saying when to retry', async () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) await expect(breaker.run(fail)).rejects.toThrow('down');
    expect(breaker.state).toBe('open');
    let called = false;
    const refused = breaker.run(async () => {
      called = true;
      return 'x';
    });
    await expect(refused).rejects.toBeInstanceOf(CircuitOpenError);
    expect(called).toBe(false);
    advance(2_500);
    expect(breaker.retryAfterSeconds()).toBe(8);
  });

  it('lets one probe through when half-open: success closes, failure opens again', async () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) await breaker.run(fail).catch(() => undefined);
    advance(10_000);
    expect(breaker.state).toBe('half-open');
    let release: (value: string) => void = () => undefined;
    const probe = breaker.run(() => new Promise<string>((resolve) => (release = resolve)));
    // While the probe runs, others are refused.
    await expect(breaker.run(ok)).rejects.toBeInstanceOf(CircuitOpenError);
    release('ok');
    await expect(probe).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');

    for (let i = 0; i < 3; i += 1) await breaker.run(fail).catch(() => undefined);
    advance(10_000);
    await expect(breaker.run(fail)).rejects.toThrow('down');
    expect(breaker.state).toBe('open');
    expect(breaker.retryAfterSeconds()).toBe(10);
  });

  it('counts a result the caller calls a failure (a 5xx answer)', async () => {
    const { breaker } = setup();
    for (let i = 0; i < 3; i += 1)
      await breaker.run(
        async () => ({ status: 503 }),
        (result) => result.status >= 500,
      );
    expect(breaker.state).toBe('open');
  });
});
