'use strict';
/**
 * The contract tier talks to a real, seeded Strapi. The test runner passes one it started
 * (CMS_TEST_URL); run alone, this starts its own and the teardown stops it.
 */
const { startTestCms, TEST_CMS_ENV } = require('../../scripts/support/test-cms');

module.exports = async () => {
  if (process.env.CMS_TEST_URL) return;
  const cms = await startTestCms();
  globalThis.__TEST_CMS__ = cms;
  process.env.CMS_TEST_URL = cms.url;
  process.env.CMS_TEST_SITE_URL = cms.siteUrl;
  process.env.CMS_TEST_LOG_FILE = cms.logFile;
  for (const [key, value] of Object.entries(TEST_CMS_ENV)) process.env[`CMS_TEST_${key}`] = value;
};
