import fs from 'fs';
import path from 'path';
import { randomBytes } from 'crypto';
import {
  DEMO_ADMIN_PASSWORD,
  MIN_ADMIN_PASSWORD_LENGTH,
  PRODUCTION_SECRETS,
  isProduction,
  productionSecretProblems,
  secret,
} from '../../../cms/src/lib/env-defaults';

const generated = () => randomBytes(32).toString('base64url');
const SECRETS = Object.keys(PRODUCTION_SECRETS) as (keyof typeof PRODUCTION_SECRETS)[];
/** Production with a generated value for every secret: nothing to refuse. */
const goodEnv = (mode: Record<string, string> = { NODE_ENV: 'production' }) => ({
  ...mode,
  ...Object.fromEntries(
    SECRETS.map((name) => [name, name === 'APP_KEYS' ? `${generated()},${generated()}` : generated()]),
  ),
});
const HOW_TO =
  /generate one with `npm run secrets` \(writes a \.env with fresh values\) or `node -e "console\.log\(require\('crypto'\)\.randomBytes\(32\)\.toString\('base64url'\)\)"`/;

describe('the CMS refuses production with a missing or published secret', () => {
  it('checks every secret with a published demo value', () => {
    expect([...SECRETS].sort()).toEqual(
      [
        'ADMIN_JWT_SECRET',
        'API_TOKEN_SALT',
        'APP_KEYS',
        'CMS_NEWSLETTER_TOKEN',
        'CMS_PREVIEW_TOKEN',
        'ENCRYPTION_KEY',
        'JWT_SECRET',
        'PREVIEW_SECRET',
        'REVALIDATE_SECRET',
        'TRANSFER_TOKEN_SALT',
      ].sort(),
    );
    expect(productionSecretProblems(goodEnv())).toEqual([]);
  });

  describe.each(SECRETS)('%s', (name) => {
    it.each([
      ['unset', undefined],
      ['empty', ''],
      ['blank', '   '],
    ])('refuses it %s, saying how to generate one', (_label, value) => {
      const [problem, ...others] = productionSecretProblems({ ...goodEnv(), [name]: value });
      expect(others).toEqual([]);
      expect(problem).toMatch(new RegExp(`^${name} is not set; `));
      expect(problem).toMatch(HOW_TO);
    });

    // APP_KEYS: the demo list, and each demo key among generated ones.
    const demoValues =
      name === 'APP_KEYS'
        ? [PRODUCTION_SECRETS.APP_KEYS.join(','), ...PRODUCTION_SECRETS.APP_KEYS.map((key) => `<generated>,${key}`)]
        : PRODUCTION_SECRETS[name];
    it.each(demoValues)('refuses the demo value %s', (demoValue) => {
      const demo = demoValue.replace('<generated>', generated());
      expect(productionSecretProblems({ ...goodEnv(), [name]: demo })).toEqual([
        expect.stringMatching(new RegExp(`^${name} is the published demo value; `)),
      ]);
    });

    it('accepts a generated value', () => {
      expect(
        productionSecretProblems({
          ...goodEnv(),
          [name]: name === 'APP_KEYS' ? `${generated()},${generated()}` : generated(),
        }),
      ).toEqual([]);
    });

    it('refuses nothing outside production', () => {
      for (const mode of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test', ENVIRONMENT: 'staging' }]) {
        expect(productionSecretProblems({ ...mode, [name]: undefined })).toEqual([]);
        expect(productionSecretProblems({ ...mode, [name]: PRODUCTION_SECRETS[name].join(',') })).toEqual([]);
      }
    });
  });

  it('is production when NODE_ENV or ENVIRONMENT says so', () => {
    expect(isProduction({ NODE_ENV: 'production' })).toBe(true);
    expect(isProduction({ ENVIRONMENT: 'production' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'development', ENVIRONMENT: 'production' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'development', ENVIRONMENT: 'staging' })).toBe(false);
    expect(productionSecretProblems({ ...goodEnv({ ENVIRONMENT: 'production' }), JWT_SECRET: undefined })).toHaveLength(
      1,
    );
  });

  it('lists every problem at once', () => {
    expect(productionSecretProblems({ NODE_ENV: 'production' })).toHaveLength(SECRETS.length);
  });

  it('refuses the demo values .env.example publishes', () => {
    const example = Object.fromEntries(
      fs
        .readFileSync(path.join(__dirname, '../../../.env.example'), 'utf8')
        .split('\n')
        .flatMap((line) =>
          /^[A-Z_]+=/.test(line) ? [[line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]] : [],
        ),
    );
    const problems = productionSecretProblems({ ...example, NODE_ENV: 'production' }).join('\n');
    for (const name of SECRETS)
      expect(problems).toMatch(new RegExp(`^${name} is (the published demo value|not set)`, 'm'));
  });
});

describe('an admin account asked for in production', () => {
  const withAdmin = (password: string | undefined) => ({
    ...goodEnv(),
    CMS_ADMIN_EMAIL: 'admin@example.org',
    CMS_ADMIN_PASSWORD: password,
  });

  it('refuses the demo password', () => {
    expect(productionSecretProblems(withAdmin(DEMO_ADMIN_PASSWORD))).toEqual([
      expect.stringMatching(/^CMS_ADMIN_PASSWORD is the published demo password/),
    ]);
  });

  it(`refuses a password shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters`, () => {
    expect(productionSecretProblems(withAdmin('Short-Pass-123'))).toEqual([
      expect.stringMatching(/^CMS_ADMIN_PASSWORD is shorter than 16 characters/),
    ]);
  });

  it('accepts a long password of its own', () => {
    expect(productionSecretProblems(withAdmin(generated()))).toEqual([]);
    expect(productionSecretProblems(withAdmin('x'.repeat(MIN_ADMIN_PASSWORD_LENGTH)))).toEqual([]);
  });

  it('asks nothing when no account is asked for (no e-mail), nor outside production', () => {
    expect(productionSecretProblems({ ...goodEnv(), CMS_ADMIN_PASSWORD: generated() })).toEqual([]);
    expect(
      productionSecretProblems({ ...goodEnv(), CMS_ADMIN_EMAIL: '', CMS_ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD }),
    ).toEqual([]);
    expect(
      productionSecretProblems({ CMS_ADMIN_EMAIL: 'editor@example.com', CMS_ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD }),
    ).toEqual([]);
  });
});

describe('secret() (the config files: every entry point, `strapi start` included)', () => {
  const saved = { NODE_ENV: process.env.NODE_ENV, ENVIRONMENT: process.env.ENVIRONMENT };
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  const reader = (values: Record<string, string>) => (name: string) => values[name];

  it('gives the local default outside production', () => {
    Object.assign(process.env, { NODE_ENV: 'development' });
    delete process.env.ENVIRONMENT;
    expect(secret(reader({}), 'JWT_SECRET')).toBe('local-users-permissions-jwt-secret');
  });

  it.each([{ NODE_ENV: 'production' }, { NODE_ENV: 'development', ENVIRONMENT: 'production' }])(
    'refuses a missing or demo value in production (%o)',
    (mode) => {
      Object.assign(process.env, mode);
      expect(() => secret(reader({}), 'JWT_SECRET')).toThrow(
        /^JWT_SECRET is not set; generate one with `npm run secrets`/,
      );
      expect(() => secret(reader({ APP_KEYS: `${generated()},local-app-key-2` }), 'APP_KEYS')).toThrow(
        /^APP_KEYS is the published demo value/,
      );
      const real = generated();
      expect(secret(reader({ JWT_SECRET: real }), 'JWT_SECRET')).toBe(real);
    },
  );
});
