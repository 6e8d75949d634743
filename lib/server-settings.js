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

/** Pages `npm start` renders at once (RENDER_CONCURRENCY; default 2, at least 1). @param {Env} [env] */
const renderConcurrency = (env = process.env) => count('RENDER_CONCURRENCY', 2, env) || 2;

/** Views that may wait for a render (RENDER_QUEUE; default 32). @param {Env} [env] */
const renderQueue = (env = process.env) => count('RENDER_QUEUE', 32, env);

module.exports = { setting, positive, nonNegative, count, sitePort, pageCacheMaxMb, renderConcurrency, renderQueue };
