// @ts-check
'use strict';
/**
 * Compares a shared secret (the publish webhook's bearer token, the metrics token) in constant time
 * (hashes first, so different lengths take the same path). No secret configured refuses everything.
 * CommonJS, so server.js's edge (lib/page-cache) and the bundles compare secrets the same way.
 */
const { createHash, timingSafeEqual } = require('crypto');

/**
 * @param {unknown} given
 * @param {string | null | undefined} expected
 * @returns {boolean}
 */
function secretMatches(given, expected) {
  if (!expected || typeof given !== 'string' || given.length === 0) return false;
  const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

module.exports = { secretMatches };
