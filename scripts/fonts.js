#!/usr/bin/env node
'use strict';
/**
 * Copies the fonts the site ships (every @fontsource and @fontsource-variable package it depends
 * on) from node_modules to public/fonts/<package>-<version>/ (a variable package's folder is
 * <package>-variable-<version>/), where pages load them from the site's own origin
 * (theme/fonts.ts names the files; next.config.js lets browsers keep them for a year, the version
 * in the folder changing with every upgrade). Only the normal style of the latin and latin-ext
 * subsets, in woff2: what the pages declare; of a variable package, its weight-axis file.
 *
 * It also writes public/fonts/manifest.json: each package's version, each file's size in bytes,
 * and a variable package's weight range, read here from the files and their package. A page
 * chooses with it, per family and subset, between one variable file and the static files of the
 * weights its brand uses (theme/fonts.ts): whichever is fewer bytes.
 *
 * Runs after `npm install` and before `npm run build`; the files are made here, not committed.
 */
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const target = path.join(root, 'public', 'fonts');
const MANIFEST = 'manifest.json';
const SUBSETS = ['latin', 'latin-ext'];
const STATIC = '@fontsource/';
const VARIABLE = '@fontsource-variable/';

const { dependencies } = require(path.join(root, 'package.json'));
const packages = Object.keys(dependencies).filter((name) => name.startsWith(STATIC) || name.startsWith(VARIABLE));

fs.mkdirSync(target, { recursive: true });
const wanted = new Set([MANIFEST]);
const manifest = { static: {}, variable: {} };
let copied = 0;
for (const name of packages) {
  const variable = name.startsWith(VARIABLE);
  const source = path.dirname(require.resolve(`${name}/package.json`, { paths: [root] }));
  const { version } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
  const short = name.slice((variable ? VARIABLE : STATIC).length);
  const folder = variable ? `${short}-variable-${version}` : `${short}-${version}`;
  wanted.add(folder);
  fs.mkdirSync(path.join(target, folder), { recursive: true });
  const pattern = new RegExp(`^${short}-(${SUBSETS.join('|')})-(\\d00|wght)-normal\\.woff2$`);
  const sizes = {};
  for (const file of fs.readdirSync(path.join(source, 'files'))) {
    const match = pattern.exec(file);
    if (!match || (match[2] === 'wght') !== variable) continue;
    const to = path.join(target, folder, file);
    const from = path.join(source, 'files', file);
    const size = fs.statSync(from).size;
    if (variable) sizes[match[1]] = size;
    else (sizes[match[1]] ??= {})[match[2]] = size;
    if (fs.existsSync(to) && fs.statSync(to).size === size) continue;
    fs.copyFileSync(from, to);
    copied += 1;
  }
  if (variable) {
    const { wght } = JSON.parse(fs.readFileSync(path.join(source, 'metadata.json'), 'utf8')).variable ?? {};
    if (!wght || !SUBSETS.every((subset) => sizes[subset])) continue;
    manifest.variable[short] = { version, weight: [Number(wght.min), Number(wght.max)], sizes };
  } else manifest.static[short] = { version, sizes };
}
fs.writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
// Folders of versions no longer installed go.
for (const folder of fs.readdirSync(target)) {
  if (!wanted.has(folder)) fs.rmSync(path.join(target, folder), { recursive: true, force: true });
}
const families = Object.keys(manifest.static).length;
const variables = Object.keys(manifest.variable).length;
console.log(
  `fonts: ${families} families (${variables} also variable) in public/fonts${copied ? ` (${copied} files copied)` : ''}.`,
);
