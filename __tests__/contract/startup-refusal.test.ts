/**
 * Production refuses to start with a secret that is missing or has a published demo value, before
 * Strapi loads (issue: production safety). Each case runs the real `npm run cms` entry point,
 * cms/scripts/start.js. The contract tier's own CMS, started in production mode with generated
 * secrets, is the proof that real values start.
 */
import { spawnSync } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { PRODUCTION_SECRETS } from '../../cms/src/lib/env-defaults';

const startScript = path.join(__dirname, '..', '..', 'cms', 'scripts', 'start.js');
const generated = () => randomBytes(32).toString('base64url');
const SECRETS = Object.keys(PRODUCTION_SECRETS) as (keyof typeof PRODUCTION_SECRETS)[];

let workDir: string;
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-refusal-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/**
 * Runs start.js in production with every secret generated, then `overrides`. Every variable is
 * given, empty when "unset": the root .env (which start.js loads) never overrides what is set.
 */
function startCms(overrides: Record<string, string>, mode: Record<string, string> = { NODE_ENV: 'production' }) {
  const database = path.join(workDir, `${generated().slice(0, 8)}.db`);
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: '',
    ENVIRONMENT: '',
    ...mode,
    ...Object.fromEntries(
      SECRETS.map((name) => [name, name === 'APP_KEYS' ? `${generated()},${generated()}` : generated()]),
    ),
    CMS_ADMIN_EMAIL: '',
    CMS_ADMIN_PASSWORD: '',
    DATABASE_URL: '',
    DATABASE_FILENAME: database,
    CMS_HOST: '127.0.0.1',
    CMS_PORT: '1',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...overrides,
  };
  const started = performance.now();
  const result = spawnSync(process.execPath, [startScript], {
    cwd: path.dirname(path.dirname(startScript)),
    // Next's types narrow NODE_ENV; this test sets it to '' and 'production' on purpose.
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return {
    code: result.status,
    output: `${result.stdout}${result.stderr}`,
    seconds: (performance.now() - started) / 1000,
    databaseCreated: fs.existsSync(database),
  };
}

/** Refused: a non-zero exit within seconds, the variable named with how to fix it, Strapi never loaded. */
function expectRefused(run: ReturnType<typeof startCms>, message: RegExp) {
  expect(run.code).not.toBe(0);
  expect(run.output).toMatch(/Refusing to start the CMS in production/);
  expect(run.output).toMatch(message);
  expect(run.output).not.toMatch(/CMS ready/);
  expect(run.databaseCreated).toBe(false);
  expect(run.seconds).toBeLessThan(10);
}

const HOW_TO = /generate one with `npm run secrets` \(writes a \.env with fresh values\) or `node -e/;

describe.each(SECRETS)('%s', (name) => {
  it('unset: refused', () => {
    const run = startCms({ [name]: '' });
    expectRefused(run, new RegExp(`${name} is not set; `));
    expect(run.output).toMatch(HOW_TO);
  });

  // APP_KEYS: the demo list, and one demo key among generated ones.
  const demoValues =
    name === 'APP_KEYS'
      ? [PRODUCTION_SECRETS.APP_KEYS.join(','), `<generated>,${PRODUCTION_SECRETS.APP_KEYS[1]}`]
      : PRODUCTION_SECRETS[name];
  it.each(demoValues)('demo value %s: refused', (demoValue) => {
    const demo = demoValue.replace('<generated>', generated());
    expectRefused(
      startCms({ [name]: demo }),
      new RegExp(`${name} is the published demo value; generate one with \`npm run secrets\``),
    );
  });
});

describe('the admin account production may be asked to create', () => {
  it.each([
    ['the demo password', 'Editor-Demo-2026', /CMS_ADMIN_PASSWORD is the published demo password/],
    ['a short password', 'Short-Pass-123', /CMS_ADMIN_PASSWORD is shorter than 16 characters/],
  ])('with %s: refused', (_label, password, message) => {
    expectRefused(startCms({ CMS_ADMIN_EMAIL: 'editor@example.com', CMS_ADMIN_PASSWORD: password }), message);
  });
});

describe('production mode', () => {
  it('ENVIRONMENT=production alone is production (start.js sets NODE_ENV for Strapi)', () => {
    const run = startCms({ JWT_SECRET: 'local-users-permissions-jwt-secret' }, { ENVIRONMENT: 'production' });
    expectRefused(run, /JWT_SECRET is the published demo value/);
    expect(run.output).toMatch(/NODE_ENV=production, ENVIRONMENT=production/);
  });

  it('lists every problem at once', () => {
    const run = startCms(Object.fromEntries(SECRETS.map((name) => [name, ''])));
    expectRefused(run, /is not set/);
    for (const name of SECRETS) expect(run.output).toMatch(new RegExp(`${name} is not set`));
  });
});
