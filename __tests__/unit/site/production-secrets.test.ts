import {
  DEMO_VALUES,
  MIN_LENGTH,
  assertProductionSecrets,
  productionSecretProblems,
} from '@/lib/security/production-secrets';
import { productionEnv } from '@/scripts/secrets';
import fs from 'fs';
import path from 'path';
import { randomBytes } from 'crypto';

const generated = () => randomBytes(32).toString('base64url');
const goodEnv = () => ({
  ENVIRONMENT: 'production',
  PREVIEW_SECRET: generated(),
  CMS_PREVIEW_TOKEN: generated(),
  CMS_NEWSLETTER_TOKEN: generated(),
  REVALIDATE_SECRET: generated(),
});
const SECRETS = Object.keys(DEMO_VALUES) as (keyof typeof DEMO_VALUES)[];

describe('the site refuses production with a missing or demo secret', () => {
  it('names every secret it checks', () => {
    expect(SECRETS.sort()).toEqual([
      'CMS_NEWSLETTER_TOKEN',
      'CMS_PREVIEW_TOKEN',
      'PREVIEW_SECRET',
      'REVALIDATE_SECRET',
    ]);
  });

  describe.each(SECRETS)('%s', (name) => {
    it('refuses it unset', () => {
      expect(productionSecretProblems({ ...goodEnv(), [name]: undefined })).toEqual([
        expect.stringMatching(new RegExp(`^${name} is not set; generate one with \`npm run secrets\``)),
      ]);
      expect(productionSecretProblems({ ...goodEnv(), [name]: '   ' })).toHaveLength(1);
    });

    it.each(DEMO_VALUES[name])('refuses the published demo value %s', (demo) => {
      expect(productionSecretProblems({ ...goodEnv(), [name]: demo })).toEqual([
        expect.stringContaining(`${name} is the published demo value`),
      ]);
    });

    it('refuses a value shorter than the minimum length', () => {
      expect(productionSecretProblems({ ...goodEnv(), [name]: 'x'.repeat(MIN_LENGTH - 1) })).toEqual([
        expect.stringContaining(`${name} is shorter than ${MIN_LENGTH}`),
      ]);
    });

    it('accepts a generated value', () => {
      expect(productionSecretProblems({ ...goodEnv(), [name]: generated() })).toEqual([]);
    });
  });

  it('lists every problem at once, and says nothing outside production', () => {
    expect(() =>
      assertProductionSecrets({ ENVIRONMENT: 'production', PREVIEW_SECRET: 'local-preview-secret' }),
    ).toThrow(/PREVIEW_SECRET[^]*CMS_PREVIEW_TOKEN/);
    for (const environment of ['development', 'staging', undefined]) {
      expect(productionSecretProblems({ ENVIRONMENT: environment, PREVIEW_SECRET: 'local-preview-secret' })).toEqual(
        [],
      );
    }
  });

  it('the demo .env.example is refused in production as it stands', () => {
    const example = Object.fromEntries(
      fs
        .readFileSync(path.join(__dirname, '../../../.env.example'), 'utf8')
        .split('\n')
        .flatMap((line) =>
          /^[A-Z_]+=/.test(line) ? [[line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]] : [],
        ),
    );
    expect(productionSecretProblems({ ...example, ENVIRONMENT: 'production' })).toHaveLength(SECRETS.length);
  });
});

describe('npm run secrets', () => {
  const template = fs.readFileSync(path.join(__dirname, '../../../.env.example'), 'utf8');
  const parse = (text: string) =>
    Object.fromEntries(
      text
        .split('\n')
        .flatMap((line) =>
          /^[A-Z_]+=/.test(line) ? [[line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]] : [],
        ),
    );

  it('writes a .env the site accepts in production: fresh secrets, no demo account, no demo seed', () => {
    const env = parse(productionEnv(template));
    expect(env.ENVIRONMENT).toBe('production');
    expect(productionSecretProblems(env)).toEqual([]);
    expect(env.CMS_ADMIN_EMAIL).toBe('');
    expect(env.CMS_ADMIN_PASSWORD).not.toBe('Editor-Demo-2026');
    // Strapi's rule for admin passwords, so setting CMS_ADMIN_EMAIL is enough to get a first admin.
    expect(env.CMS_ADMIN_PASSWORD).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{16,}$/);
    expect(env.SEED_ON_EMPTY).toBe('false');
    expect(env.APP_KEYS.split(',')).toHaveLength(4);
  });

  it('never writes the same secret twice, nor a value from .env.example', () => {
    const first = parse(productionEnv(template));
    const second = parse(productionEnv(template));
    const example = parse(template);
    for (const name of [
      'PREVIEW_SECRET',
      'CMS_PREVIEW_TOKEN',
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
    ]) {
      expect(first[name]).not.toBe(example[name]);
      expect(first[name]).not.toBe(second[name]);
      expect(first[name].length).toBeGreaterThanOrEqual(MIN_LENGTH);
    }
  });
});
