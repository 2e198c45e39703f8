/**
 * The deploy journeys' next release, built ahead of them: `npm test` runs this beside the other
 * journeys at the lowest priority, so the journeys timed alone find it in .cache (buildNextRelease
 * keys it by the served build's id, which the test's copy of dist/remote keeps).
 */
import path from 'node:path';
import { buildNextRelease } from '../tests/e2e/support/redeploy';

const repoRoot = path.resolve(__dirname, '..');

buildNextRelease(repoRoot, path.join(repoRoot, 'dist/remote')).then(
  (built) => console.log(`the next release: ${path.relative(repoRoot, built)}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
