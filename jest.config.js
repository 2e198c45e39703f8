/**
 * Four projects: unit (jsdom), integration (the real development server in-process),
 * contract (federation contract) and e2e (Chromium against the production builds).
 * `npm test` (scripts/test.ts) runs them all.
 */
// TypeScript, TSX and the ES modules below through swc, one file at a time (tests/support/swc-transform.js).
const transform = { '^.+\\.(t|j)sx?$': '<rootDir>/tests/support/swc-transform.js' };

const common = {
  transform,
  // ESM-only packages are compiled to CommonJS like the sources.
  transformIgnorePatterns: ['/node_modules/(?!qs-esm/)'],
  moduleNameMapper: {
    '\\?url$': '<rootDir>/tests/support/url-module.js',
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/tests/support/empty-module.js',
    // The path aliases of tsconfig.json (after the asset mappings, which must win).
    '^@src/(.*)$': '<rootDir>/src/$1',
    '^@tests/(.*)$': '<rootDir>/tests/$1',
    '^@shell-demo/(.*)$': '<rootDir>/shell-demo/$1',
    '^@scripts/(.*)$': '<rootDir>/scripts/$1',
  },
  clearMocks: true,
  restoreMocks: true,
};

module.exports = {
  // A test's first render compiles its imports; on two cores shared with builds that alone has
  // passed jest's default 5 s. A test that hangs still fails, after 20 s (e2e files set their own).
  testTimeout: 20_000,
  // Longest files first (by jest's cache, else by a clean run's times): the workers finish together.
  testSequencer: '<rootDir>/tests/support/expected-duration-sequencer.js',
  // A worker asked to end leaves its JavaScript within a few ms (nothing left open: its 'exit'
  // fires 1–2 ms after the request), but the process's own teardown — an end-to-end worker frees
  // ~300 MB — read 300–500 ms at load 13 on the 2 cores, past jest's 500 ms, after which jest kills
  // it and prints "a worker process has failed to exit gracefully". A worker that really hangs is
  // still killed, and reported, after this.
  workerGracefulExitTimeout: 5000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/unit-setup.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts?(x)'],
    },
    {
      ...common,
      displayName: 'contract',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/contract/**/*.test.ts?(x)'],
    },
    {
      ...common,
      displayName: 'e2e',
      // One playwright-core per worker, shared by its files (support/e2e-environment.ts).
      testEnvironment: '<rootDir>/tests/e2e/support/e2e-environment.ts',
      // That playwright-core is on each file's global on purpose: jest's cleanup of a file's
      // globals would take its properties away from the worker's next files (today it only warns
      // "'chromium' property was accessed … after it was soft deleted"; deleting is to come).
      testEnvironmentOptions: { globalsCleanup: 'off' },
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '^playwright-core$': '<rootDir>/tests/e2e/support/shared-playwright.js',
      },
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
    },
  ],
};
