'use strict';
/**
 * A throw-away Redis for the tests that share the content cache between site instances: Debian's
 * `redis-server` on a free port of 127.0.0.1, without persistence, in a temporary folder. `stop()`
 * kills it (as a crash would: nothing is saved), `start()` runs it again on the same port, and
 * `remove()` stops it and deletes the folder.
 */
const { spawn } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const { freePort } = require('./ports');

/**
 * The process id of the Redis answering on the port (its INFO), or null while nothing answers.
 * Compared with the child's pid: with several test runs on one machine, another run's Redis may
 * hold a port that was free a moment ago, and a PING alone would take that server for ours.
 */
function answeringPid(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.on('connect', () => socket.write('INFO server\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (/process_id:\d+\r\n/.test(reply)) socket.end();
    });
    socket.on('close', () => {
      const pid = /process_id:(\d+)\r\n/.exec(reply);
      resolve(pid ? Number(pid[1]) : null);
    });
    socket.on('error', () => undefined);
  });
}

/**
 * @returns {Promise<{ port: number, url: string, start: () => Promise<void>, stop: () => Promise<void>, remove: () => Promise<void> }>}
 */
async function startTestRedis() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-redis-'));
  let child = null;

  async function start() {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    child = server;
    let failed = null;
    server.once('error', (error) => (failed = error));
    server.once('exit', (code) => (failed ??= new Error(`exited with code ${code}`)));
    const deadline = Date.now() + 10_000;
    while ((await answeringPid(port)) !== server.pid) {
      if (failed || Date.now() > deadline) {
        server.kill('SIGKILL');
        throw new Error(
          `redis-server did not start on port ${port} (${failed ? failed.message : 'it did not answer in 10 s'}): apt-get install -y redis-server (.ci/run does)`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }

  async function remove() {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  try {
    await start();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { port, url: `redis://127.0.0.1:${port}`, start, stop, remove };
}

module.exports = { startTestRedis };
