#!/usr/bin/env node
'use strict';
/**
 * `npm start`: server.js with the heap limit SITE_HEAP_MB sets (lib/server-settings.js; default
 * 512 MB, from the environment or the .env files). V8's old space only grows until it is told a
 * limit: without one a flood of distinct requests left the process at 1.9 GB, most of it garbage
 * not yet collected (docs/performance.md). Signals go to the server, and its exit is this one's.
 */
const { spawn } = require('child_process');
const path = require('path');

const root = path.join(__dirname, '..');
require('@next/env').loadEnvConfig(root);
const { siteHeapMb } = require('../lib/server-settings');

const child = spawn(process.execPath, [`--max-old-space-size=${siteHeapMb()}`, path.join(root, 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (!signal) process.exit(code ?? 1);
  // Ended by a signal: end the same way (the handler above would only pass it on again).
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
