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
