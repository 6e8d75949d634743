'use strict';
/**
 * Root postinstall: installs cms/ (Strapi keeps its own node_modules: its admin needs React 18,
 * the site uses React 19). Skipped when cms/node_modules already matches cms/package-lock.json,
 * because a CMS install compiles SQLite and takes minutes.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const cmsDir = path.join(__dirname, '..', 'cms');
const lockFile = path.join(cmsDir, 'package-lock.json');
const marker = path.join(cmsDir, 'node_modules', '.installed-lock-sha1');

if (process.env.SKIP_CMS_INSTALL === '1') process.exit(0);

const lockHash = crypto.createHash('sha1').update(fs.readFileSync(lockFile)).digest('hex');
if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === lockHash) {
  console.log('cms/ dependencies are up to date.');
  process.exit(0);
}

console.log('Installing cms/ dependencies (the first install compiles SQLite and takes a few minutes)...');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// `npm install` (which follows the lock) rather than `npm ci`: the registry this project installs
// from lacks some platform builds of optional dependencies, and npm ci refuses a lock without them.
const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: cmsDir, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
fs.writeFileSync(marker, lockHash);
