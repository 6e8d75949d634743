'use strict';
/**
 * The reference app (`../shared/reference-app` beside the repository: the design card's stack with
 * nearly nothing on the page, see its README) as `npm run lighthouse` measures it: copied into a
 * folder under the OS's temporary directory, `npm install`ed and `next build`t there once, kept
 * for the next run under a hash of the app's files (a changed file builds anew), and served with
 * `next start` on a free port for the length of one run.
 */
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, spawnSync } = require('child_process');
const { freePort } = require('./ports');

/** Made by installing and building, not part of the app: neither copied nor hashed. */
const GENERATED = new Set(['node_modules', '.next', 'next-env.d.ts', '.git']);
/** Bump when the way the copy is built changes, so older cached builds are not reused. */
const RECIPE = 1;
const CACHE_ROOT = path.join(os.tmpdir(), 'lighthouse-reference-app');
const DONE = '.built';

/**
 * Where the reference app is: REFERENCE_APP, else `../shared/reference-app` beside this checkout,
 * else beside the main checkout when this is a linked git worktree (its `..` is elsewhere).
 * @param {string} root the repository's root
 */
function locateReferenceApp(root) {
  if (process.env.REFERENCE_APP) {
    const dir = path.resolve(process.env.REFERENCE_APP);
    if (!fs.existsSync(path.join(dir, 'package.json')))
      throw new Error(`REFERENCE_APP=${process.env.REFERENCE_APP}: no package.json in ${dir}`);
    return dir;
  }
  const candidates = [path.resolve(root, '..', 'shared', 'reference-app')];
  const common = spawnSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (common.status === 0) {
    const mainCheckout = path.dirname(common.stdout.trim());
    const beside = path.resolve(mainCheckout, '..', 'shared', 'reference-app');
    if (!candidates.includes(beside)) candidates.push(beside);
  }
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'package.json')));
  if (found) return found;
  throw new Error(
    `the reference app is not at ${candidates.join(' nor at ')}.\n` +
      "  Point at its folder with REFERENCE_APP=<dir> (the design card's reference-app),\n" +
      '  or at a running copy with REFERENCE_URL=<url> (e.g. REFERENCE_URL=http://127.0.0.1:3020).',
  );
}

/** The app's own files, relative paths sorted: what the build depends on. */
function filesOf(dir, relative = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    if (GENERATED.has(entry.name)) continue;
    const name = path.join(relative, entry.name);
    if (entry.isDirectory()) out.push(...filesOf(dir, name));
    else if (entry.isFile()) out.push(name);
  }
  return out.sort();
}

/** A hash of the app's files (names and contents), Node's major version and the platform. */
function hashOf(dir) {
  const hash = crypto.createHash('sha256');
  hash.update(`recipe ${RECIPE}; node ${process.versions.node.split('.')[0]}; ${process.platform}-${process.arch}\n`);
  for (const file of filesOf(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The shared folder is read-only; the copy is ours to install into and to delete later. */
function makeWritable(target) {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return;
  fs.chmodSync(target, stat.mode | 0o200);
  if (stat.isDirectory()) for (const name of fs.readdirSync(target)) makeWritable(path.join(target, name));
}

function remove(target) {
  if (!fs.existsSync(target)) return;
  makeWritable(target);
  fs.rmSync(target, { recursive: true, force: true });
}

/**
 * The environment of npm and Next in the copy: this run's, without what `npm run` and the site set
 * for the site (its package's npm_* variables, NODE_ENV, NEXT_DIST_DIR and the like).
 */
function cleanEnv() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  for (const key of Object.keys(env))
    if (/^(npm_package_|npm_lifecycle_|NEXT_(?!TELEMETRY_DISABLED$))/.test(key) || key === 'NODE_ENV' || key === 'PORT')
      delete env[key];
  return env;
}

function run(command, args, cwd, what) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', process.stderr, process.stderr], env: cleanEnv() });
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${what} failed with exit code ${result.status} (in ${cwd})`);
}

/**
 * The reference app built: from the cache if this hash was built before, else copied, installed and
 * built now (its output on stderr). Other hashes' builds are removed, so the cache holds one.
 * @param {string} source the reference app's folder
 * @param {(line: string) => void} log
 * @returns {{ dir: string, hash: string, cached: boolean }}
 */
function buildReferenceApp(source, log) {
  const hash = hashOf(source);
  const dir = path.join(CACHE_ROOT, hash);
  fs.mkdirSync(CACHE_ROOT, { recursive: true });
  for (const name of fs.readdirSync(CACHE_ROOT)) if (name !== hash) remove(path.join(CACHE_ROOT, name));
  if (fs.existsSync(path.join(dir, DONE))) return { dir, hash, cached: true };

  // Built in place (Next's output names its folder), marked done only at the end: an interrupted
  // build is started over.
  remove(dir);
  const started = Date.now();
  log(`  building the reference app ${source} in ${dir} (once per version of its files)`);
  fs.cpSync(source, dir, { recursive: true, filter: (from) => !GENERATED.has(path.basename(from)) });
  makeWritable(dir);
  run('npm', ['install', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], dir, 'npm install');
  run(process.execPath, [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], dir, 'next build');
  fs.writeFileSync(path.join(dir, DONE), `${source}\n${new Date().toISOString()}\n`);
  log(`  built in ${Math.round((Date.now() - started) / 1000)} s`);
  return { dir, hash, cached: false };
}

/**
 * `next start` of a built copy on a free port of 127.0.0.1, its output in next-start.log there.
 * @param {string} dir
 * @returns {Promise<{ url: string, stop: () => Promise<void>, logFile: string }>}
 */
async function startReferenceApp(dir) {
  const port = await freePort();
  const logFile = path.join(dir, 'next-start.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, stdio: ['ignore', log, log], env: cleanEnv() },
  );
  fs.closeSync(log);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  // Should this process end without `stop` (an uncaught error), the server goes with it.
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the reference app's next start exited with code ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(url);
      if (response.ok) break;
      throw new Error(`answered ${response.status}`);
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the reference app did not answer on ${url} within 60 s (${error.message}); see ${logFile}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return { url, stop, logFile };
}

module.exports = { locateReferenceApp, buildReferenceApp, startReferenceApp, CACHE_ROOT };
