#!/usr/bin/env node
'use strict';
/**
 * `npm test`: every tier, in order, cheapest first (ARCHITECTURE.md "Test tiers"):
 *   checks      static checks (type checks, generated files up to date)
 *   unit        jest: pure rules, CMS helpers
 *   contract    jest against a real Strapi booted from cms/ on a throw-away SQLite file, seeded
 *
 * `node scripts/test.js unit contract` runs the named tiers only. A tier that cannot run fails:
 * nothing is skipped silently. The last line is "N passed, N failed" over every test and check.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { startTestCms, TEST_CMS_ENV } = require('./support/test-cms');

const root = path.join(__dirname, '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  return result.status === 0;
}

/** A check that is one pass or one failure. */
function check(label, command, args, options) {
  const ok = run(label, command, args, options);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
  return ok;
}

/** A jest project: counts its tests from jest's JSON report. */
function jest(project, env = {}) {
  const outputFile = path.join(resultsDir, `jest-${project}.json`);
  fs.rmSync(outputFile, { force: true });
  const ok = run(`jest: ${project}`, process.execPath, [require.resolve('jest/bin/jest'), '--selectProjects', project, '--json', `--outputFile=${outputFile}`], { env });
  let report = null;
  try {
    report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  } catch {
    // jest crashed before writing its report
  }
  if (!report || report.numTotalTests === 0) {
    totals.failed += 1;
    failures.push(`${project}: ${report ? 'no test ran' : 'jest did not report'}`);
    return false;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  if (!ok || report.numFailedTests > 0) failures.push(`${project}: ${report.numFailedTests} failed`);
  return ok;
}

const TIERS = {
  checks() {
    check('types: cms (tsc --noEmit)', 'npm', ['--prefix', 'cms', 'run', '--silent', 'typecheck']);
  },
  unit() {
    jest('unit');
  },
  async contract(stack) {
    jest('contract', stack.cmsEnv);
  },
};

async function main() {
  const requested = process.argv.slice(2);
  const tiers = requested.length ? requested : Object.keys(TIERS);
  const unknown = tiers.filter((tier) => !TIERS[tier]);
  if (unknown.length) {
    console.error(`Unknown tier(s): ${unknown.join(', ')}. Tiers: ${Object.keys(TIERS).join(', ')}`);
    process.exit(2);
  }

  const stack = {};
  let cms = null;
  const needsCms = tiers.some((tier) => tier === 'contract');
  try {
    for (const tier of tiers) {
      if (needsCms && !cms && tier === 'contract') {
        console.log('\n▶ starting a seeded test CMS (real Strapi, throw-away SQLite)');
        try {
          cms = await startTestCms({ logDir: resultsDir });
        } catch (error) {
          totals.failed += 1;
          failures.push(`test CMS did not start: ${error.message}`);
          break;
        }
        console.log(`  test CMS at ${cms.url}, ready in ${cms.seconds.toFixed(1)} s (log: ${path.relative(root, cms.logFile)})`);
        stack.cmsEnv = {
          CMS_TEST_URL: cms.url,
          ...Object.fromEntries(Object.entries(TEST_CMS_ENV).map(([key, value]) => [`CMS_TEST_${key}`, value])),
        };
      }
      await TIERS[tier](stack);
    }
  } finally {
    if (cms) await cms.stop();
  }

  console.log('\n──────── summary');
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed === 0 && failures.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
