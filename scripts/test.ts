/**
 * `npm test`: the production builds (the remote beside shell-demo's host: they do not read each
 * other; not the foreign hosts, which tests/e2e/foreign-hosts.test.ts builds itself against the
 * remote's port), then the unit, integration and contract tests (three workers), then — with a
 * Chromium on the machine — the end-to-end tests with the typecheck and the lint beside them at
 * the lowest CPU priority (they take the cores the browsers leave idle while the journeys wait;
 * without Chromium they run on their own first). Without Chromium the end-to-end tests are
 * reported as skipped, loudly. Ends with the time of each phase and one line: "N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testChromiumPath } from './chromium';

const workdir = mkdtempSync(path.join(tmpdir(), 'sport-info-test-'));
let passed = 0;
let failed = 0;
let ok = true;
const phases: string[] = [];

async function timed<T>(title: string, phase: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await phase();
  phases.push(`${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result;
}

interface Step {
  title: string;
  command: string;
  args: string[];
}

/** `nice` where the system has it: a step that only takes the cores others leave idle. */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((candidate) => existsSync(candidate));

/** The step at the lowest CPU priority (as it is without `nice`). */
const idlePriority = (step: Step): Step =>
  NICE ? { ...step, command: NICE, args: ['-n', '19', step.command, ...step.args] } : step;

/**
 * Steps at once, each one's output held and printed when it ends (so two logs do not interleave);
 * true when every step succeeded.
 */
async function runTogether(steps: Step[]): Promise<boolean> {
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise<boolean>((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (status) => {
            console.log(`\n▶ ${title}`);
            process.stdout.write(Buffer.concat(output));
            if (status !== 0) console.error(`✖ ${title} failed (exit ${status})`);
            resolve(status === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

/** A step with the terminal to itself (its output as it comes); true when it succeeded. */
function run(title: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => console.error(error.message));
    child.on('close', (status) => {
      if (status !== 0) console.error(`✖ ${title} failed (exit ${status})`);
      resolve(status === 0);
    });
  });
}

async function jest(title: string, projects: string[], extraArgs: string[] = [], part = ''): Promise<void> {
  const output = path.join(workdir, `${projects.join('-')}${part}.json`);
  const success = await run(title, 'npx', [
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

/** End-to-end files that time what a fan waits for, run one at a time after the others. */
const TIMED_ALONE = 'tests/e2e/redeploy';

/**
 * `npm run typecheck` (one program over the whole project, declarations checked with it: the
 * builds write hosts' types from src, and a second program for that alone cost 21 s of CPU) and
 * the lint and the format check: no test waits on them, so they may run at the lowest priority
 * beside the journeys.
 */
const CHECKS: Step[] = [
  { title: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '--declaration', '-p', 'tsconfig.json'] },
  { title: 'lint', command: 'npx', args: ['eslint', '.'] },
  // The code's format, as `npm run format` writes it.
  { title: 'format', command: 'npm', args: ['run', '-s', 'format:check'] },
];

/** The deploy journeys' next release (a production build of the remote), built while the others run. */
const NEXT_RELEASE: Step = { title: 'the next release', command: 'npx', args: ['tsx', 'scripts/next-release.ts'] };

async function main(): Promise<void> {
  const chromium = testChromiumPath();
  // Without end-to-end tests there is nothing to run the checks beside: first, on the 2 cores.
  if (!chromium) ok = (await timed('typecheck and lint', () => runTogether(CHECKS))) && ok;
  // The production builds first: the end-to-end stack serves them, and the contract tests read
  // the published types (dist/remote/@mf-types.zip), which a clean clone has only after them.
  const built = await timed('production builds', () =>
    runTogether([
      { title: 'build: remote', command: 'npm', args: ['run', '-s', 'build:remote'] },
      { title: 'build: host', command: 'npm', args: ['run', '-s', 'build:host'] },
    ]),
  );
  ok &&= built;
  // Three workers on the 2 cores: jest's default there is one (cores − 1), which ran every file in
  // band on one core while the other idled; with two, the integration files' waits on their
  // servers still left 7.5 % of the CPU idle (1.2 % with three: 195 → 185 s, quiet machine).
  await timed('unit, integration and contract tests', () =>
    jest('unit, integration and contract tests', ['unit', 'integration', 'contract'], ['--maxWorkers=3']),
  );

  if (!chromium) {
    console.warn(
      '\n⚠ END-TO-END TESTS SKIPPED: no Chromium found (install the OS package `chromium` or set CHROME_PATH).',
    );
  } else if (built) {
    // Three files at a time: an end-to-end test mostly waits (on pushes, the world, two minutes of
    // chaos), so three share the 2 cores well: 465 s with two, 349 and 365 s with three here (two
    // runs, all green), 396–467 s in clean-clone CIs. Four took 344 s but left the anchor home
    // without its content for 30 s twice under that load (docs/testing.md).
    // The deploy journeys time a tap to its page against the fans' 3 s: they run alone after the
    // others, so the figure is the page's and not two other browsers' on the same 2 cores (beside
    // them a tap read 6–9 s on a slow day and a page waited past 15 s; alone, the same build passed).
    // The typecheck, the lint (~80 s of CPU) and the deploy journeys' next release (a remote build,
    // ~60 s of CPU, else paid inside the journeys timed alone) beside them at the lowest priority: a journey waits
    // on pushes, the world and its timers, and the checks take the cores meanwhile, while a
    // browser that needs a core gets it first (docs/testing.md, the test run's time).
    await timed('end-to-end tests, typecheck and lint beside', async () => {
      const [, checked] = await Promise.all([
        jest(`end-to-end tests (${chromium})`, ['e2e'], ['--maxWorkers=3', `--testPathIgnorePatterns=${TIMED_ALONE}`]),
        runTogether([...CHECKS, NEXT_RELEASE].map(idlePriority)),
      ]);
      ok &&= checked;
    });
    await timed('end-to-end tests timed alone', () =>
      jest('end-to-end tests timed alone', ['e2e'], ['--maxWorkers=1', `--testPathPatterns=${TIMED_ALONE}`], '-alone'),
    );
  } else {
    // The builds failed: no end-to-end tests to run the checks beside.
    ok = (await timed('typecheck and lint', () => runTogether(CHECKS))) && ok;
  }

  console.log(`\n${phases.join('\n')}`);
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

void main();
