/**
 * `npm test`: typecheck, lint, then the unit, integration and contract tests, then — with a
 * Chromium on the machine — the production build and the end-to-end tests. Without Chromium
 * the end-to-end tests are reported as skipped, loudly. Ends with one line: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium';

const workdir = mkdtempSync(path.join(tmpdir(), 'sport-info-test-'));
let passed = 0;
let failed = 0;
let ok = true;

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) console.error(`✖ ${title} failed (exit ${result.status})`);
  return result.status === 0;
}

function jest(title: string, projects: string[], extraArgs: string[] = []): void {
  const output = path.join(workdir, `${projects.join('-')}.json`);
  const success = run(title, 'npx', [
    'jest',
    '--selectProjects',
    ...projects,
    '--json',
    `--outputFile=${output}`,
    ...extraArgs,
  ]);
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) {
      console.error(`✖ ${title}: no test ran`);
      ok = false;
    }
  } catch {
    failed += 1;
  }
  ok &&= success;
}

ok = run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) && ok;
ok = run('lint', 'npx', ['eslint', '.']) && ok;
jest('unit, integration and contract tests', ['unit', 'integration', 'contract']);

const chromium = chromiumPath();
if (!chromium) {
  console.warn(
    '\n⚠ END-TO-END TESTS SKIPPED: no Chromium found (install the OS package `chromium` or set CHROME_PATH).',
  );
} else if (run('production build for the end-to-end tests', 'npm', ['run', '-s', 'build'])) {
  // Two files at a time: an end-to-end test mostly waits (on pushes, the world, two minutes of
  // chaos), so two share the 2 cores well — 10.7 → 6.3 min here, keeping npm test under 15.
  jest(`end-to-end tests (${chromium})`, ['e2e'], ['--maxWorkers=2']);
} else {
  ok = false;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
