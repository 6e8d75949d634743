// @ts-check
'use strict';
/**
 * How every setting of the site is read (lib/cms/env.ts re-exports it), and the settings server.js
 * needs before Next's bundles exist: CommonJS, so server.js can require it. A setting that is unset,
 * empty or blank means its documented default (`.env.example` writes `NAME=` for those).
 */

/** @typedef {Record<string, string | undefined>} Env */

/**
 * A setting's value, or undefined when it is unset, empty or blank (its default applies).
 * @param {string} name
 * @param {Env} [env]
 */
const setting = (name, env = process.env) => {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value;
};

/**
 * A number > 0 from the environment, else the default (for 0 too: a setting read this way has no use for it).
 * @param {string} name @param {number} fallback @param {Env} [env]
 */
const positive = (name, fallback, env = process.env) => {
  const value = Number(setting(name, env));
  return setting(name, env) !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * A number ≥ 0 from the environment, else the default: for settings where 0 means something (a
 * window of no time, so that step is off).
 * @param {string} name @param {number} fallback @param {Env} [env]
 */
const nonNegative = (name, fallback, env = process.env) => {
  const value = Number(setting(name, env));
  return setting(name, env) !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
};

/**
 * A whole number ≥ 0 from the environment, else the default.
 * @param {string} name @param {number} fallback @param {Env} [env]
 */
const count = (name, fallback, env = process.env) => {
  const value = Number(setting(name, env));
  return setting(name, env) !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** The port `npm start` listens on (PORT; default 3000; 0 lets the system choose). @param {Env} [env] */
const sitePort = (env = process.env) => count('PORT', 3000, env);

/** The page cache's memory bound of `npm start`, in MB (PAGE_CACHE_MAX_MB; default 128). @param {Env} [env] */
const pageCacheMaxMb = (env = process.env) => positive('PAGE_CACHE_MAX_MB', 128, env);

/**
 * The site process's JavaScript heap limit in MB (SITE_HEAP_MB; default 512): `npm start`
 * (scripts/start-site.js) starts server.js with V8's --max-old-space-size at it, so the heap a
 * flood of requests leaves behind is collected instead of growing toward V8's own limit (a few GB).
 * Above the caches' bounds (PAGE_CACHE_MAX_MB + CMS_CACHE_MAX_MB) and Next's own ~150 MB.
 * @param {Env} [env]
 */
const siteHeapMb = (env = process.env) => positive('SITE_HEAP_MB', 512, env);

/** Pages `npm start` renders at once (RENDER_CONCURRENCY; default 2, at least 1). @param {Env} [env] */
const renderConcurrency = (env = process.env) => count('RENDER_CONCURRENCY', 2, env) || 2;

/**
 * Proxies in front of the site that append to X-Forwarded-For and set X-Request-Id
 * (TRUSTED_PROXY_HOPS; default 0: visitors reach the site directly, and nothing they send is
 * taken as a proxy's). @param {Env} [env]
 */
const trustedProxyHops = (env = process.env) => count('TRUSTED_PROXY_HOPS', 0, env);

/** Views that may wait for a render (RENDER_QUEUE; default 32). @param {Env} [env] */
const renderQueue = (env = process.env) => count('RENDER_QUEUE', 32, env);

/** Whether the site records Prometheus metrics (METRICS; default on; `off`, `false`, `0` or `no` turn them off). @param {Env} [env] */
const metricsEnabled = (env = process.env) =>
  !['off', 'false', '0', 'no'].includes(setting('METRICS', env)?.trim().toLowerCase() ?? '');

/**
 * Where `npm start` serves /metrics to Prometheus: its own port (METRICS_PORT; default 9464, 0 lets
 * the system choose) on METRICS_HOST (default 127.0.0.1: never public unless an operator says so).
 * @param {Env} [env]
 */
const metricsPort = (env = process.env) => count('METRICS_PORT', 9464, env);
/** @param {Env} [env] */
const metricsHost = (env = process.env) => setting('METRICS_HOST', env) ?? '127.0.0.1';

/**
 * A bearer token that also opens /metrics on the site's own port (METRICS_TOKEN; unset: only the
 * metrics port serves them), for platforms that give a process one port.
 * @param {Env} [env]
 */
const metricsToken = (env = process.env) => setting('METRICS_TOKEN', env)?.trim() ?? null;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** The log's level (LOG_LEVEL; default info: a line per request). @param {Env} [env] */
const logLevel = (env = process.env) => {
  const value = setting('LOG_LEVEL', env)?.trim().toLowerCase();
  return value && LOG_LEVELS.includes(value) ? value : 'info';
};

/**
 * How log lines are written (LOG_FORMAT): `json` (one JSON object per line, for machines), `pretty`
 * (for people, through pino-pretty). Default: pretty under `next dev` (NODE_ENV=development, where
 * Next's own output is for people too), JSON otherwise (`npm start`, tests).
 * @param {Env} [env]
 */
const logFormat = (env = process.env) => {
  const value = setting('LOG_FORMAT', env)?.trim().toLowerCase();
  if (value === 'json' || value === 'pretty') return value;
  return env.NODE_ENV === 'development' ? 'pretty' : 'json';
};

module.exports = {
  setting,
  positive,
  nonNegative,
  count,
  sitePort,
  pageCacheMaxMb,
  siteHeapMb,
  renderConcurrency,
  renderQueue,
  trustedProxyHops,
  metricsEnabled,
  metricsPort,
  metricsHost,
  metricsToken,
  logLevel,
  logFormat,
};
