/** A second site instance for a test (the runner's CommonJS helper, typed). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runner's CommonJS helpers
const testSite = require('../../scripts/support/test-site') as {
  startSite(options: {
    cmsUrl: string;
    env: Record<string, string>;
    logDir: string;
    logName: string;
  }): Promise<{ port: number; stop(): Promise<void> }>;
};

export const { startSite } = testSite;

/**
 * The site's production secrets, as the test CMS knows them (scripts/support/test-cms.js): a
 * production site refuses to start without them.
 */
export const productionSecrets = (): Record<string, string> => ({
  ENVIRONMENT: 'production',
  PREVIEW_SECRET: process.env.CMS_TEST_PREVIEW_SECRET!,
  CMS_PREVIEW_TOKEN: process.env.CMS_TEST_CMS_PREVIEW_TOKEN!,
  CMS_NEWSLETTER_TOKEN: process.env.CMS_TEST_CMS_NEWSLETTER_TOKEN!,
  REVALIDATE_SECRET: process.env.CMS_TEST_REVALIDATE_SECRET!,
});
