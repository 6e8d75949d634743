'use strict';
/**
 * Test tiers (docs/architecture.md): unit and component tests, msw integration tests, and the contract
 * tier against a real, seeded Strapi. `npm test` (scripts/test.js) runs every tier plus lint,
 * types and end-to-end; `npm run test:unit` runs the fast ones.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ES modules in node_modules (msw's dependencies ship .mjs only; light-my-request's cookie@2, at
  // any depth; @capsizecss/unpack's fontkitten, which the font tests read fonts with) are compiled
  // to CommonJS like our own code; everything else there is used as it is.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(until-async|rettime|cookie|fontkitten)/).*/node_modules/.+\\.(c?js|json)$',
  ],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/cms/node_modules/', '/.next/'],
};

/** The site's log (lib/observability/log.js) silent in the in-process tiers; a test that reads it captures it. */
const quietLog = ['<rootDir>/__tests__/support/quiet-log.js'];

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      setupFiles: quietLog,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'component',
      setupFiles: quietLog,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/component/**/*.test.tsx', '<rootDir>/components/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/jest-setup-dom.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      setupFiles: quietLog,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/integration/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'contract',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/contract/**/*.test.ts'],
      globalSetup: '<rootDir>/__tests__/contract/global-setup.js',
      globalTeardown: '<rootDir>/__tests__/contract/global-teardown.js',
    },
    {
      ...common,
      displayName: 'conformance',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/conformance/**/*.test.ts'],
      // The W3C Nu HTML checker and axe-core against the production build (scripts/test.js starts it).
      setupFilesAfterEnv: ['<rootDir>/e2e/support/jest-setup.ts'],
    },
    {
      ...common,
      displayName: 'hostile',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/hostile/**/*.test.ts'],
      // Attacks on `npm start`'s server of the production build, against the real CMS (scripts/test.js).
      setupFilesAfterEnv: ['<rootDir>/e2e/support/jest-setup.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
      // A real browser against a production build: the runner (scripts/test.js) starts both.
      setupFilesAfterEnv: ['<rootDir>/e2e/support/jest-setup.ts'],
    },
  ],
};
