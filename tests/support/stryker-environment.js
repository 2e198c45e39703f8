/**
 * The test environment of Stryker's single jest project (jest.stryker.config.js): the unit
 * project's (jest-fixed-jsdom) for tests under tests/unit, node's for the integration tests — as
 * `npm test`'s projects give them. Stryker wraps whatever this returns to count which tests reach
 * each mutant.
 *
 * Two savings for a mutant's run, neither of which changes which mutants are killed:
 * - it records the names of each file's tests once they are collected, for stryker-sequencer.js
 *   to leave out the files none of the mutant's tests are in;
 * - once one test has failed with a mutant switched on, the mutant is killed: the rest of that
 *   run's tests are skipped (Stryker's jest runner cannot bail; a store's mutant reached by the
 *   tests of 30 files ran every one of them after the first had failed). The first run, with no
 *   mutant on, runs every test.
 */
const NodeEnvironment = require('jest-environment-node').TestEnvironment;
const FixedJsdomEnvironment = require('jest-fixed-jsdom');
const { namesByTestFile, testNames, testsOf } = require('./stryker-test-names');

const JsdomEnvironment = FixedJsdomEnvironment.default ?? FixedJsdomEnvironment;

/** Stryker's variable naming the mutant switched on (unset in the first run). */
const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';
/** The mutant a test has failed with, in this test runner's process. */
let killedMutant;

const activeMutant = () => process.env[ACTIVE_MUTANT];
const alreadyKilled = () => activeMutant() !== undefined && activeMutant() === killedMutant;

module.exports = function StrykerTestEnvironment(config, context) {
  const unit = context.testPath.split(/[\\/]/).join('/').includes('/tests/unit/');
  const environment = unit ? new JsdomEnvironment(config, context) : new NodeEnvironment(config, context);
  const handleTestEvent = environment.handleTestEvent?.bind(environment);
  environment.handleTestEvent = (event, state) => {
    if (event.name === 'run_start') {
      // Every test of the file, skipped by the name pattern or not, is in the tree when the run starts.
      namesByTestFile.set(context.testPath, testNames(state.rootDescribeBlock));
      // A file run after the mutant was killed: its tests (and so its hooks) are skipped.
      if (alreadyKilled()) for (const test of testsOf(state.rootDescribeBlock)) test.mode = 'skip';
    }
    // jest-circus reads a test's mode just after its start.
    if (event.name === 'test_start' && alreadyKilled()) event.test.mode = 'skip';
    if (event.name === 'test_done' && event.test.errors.length > 0 && activeMutant() !== undefined) {
      killedMutant = activeMutant();
    }
    return handleTestEvent?.(event, state);
  };
  return environment;
};
