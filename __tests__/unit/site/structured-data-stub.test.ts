import * as real from '@/lib/seo/structured-data';
import * as stub from '@/lib/stubs/structured-data';

/**
 * The browser's lib/seo/structured-data is a stub (lib/stubs/structured-data.js, next.config.js):
 * it must export every function the real module does (a missing one is undefined at run time in
 * the browser), and build nothing.
 */
describe('the browser’s structured-data stub', () => {
  const functions = (module: object) =>
    Object.entries(module)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();

  it('exports every function of lib/seo/structured-data', () => {
    expect(functions(stub)).toEqual(functions(real));
  });

  it('builds no structured data', () => {
    for (const name of functions(stub)) {
      const build = (stub as unknown as Record<string, () => unknown>)[name];
      expect([null, '']).toContain(build());
    }
  });
});
