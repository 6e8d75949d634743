'use strict';
/**
 * The site as visitors get it: `next build` (into .next-test, leaving a developer's .next alone)
 * and `npm start`'s server (server.js: Next behind the page cache) on a free port, against a CMS
 * URL. Brands answer on <slug>.localhost:<port>; its metrics on 127.0.0.1:<metricsPort>/metrics; its
 * JSON log (lib/observability/log.js) goes to logFile.
 */
const fs = require('fs');
const path = require('path');
const { freePort } = require('./ports');
const { spawn, spawnSync } = require('child_process');

const root = path.join(__dirname, '..', '..');
const nextBin = require.resolve('next/dist/bin/next', { paths: [root] });
const DIST_DIR = '.next-test';

function buildSite(env) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, NEXT_DIST_DIR: DIST_DIR },
  });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  return (Date.now() - started) / 1000;
}

/**
 * @param {{ cmsUrl: string, env?: Record<string, string>, logDir: string, port?: number, logName?: string, root?: string }} options
 *   root: another checkout's built site (the hostile tier's runs against an older commit)
 */
async function startSite({ cmsUrl, env = {}, logDir, port: wanted, logName = 'test-site.log', root: siteRoot = root }) {
  const port = wanted ?? (await freePort());
  // Prometheus's port of this instance: a free one (several instances run at once in the tests).
  const metricsPort = await freePort();
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, logName);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(siteRoot, 'server.js')], {
    cwd: siteRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...env,
      NEXT_DIST_DIR: DIST_DIR,
      CMS_URL: cmsUrl,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      NODE_ENV: 'production',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the site (server.js) exited with code ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/404`);
      if (response.status) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { port, metricsPort, stop, logFile };
}

module.exports = { buildSite, startSite, DIST_DIR };
