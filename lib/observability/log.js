// @ts-check
'use strict';
/**
 * The site's log: pino, one JSON object per line on stdout (what every log shipper reads), one
 * logger per process whichever bundle asks (kept on globalThis, like lib/process-wide.ts).
 *
 * - LOG_LEVEL (default info) sets the level; LOG_FORMAT=pretty (the default under `next dev`)
 *   writes lines for people through pino-pretty (lib/server-settings.js).
 * - A line carries what the code puts in it and nothing else: never a cookie, a header, a token or
 *   a query string (paths are logged without theirs: `pathOnly`). `npm test` reads the production
 *   site's whole log after the browser tiers and fails on a line that is not JSON or that holds a
 *   secret, a cookie or a query string (scripts/test.js).
 * - server.js sends console.* through it too (`sendConsoleToLog`), so Next's and React's own
 *   messages are JSON lines like ours.
 */
const { format } = require('util');
const { logFormat, logLevel } = require('../server-settings');

const KEY = Symbol.for('travel-site.log');

/** @param {string} level @returns {import('pino').LoggerOptions} */
const optionsAt = (level) => ({
  level,
  // Levels by name ("level":"info"), as log search tools show them.
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: errorFields },
});

/**
 * What a line keeps of an error: its type, code, message and stack, and its causes' messages.
 * Never the rest of its fields (pino's default copies them all: a client's command arguments, an
 * answer's body, a request's URL).
 * @param {unknown} error
 * @returns {Record<string, unknown>}
 */
function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 500) };
  const causes = [];
  for (let cause = error.cause; cause instanceof Error && causes.length < 3; cause = cause.cause)
    causes.push(`${cause.name}: ${cause.message}`.slice(0, 300));
  const code = /** @type {{ code?: unknown }} */ (error).code;
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: error.message.slice(0, 1000),
    stack: error.stack,
    ...(causes.length ? { causes } : {}),
  };
}

/** @returns {import('pino').Logger} */
function createLogger() {
  const pino = require('pino');
  const options = optionsAt(logLevel());
  if (logFormat() === 'pretty') {
    try {
      // A development dependency: in production, JSON.
      const pretty = require('pino-pretty');
      return pino(options, pretty({ colorize: Boolean(process.stdout.isTTY), sync: true, ignore: 'pid,hostname' }));
    } catch {
      // pino-pretty is not installed (npm install --omit=dev): JSON lines.
    }
  }
  // Lines gathered up to 4 kB (or half a second) per write to stdout, not a system call each: at
  // thousands of views a second a write per line cost about a tenth of the throughput of a cached
  // page (docs/performance.md). Written out synchronously when the process exits.
  const destination = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 500 });
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Nothing buffered, or stdout already closed.
    }
  });
  return pino(options, destination);
}

const registry = /** @type {Record<symbol, import('pino').Logger | undefined>} */ (/** @type {unknown} */ (globalThis));

/** The process's logger. */
function log() {
  return (registry[KEY] ??= createLogger());
}

/**
 * Tests: the process's log written into `lines` (each line parsed) at `level`, until `restore()`.
 * @param {string} [level]
 */
function captureLog(level = 'debug') {
  const before = registry[KEY];
  /** @type {Record<string, unknown>[]} */
  const lines = [];
  const write = (/** @type {string} */ line) => void lines.push(JSON.parse(line));
  registry[KEY] = require('pino')(optionsAt(level), { write });
  return {
    lines,
    restore: () => {
      registry[KEY] = before;
    },
  };
}

/** The path of a URL without its query string or fragment, at most 300 characters. @param {string} url */
const pathOnly = (url) => url.split(/[?#]/, 1)[0].slice(0, 300);

/**
 * Sends console.log / info / warn / error / debug through the log (server.js): an Error argument
 * becomes the line's `err` (message and stack), the rest its message.
 */
function sendConsoleToLog() {
  const logger = log();
  /** @param {'debug' | 'info' | 'warn' | 'error'} level */
  const to =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      if (error) logger[level]({ err: error }, rest.length ? format(...rest) : /** @type {Error} */ (error).message);
      else logger[level](format(...rest));
    };
  console.log = to('info');
  console.info = to('info');
  console.warn = to('warn');
  console.error = to('error');
  console.debug = to('debug');
}

module.exports = { log, pathOnly, sendConsoleToLog, captureLog };
