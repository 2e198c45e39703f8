/**
 * The tests Stryker runs against each mutant (stryker.config.mjs): one jest project — Stryker's
 * jest runner reads no `projects` — holding the tests written beside the code it mutates: the
 * rules', stores', components', platform's and shared dates' unit tests, the development server's unit and
 * integration tests and the push integration tests. Page tests (tests/unit/domains/<domain>/pages, the app wiring)
 * are left out: each renders the app over the in-process backend, and a mutant of the HTTP client
 * reaches nearly all of them, so one mutant would cost minutes; a rule has its own tests.
 *
 * Unit tests run in jest-fixed-jsdom, integration tests in node (tests/support/stryker-environment.js
 * picks per file); files that choose their environment with a docblock are left out, since
 * Stryker could not count which tests reach a mutant there.
 */
const path = require('node:path');
const base = require('./jest.config.js');

const unit = base.projects.find((project) => project.displayName === 'unit');

/**
 * A run scoped to one folder may name the tests that are that folder's own, comma-separated folders
 * or test files (`STRYKER_TESTS=tests/unit/platform/http npx stryker run --mutate 'src/platform/http/**'`):
 * the first run, which runs every test of the set with coverage, then takes seconds instead of
 * minutes. A mutant only another folder's tests would kill is then counted as surviving.
 */
const scopedFolders = (process.env.STRYKER_TESTS ?? '').split(',').filter(Boolean);
const scopedTests =
  scopedFolders.length > 0
    ? scopedFolders.map((folder) =>
        /\.test\.tsx?$/.test(folder)
          ? `<rootDir>/${folder}`
          : `<rootDir>/${folder.replace(/\/$/, '')}/**/*.test.ts?(x)`,
      )
    : undefined;

module.exports = {
  ...unit,
  displayName: 'stryker',
  rootDir: __dirname,
  // Instrumented code, on two cores shared with other work: tests that take a second alone can
  // take several here (the mutants' own time limit is Stryker's timeoutMS).
  testTimeout: 30_000,
  testEnvironment: path.join(__dirname, 'tests/support/stryker-environment.js'),
  // A mutant's run loads only the files that hold a test that reached it (see the sequencer).
  testSequencer: path.join(__dirname, 'tests/support/stryker-sequencer.js'),
  testMatch: scopedTests ?? [
    // A domain's, or a domain's feature folder's (the live room's crowd, envelope, 竞猜, player).
    '<rootDir>/tests/unit/domains/**/rules/**/*.test.ts?(x)',
    // The wiring's own tests: the stores', the components' and hooks' (rendered alone, without the app).
    '<rootDir>/tests/unit/domains/**/store/**/*.test.ts?(x)',
    '<rootDir>/tests/unit/domains/**/components/**/*.test.ts?(x)',
    // A hook's own test, wherever its code is (ui, the app's frame).
    '<rootDir>/tests/unit/**/use-*.test.ts?(x)',
    '<rootDir>/tests/unit/platform/**/*.test.ts?(x)',
    // The features shared by domains (the comment rule's reading, in the scope; the promotions).
    '<rootDir>/tests/unit/features/**/*.test.ts?(x)',
    // The shared post times (src/lib/post-time.ts, in the scope).
    '<rootDir>/tests/unit/lib/**/*.test.ts?(x)',
    '<rootDir>/tests/unit/server/**/*.test.ts',
    '<rootDir>/tests/integration/**/*.test.ts',
  ],
  // Chose their environment by docblock (see above).
  // A Stryker sandbox left in .cache is not part of the project.
  modulePathIgnorePatterns: ['<rootDir>/.cache/'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/unit/server/(hardening|params)\\.test\\.ts$'],
};
