/**
 * The tests Stryker runs against the development server's sessions, money and chat checks
 * (stryker.server.config.mjs): the server's unit tests and the integration tests of logins,
 * the gold mall, buying a tip and sending a chat line. Every integration test logs in, so with all of them a mutant of
 * `sessions.ts` ran ~350 tests (about two minutes each); these are the tests written for that code.
 */
const base = require('./jest.stryker.config.js');

module.exports = {
  ...base,
  testMatch: [
    '<rootDir>/tests/unit/server/**/*.test.ts',
    '<rootDir>/tests/integration/server/{sessions,gold-mall,news-buying,server-bounds,route-modules,room-crowd-send}.test.ts',
  ],
};
