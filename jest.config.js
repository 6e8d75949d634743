'use strict';
/**
 * Test tiers (ARCHITECTURE.md): unit and component tests, msw integration tests, and the contract
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
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/cms/node_modules/', '/.next/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'contract',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/contract/**/*.test.ts'],
      globalSetup: '<rootDir>/__tests__/contract/global-setup.js',
      globalTeardown: '<rootDir>/__tests__/contract/global-teardown.js',
    },
  ],
};
