/**
 * Jest runs the longest test files first, so that its workers finish together — by the times it
 * measured on this machine before (its cache), or, on a clean clone, which has none, by the times
 * a clean run took (tests/e2e/support/expected-durations.json; jest's own fallback, file size,
 * put the two-minute files behind short ones). Files in neither keep jest's order.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const expectedSeconds = require('../e2e/support/expected-durations.json');

const root = path.resolve(__dirname, '../..');

class ExpectedDurationSequencer extends Sequencer {
  time(test) {
    const measured = super.time(test);
    if (measured !== undefined) return measured;
    const seconds = expectedSeconds[path.relative(root, test.path).split(path.sep).join('/')];
    return seconds === undefined ? undefined : seconds * 1000;
  }
}

module.exports = ExpectedDurationSequencer;
