/**
 * The tests Stryker runs against the development server's sessions and money
 * (stryker.server.config.mjs): the server's unit tests and the integration tests of logins,
 * the gold mall and buying a tip. Every integration test logs in, so with all of them a mutant of
 * `sessions.ts` ran ~350 tests (about two minutes each); these are the tests written for that code.
 */
const base = require('./jest.stryker.config.js');

module.exports = {
  ...base,
  testMatch: [
    '<rootDir>/tests/unit/server/**/*.test.ts',
    '<rootDir>/tests/integration/server/{sessions,gold-mall,news-buying,server-bounds,route-modules}.test.ts',
  ],
};
