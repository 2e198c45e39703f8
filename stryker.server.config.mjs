/**
 * `npm run mutate:server`: the development server's sessions, money and chat checks, against their own tests
 * (jest.stryker.server.config.js) instead of every integration test. Same record, same ignorer.
 */
import base, { strykerPlugins } from './stryker.config.mjs';

export { strykerPlugins };

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  // The development server's part of the scope, as stryker.config.mjs lists it.
  mutate: base.mutate.filter((file) => file.startsWith('shell-demo/')),
  jest: { ...base.jest, configFile: 'jest.stryker.server.config.js' },
};
