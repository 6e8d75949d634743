'use strict';
/**
 * A throw-away PostgreSQL for the contract tier: a cluster of Debian's `postgresql` server in a
 * temporary folder, on a free port of 127.0.0.1, with one empty database; `stop()` stops it and
 * removes the folder. Nothing of the machine's own clusters is touched. PostgreSQL refuses to run
 * as root, so as root the server runs as the `postgres` user the package creates.
 */
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { freePort } = require('./ports');

const DATABASE = 'strapi';

/** The newest installed server's bin folder (/usr/lib/postgresql/<version>/bin), or null. */
function serverBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((version) => fs.existsSync(path.join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/**
 * @param {{ logDir: string }} options
 * @returns {Promise<{ url: string, port: number, version: string, seconds: number, query: (sql: string) => string, stop: () => void }>}
 */
async function startTestPostgres({ logDir }) {
  const bin = serverBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL's server is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install -y postgresql (.ci/run does)",
    );
  }
  const started = Date.now();
  const root = process.getuid?.() === 0;
  const owner = root
    ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) }
    : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-postgres-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const logFile = path.join(logDir, 'test-postgres.log');
  fs.mkdirSync(logDir, { recursive: true });
  /** Runs a server program, as `postgres` when we are root. */
  const pg = (program, args) =>
    execFileSync(
      root ? 'runuser' : path.join(bin, program),
      root ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args,
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );

  const port = await freePort();
  try {
    pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
    // Throw-away data: no fsync; the socket in our own folder, TCP on loopback only.
    pg('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
    pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE]);
  } catch (error) {
    const serverLog = fs.existsSync(path.join(dir, 'server.log'))
      ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8')
      : '';
    fs.writeFileSync(logFile, `${error.stderr ?? ''}\n${serverLog}`);
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`the test PostgreSQL did not start (${error.message.split('\n')[0]}); see ${logFile}`);
  }
  const version = String(pg('postgres', ['--version'])).trim();
  const stop = () => {
    try {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    if (fs.existsSync(path.join(dir, 'server.log'))) fs.copyFileSync(path.join(dir, 'server.log'), logFile);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  /** One SQL statement through psql; its rows as text. */
  const query = (sql) =>
    String(pg('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', DATABASE, '-tAc', sql])).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    port,
    version,
    seconds: (Date.now() - started) / 1000,
    query,
    stop,
  };
}

module.exports = { startTestPostgres };
