/**
 * The names of the tests in each test file Stryker's runner has loaded (tests/support/stryker-environment.js
 * records them, tests/support/stryker-sequencer.js reads them): one map for the test runner's process,
 * which runs its files in band. A name is the one Stryker gives a test — its describe blocks' names
 * and its own, joined by spaces — the name its test filter for a mutant is made of.
 * @type {Map<string, string[]>}
 */
const namesByTestFile = new Map();

function describeName(block) {
  return block.parent ? `${describeName(block.parent)} ${block.name}`.trimStart() : '';
}

/** Every test of a file's tree (jest-circus's describe blocks), skipped ones too. */
function testsOf(block, tests = []) {
  for (const child of block.children) {
    if (child.type === 'describeBlock') testsOf(child, tests);
    else tests.push(child);
  }
  return tests;
}

/** Every test of a file's tree as Stryker names them. */
const testNames = (block) => testsOf(block).map((test) => `${describeName(test.parent)} ${test.name}`.trimStart());

module.exports = { namesByTestFile, testNames, testsOf };
