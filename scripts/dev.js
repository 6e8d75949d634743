#!/usr/bin/env node
'use strict';
/**
 * `npm run dev`: the CMS (built if needed, seeded on first start) and the site in development
 * mode, then the URL of every demo brand. Ctrl+C stops both.
 */
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const rootEnv = path.join(root, '.env');
if (fs.existsSync(rootEnv)) process.loadEnvFile(rootEnv);

const cmsPort = process.env.CMS_PORT || '1337';
const sitePort = process.env.PORT || '3000';
const cmsUrl = process.env.CMS_URL || `http://localhost:${cmsPort}`;
const children = [];

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM' && signal !== 'SIGINT') {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
      shutdown(code ?? 1);
    }
  });
  return child;
}

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function brandHosts() {
  const response = await fetch(`${cmsUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ brands(sort: "Name:asc") { Name Slug } }' }),
  });
  const body = await response.json();
  return (body.data?.brands ?? []).map((brand) => ({
    name: brand.Name,
    url: `http://${brand.Slug}.localhost:${sitePort}`,
  }));
}

async function main() {
  start('The CMS', process.execPath, [
    ...require('../cms/scripts/node-flags'),
    path.join(root, 'cms', 'scripts', 'start.js'),
  ]);
  await waitFor(`${cmsUrl}/_health`, 15 * 60_000);
  start('The site', process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '--port', sitePort], {
    CMS_URL: cmsUrl,
  });
  await waitFor(`http://localhost:${sitePort}/`, 5 * 60_000);
  const brands = await brandHosts();
  console.log(
    [
      '',
      'The site is running. Each brand on its own host:',
      ...brands.map((brand) => `  ${brand.name.padEnd(22)} ${brand.url}`),
      `  (plain http://localhost:${sitePort} serves ${process.env.DEFAULT_BRAND || 'the default brand'})`,
      `CMS admin: http://localhost:${cmsPort}/admin (${process.env.CMS_ADMIN_EMAIL || 'editor@example.com'} / ${process.env.CMS_ADMIN_PASSWORD || 'Editor-Demo-2026'})`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error.message);
  shutdown(1);
});
