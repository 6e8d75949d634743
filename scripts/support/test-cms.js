'use strict';
/**
 * Boots the real Strapi from cms/ on a throw-away SQLite file, seeded on first start, on a free
 * port of 127.0.0.1. Used by the test runner (one CMS for the contract and end-to-end tiers) and
 * by the contract tier's jest globalSetup when it runs on its own.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { freePort } = require('./ports');
const { spawn } = require('child_process');

const cmsDir = path.join(__dirname, '..', '..', 'cms');
const { ensureBuilt } = require(path.join(cmsDir, 'scripts', 'build-state'));

/** Known to the test CMS and to the tests: the preview token, the secret and the editor account. */
const TEST_CMS_ENV = {
  CMS_PREVIEW_TOKEN: 'test-preview-token-0123456789abcdef0123456789abcdef',
  PREVIEW_SECRET: 'test-preview-secret',
  CMS_ADMIN_EMAIL: 'editor@example.com',
  CMS_ADMIN_PASSWORD: 'Editor-Demo-2026',
};

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
 * @param {{ siteUrl?: string, logDir?: string, env?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, port: number, siteUrl: string, env: typeof TEST_CMS_ENV, seconds: number, stop: () => Promise<void> }>}
 */
async function startTestCms(options = {}) {
  ensureBuilt({ log: (message) => console.log(`[test-cms] ${message}`) });
  const port = await freePort();
  const siteUrl = options.siteUrl ?? 'http://localhost:3000';
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-cms-'));
  const logDir = options.logDir ?? path.join(__dirname, '..', '..', 'test-results');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'test-cms.log');
  const log = fs.openSync(logFile, 'w');
  const started = Date.now();
  // The same start script as `npm run cms` (builds nothing here: ensureBuilt ran above).
  const child = spawn(process.execPath, [...require(path.join(cmsDir, 'scripts', 'node-flags')), path.join(cmsDir, 'scripts', 'start.js')], {
    cwd: cmsDir,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...TEST_CMS_ENV,
      CMS_HOST: '127.0.0.1',
      CMS_PORT: String(port),
      DATABASE_URL: '',
      DATABASE_FILENAME: path.join(workDir, 'test.db'),
      SITE_URL: siteUrl,
      NODE_ENV: 'development',
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...options.env,
    },
  });
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
