/**
 * `npm run mutate:live`: what every live feature of a room is shown through — the playhead's rules and
 * the live timeline (its order, the store-kit primitive, its hook) — against their own tests, one test
 * runner at a time. Same ignorer as the whole run; its own record under .cache, so a run here never
 * rewrites the committed one.
 */
import process from 'node:process';
import base, { strykerPlugins } from './stryker.config.mjs';

export { strykerPlugins };

/** The code mutated, and the tests that are its own (jest.stryker.config.js reads STRYKER_TESTS). */
const LIVE = [
  'src/domains/match/rules/playhead.ts',
  'src/platform/store/timeline-order.ts',
  'src/platform/store/live-timeline.ts',
  'src/platform/store/use-live-timeline.ts',
];
process.env.STRYKER_TESTS ??= [
  'tests/unit/domains/match/rules/playhead.test.ts',
  'tests/unit/platform/store/timeline-order.test.ts',
  'tests/unit/platform/store/live-timeline.test.ts',
  'tests/unit/platform/store/live-timeline-lifecycle.test.ts',
  'tests/unit/platform/store/live-timeline-edges.test.ts',
  'tests/unit/platform/store/use-live-timeline.test.tsx',
].join(',');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: LIVE,
  concurrency: 1,
  // No TypeScript checker: its start and its re-check of every dependent of the store kit took longer
  // than the tests (6 mutants in 8 minutes on a loaded machine against ~90 in 4 without it). A mutant
  // that does not compile then runs, and counts as killed only if a test fails on it.
  checkers: [],
  incrementalFile: '.cache/stryker-live-incremental.json',
  tempDirName: '.cache/stryker-live',
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/live.json' },
};
