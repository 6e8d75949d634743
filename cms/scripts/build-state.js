'use strict';
/**
 * Knows whether the compiled server (dist/) and the admin panel build (dist/build) match the
 * sources, so `npm run cms` rebuilds only what changed: the admin build takes minutes on two
 * cores, a TypeScript compile seconds.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');

// One .env at the repository root configures the site and the CMS; values already in the
// environment win. (Strapi also reads cms/.env itself.)
const rootEnv = path.join(appDir, '..', '.env');
if (fs.existsSync(rootEnv)) process.loadEnvFile(rootEnv);

function listFiles(entry) {
  const full = path.join(appDir, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) => listFiles(path.join(entry, child.name)))
    .sort();
}

function stamp(entries) {
  const hash = crypto.createHash('sha1');
  for (const file of entries.flatMap(listFiles)) {
    hash.update(file).update(fs.readFileSync(path.join(appDir, file)));
  }
  return hash.digest('hex');
}

const ADMIN_INPUTS = ['package-lock.json', 'src/admin'];
const SERVER_INPUTS = ['package-lock.json', 'tsconfig.json', 'config', 'src'];

const stampFile = (name) => path.join(distDir, `.${name}-stamp`);
const readStamp = (name) => (fs.existsSync(stampFile(name)) ? fs.readFileSync(stampFile(name), 'utf8') : null);
const writeStamp = (name, value) => fs.writeFileSync(stampFile(name), value);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: appDir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

const strapiBin = path.join(appDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

/** Builds what is stale. Returns what was done, for the start-up report. */
function ensureBuilt({ log = console.log } = {}) {
  const adminStamp = stamp(ADMIN_INPUTS);
  const serverStamp = stamp(SERVER_INPUTS);
  const adminBuilt = fs.existsSync(path.join(distDir, 'build', 'index.html')) && readStamp('admin') === adminStamp;
  if (!adminBuilt) {
    log('Building the CMS (server and admin panel); the admin build takes a few minutes the first time...');
    run(process.execPath, [strapiBin, 'build']);
    writeStamp('admin', adminStamp);
    writeStamp('server', serverStamp);
    return 'admin+server';
  }
  if (readStamp('server') !== serverStamp) {
    log('Compiling the CMS server code...');
    run(process.execPath, [path.join(__dirname, 'compile.js')]);
    writeStamp('server', serverStamp);
    return 'server';
  }
  return 'none';
}

module.exports = { appDir, distDir, ensureBuilt, strapiBin, run };
