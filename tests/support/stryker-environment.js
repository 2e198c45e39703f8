/**
 * The test environment of Stryker's single jest project (jest.stryker.config.js): the unit
 * project's (jest-fixed-jsdom) for tests under tests/unit, node's for the integration tests — as
 * `npm test`'s projects give them. Stryker wraps whatever this returns to count which tests reach
 * each mutant.
 */
const NodeEnvironment = require('jest-environment-node').TestEnvironment;
const FixedJsdomEnvironment = require('jest-fixed-jsdom');

const JsdomEnvironment = FixedJsdomEnvironment.default ?? FixedJsdomEnvironment;

module.exports = function StrykerTestEnvironment(config, context) {
  const unit = context.testPath.split(/[\\/]/).join('/').includes('/tests/unit/');
  return unit ? new JsdomEnvironment(config, context) : new NodeEnvironment(config, context);
};
