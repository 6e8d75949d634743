// @ts-check
'use strict';
/**
 * The site's secrets that have a published demo value (in .env.example and in lib/cms/env.ts, so
 * `npm run dev` previews with no .env). In production (ENVIRONMENT=production) each must be set,
 * and to a value of its own: a demo value would let anyone who read this repository enter draft
 * mode, read every draft, purge every cache or write sign-ups at will. CommonJS, because next.config.js checks it when `next start` begins.
 */

/** Published demo values, by variable. */
const DEMO_VALUES = {
  PREVIEW_SECRET: ['local-preview-secret'],
  CMS_PREVIEW_TOKEN: ['local-preview-token-change-me-outside-local-demos'],
  REVALIDATE_SECRET: ['local-revalidate-secret'],
  CMS_NEWSLETTER_TOKEN: ['local-newsletter-token-change-me-outside-local-demos'],
};

/** Shorter than this is guessable; `npm run secrets` writes 43 characters. */
const MIN_LENGTH = 32;

const HOW_TO =
  'generate one with `npm run secrets` (writes a .env with fresh values) or ' +
  "`node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"`";

/** @param {Record<string, string | undefined>} env */
const isProduction = (env) => env.ENVIRONMENT === 'production';

/**
 * One message per secret that production must refuse, naming it and saying how to make one.
 * Empty outside production, and when every secret is set to a value of its own.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
function productionSecretProblems(env) {
  if (!isProduction(env)) return [];
  return Object.entries(DEMO_VALUES).flatMap(([name, demoValues]) => {
    const value = env[name]?.trim();
    if (!value) return [`${name} is not set; ${HOW_TO}.`];
    if (demoValues.includes(value)) return [`${name} is the published demo value; ${HOW_TO}.`];
    if (value.length < MIN_LENGTH) return [`${name} is shorter than ${MIN_LENGTH} characters; ${HOW_TO}.`];
    return [];
  });
}

/**
 * Throws, listing every problem, when production would run with a missing or demo secret.
 * @param {Record<string, string | undefined>} env
 */
function assertProductionSecrets(env) {
  const problems = productionSecretProblems(env);
  if (problems.length) {
    throw new Error(`Refusing to start in production (ENVIRONMENT=production):\n  - ${problems.join('\n  - ')}`);
  }
}

module.exports = { DEMO_VALUES, MIN_LENGTH, productionSecretProblems, assertProductionSecrets };
