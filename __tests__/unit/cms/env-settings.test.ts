import { given, settings } from '../../../cms/src/lib/env-defaults';

describe('the CMS’s settings: empty means the documented default', () => {
  // Strapi's env(): '' for a variable that is present and empty (as `NAME=` in a .env makes it).
  const strapiEnv = (values: Record<string, string>) => (name: string, fallback?: string) =>
    name in values ? values[name] : fallback;

  it.each([undefined, '', ' ', '\t'])('%j is no value', (value) => {
    expect(given(value)).toBeUndefined();
  });

  it('reads strings, whole numbers and booleans, the default when unset or empty', () => {
    for (const source of [strapiEnv({ A: '', N: '', B: '' }), {}, { A: ' ', N: ' ', B: ' ' }]) {
      const setting = settings(source);
      expect([setting('A'), setting('A', 'x'), setting.int('N', 1337), setting.bool('B', true)]).toEqual([
        undefined,
        'x',
        1337,
        true,
      ]);
    }
    const setting = settings(strapiEnv({ A: 'value', N: ' 8080 ', B: 'false', T: 'true' }));
    expect([setting('A', 'x'), setting.int('N', 1337), setting.bool('B', true), setting.bool('T', false)]).toEqual([
      'value',
      8080,
      false,
      true,
    ]);
  });

  it('stops on a number that is none, naming the variable', () => {
    expect(() => settings({ CMS_PORT: 'http' }).int('CMS_PORT', 1337)).toThrow(
      'CMS_PORT must be a whole number (it is "http")',
    );
    expect(() => settings({ CMS_PORT: '1.5' }).int('CMS_PORT', 1337)).toThrow(/CMS_PORT/);
  });
});
