#!/usr/bin/env node
'use strict';
/**
 * Copies the fonts the site ships (every @fontsource package it depends on) from node_modules to
 * public/fonts/<package>-<version>/, where pages load them from the site's own origin
 * (theme/fonts.ts names the files; next.config.js lets browsers keep them for a year, the version
 * in the folder changing with every upgrade). Only the normal style of the latin and latin-ext
 * subsets, in woff2: what the pages declare. Runs after `npm install` and before `npm run build`;
 * the files are made here, not committed.
 */
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const target = path.join(root, 'public', 'fonts');
const SUBSETS = ['latin', 'latin-ext'];

const { dependencies } = require(path.join(root, 'package.json'));
const packages = Object.keys(dependencies).filter((name) => name.startsWith('@fontsource/'));

fs.mkdirSync(target, { recursive: true });
const wanted = new Set();
let copied = 0;
for (const name of packages) {
  const source = path.dirname(require.resolve(`${name}/package.json`, { paths: [root] }));
  const { version } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
  const short = name.slice('@fontsource/'.length);
  const folder = `${short}-${version}`;
  wanted.add(folder);
  fs.mkdirSync(path.join(target, folder), { recursive: true });
  const pattern = new RegExp(`^${short}-(${SUBSETS.join('|')})-\\d00-normal\\.woff2$`);
  for (const file of fs.readdirSync(path.join(source, 'files')).filter((file) => pattern.test(file))) {
    const to = path.join(target, folder, file);
    const from = path.join(source, 'files', file);
    if (fs.existsSync(to) && fs.statSync(to).size === fs.statSync(from).size) continue;
    fs.copyFileSync(from, to);
    copied += 1;
  }
}
// Folders of versions no longer installed go.
for (const folder of fs.readdirSync(target)) {
  if (!wanted.has(folder)) fs.rmSync(path.join(target, folder), { recursive: true, force: true });
}
console.log(`fonts: ${packages.length} families in public/fonts${copied ? ` (${copied} files copied)` : ''}.`);
