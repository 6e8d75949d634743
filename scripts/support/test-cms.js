'use strict';
/**
 * Boots the real Strapi from cms/ in production mode with freshly generated secrets, on a
 * throw-away SQLite file, seeded on first start, on a free port of 127.0.0.1. Used by the test
 * runner (one CMS for the contract and end-to-end tiers) and by the contract tier's jest
 * globalSetup when it runs on its own.
 */
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { freePort } = require('./ports');
const { spawn } = require('child_process');

const cmsDir = path.join(__dirname, '..', '..', 'cms');
const { ensureBuilt } = require(path.join(cmsDir, 'scripts', 'build-state'));

const random = () => crypto.randomBytes(32).toString('base64url');

/**
 * Known to the test CMS and to the tests: the preview token, the secret and the editor account.
 * Fresh for every run, like every other secret below: the test CMS runs in production mode, which
 * refuses the published demo values, so it also proves that generated values start.
 */
const TEST_CMS_ENV = {
  CMS_PREVIEW_TOKEN: random(),
  // The create-only token the site stores newsletter sign-ups with.
  CMS_NEWSLETTER_TOKEN: random(),
  PREVIEW_SECRET: random(),
  // The publish webhook's bearer token (the CMS sends it to SITE_URL/api/revalidate).
  REVALIDATE_SECRET: random(),
  CMS_ADMIN_EMAIL: `editor-${crypto.randomBytes(4).toString('hex')}@example.com`,
  // Strapi's own rule for admin passwords (the admin's forms apply it): a lower-case letter, an
  // upper-case letter and a digit, whatever the random part holds.
  CMS_ADMIN_PASSWORD: `Aa1-${random()}`,
};

/** Strapi's own secrets, generated per run and known to the test CMS only. */
const generatedSecrets = () => ({
  APP_KEYS: [random(), random()].join(','),
  API_TOKEN_SALT: random(),
  ADMIN_JWT_SECRET: random(),
  TRANSFER_TOKEN_SALT: random(),
  JWT_SECRET: random(),
  ENCRYPTION_KEY: random(),
});

async function waitFor(url, child, timeoutMs, logFile) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The test CMS exited with code ${child.exitCode}; see ${logFile}`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The test CMS did not answer ${url} within ${timeoutMs / 1000} s; see ${logFile}`);
}

/**
 * The environment of the test CMS: production mode with generated secrets and what the tests need
 * switched on, then `env`. Isolated: `env` alone (as a `.env` would give it to `npm run cms`), with
 * nothing of this process's environment but PATH and HOME; in both, the CMS listens on loopback at
 * `port` and keeps its data in a throw-away SQLite file, and SITE_URL is the test's.
 * @param {{ port: number, siteUrl: string, database: string, env?: Record<string, string>, isolated?: boolean }} options
 */
function cmsEnvironment({ port, siteUrl, database, env = {}, isolated = false }) {
  const own = {
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(port),
    DATABASE_URL: '',
    DATABASE_FILENAME: database,
    SITE_URL: siteUrl,
  };
  if (isolated) return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, ...own };
  return {
    ...process.env,
    ...generatedSecrets(),
    ...TEST_CMS_ENV,
    ...own,
    // As deployed: production mode (no demo secrets, no stack traces, registration off) ...
    NODE_ENV: 'production',
    // ... with what the tests need switched on: the schema-freshness test introspects, and the
    // contract and end-to-end tiers read the demo content.
    GRAPHQL_INTROSPECTION: 'true',
    SEED_ON_EMPTY: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...env,
  };
}

/**
 * `isolated`: the CMS gets `env` and nothing else but its port, loopback, its throw-away database
 * file and SITE_URL (none of the generated secrets, production mode or test switches above): a
 * CMS started from a given `.env`, such as `.env.example` as it is.
 * @param {{ siteUrl?: string, logDir?: string, logName?: string, env?: Record<string, string>, isolated?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, siteUrl: string, env: typeof TEST_CMS_ENV, seconds: number, stop: () => Promise<void> }>}
 */
async function startTestCms(options = {}) {
  ensureBuilt({ log: (message) => console.log(`[test-cms] ${message}`) });
  const port = await freePort();
  const siteUrl = options.siteUrl ?? 'http://localhost:3000';
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-cms-'));
  const logDir = options.logDir ?? path.join(__dirname, '..', '..', 'test-results');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, options.logName ?? 'test-cms.log');
  const log = fs.openSync(logFile, 'w');
  const started = Date.now();
  // The same start script as `npm run cms` (builds nothing here: ensureBuilt ran above).
  const child = spawn(
    process.execPath,
    [...require(path.join(cmsDir, 'scripts', 'node-flags')), path.join(cmsDir, 'scripts', 'start.js')],
    {
      cwd: cmsDir,
      stdio: ['ignore', log, log],
      env: cmsEnvironment({
        port,
        siteUrl,
        database: path.join(workDir, 'test.db'),
        env: options.env,
        isolated: options.isolated,
      }),
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/_health`, child, 240_000, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const seconds = (Date.now() - started) / 1000;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => {
        fs.rmSync(workDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { url, port, siteUrl, env: TEST_CMS_ENV, seconds, stop, logFile };
}

module.exports = { startTestCms, TEST_CMS_ENV };
