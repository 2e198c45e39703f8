/**
 * Mutation testing (`npm run mutate`, docs/testing.md "Mutation testing"): Stryker changes the
 * code that decides things one small edit at a time and runs the tests that reach each edit; a
 * mutant the tests do not notice "survives". Scope: the domains' rules (the match centre's
 * included), platform/session, socket, store and http, and the development server's money and
 * session code; and the wiring of the rules — the domains' stores, the hooks, the live room's
 * components, the platform's loop, the development server's chat checks. The tests it runs are
 * jest.stryker.config.js's.
 *
 * Incremental: reports/stryker-incremental.json keeps every mutant's result, and a run re-tests
 * only the mutants whose code or tests changed since. The record is kept with ids made of what
 * each test and mutant is (scripts/stryker-record.mjs), so a run's diff is what it re-tested.
 *
 * Equivalent mutants — edits no test can tell apart from the code, because the program behaves
 * the same — are listed in stryker-equivalent.mjs, each with its reason; this file's ignorer plugin
 * marks them "ignored" (left out of the score, listed in the report with the reason).
 */
import path from 'node:path';
import process from 'node:process';
import { declareClassPlugin, declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';
import { CanonicalRecordReporter } from './scripts/stryker-record.mjs';
import { EQUIVALENT } from './stryker-equivalent.mjs';

const equivalentIgnorer = {
  shouldIgnore(nodePath) {
    const file = nodePath.hub?.file?.opts?.filename;
    if (!file) return undefined;
    const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
    const entries = EQUIVALENT.filter((entry) => relative.endsWith(entry.file));
    if (entries.length === 0) return undefined;
    const { start, end } = nodePath.node;
    if (typeof start !== 'number' || typeof end !== 'number') return undefined;
    const code = nodePath.hub.file.code.slice(start, end);
    return entries.find((entry) => entry.code === code)?.reason;
  },
};

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'equivalent', equivalentIgnorer),
  declareClassPlugin(PluginKind.Reporter, 'canonical-record', CanonicalRecordReporter),
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  plugins: ['@stryker-mutator/*', './stryker.config.mjs'],
  ignorers: ['equivalent'],
  mutate: [
    'src/domains/*/rules/**/*.ts',
    // The live room's feature folders (crowd, envelope, 竞猜, player, mini-player), each with its rules and store.
    'src/domains/live-room/*/rules/**/*.ts',
    'src/platform/session/**/*.ts',
    'src/platform/socket/**/*.ts',
    'src/platform/store/**/*.ts',
    'src/platform/http/**/*.ts',
    // The comment rule's reading (ban, recharge, VIP), shared by the tips' comments and the room's chat.
    'src/features/comment-gate/comment-gate.ts',
    // Post times the pages show, shared by every domain (the dates' words are the locale's formats).
    'src/lib/post-time.ts',
    // The development server's sessions and money: logins and tokens, gold accounts and the
    // mall's exchange, the purchase of a tip, its refund and the kept answers a retry replays.
    'shell-demo/server/sessions.ts',
    'shell-demo/server/expiring-map.ts',
    'shell-demo/server/routes/demo-session.ts',
    'shell-demo/server/demo-profiles.ts',
    'shell-demo/server/routes/gold-accounts.ts',
    'shell-demo/server/routes/system.ts:45-65',
    'shell-demo/server/routes/news-purchases.ts',
    // The wiring: where the rules meet the app — every domain's stores (the room's release queue
    // and crowd session among them), the hooks, the live room's components, the platform's loop.
    'src/domains/*/store/**/*.ts',
    'src/domains/live-room/*/store/**/*.ts',
    'src/**/use-*.ts',
    'src/domains/live-room/**/components/**/*.{ts,tsx}',
    'src/platform/loop/**/*.ts',
    // The development server's checks of a chat line (blank, length, masked words; slow mode, flood).
    'shell-demo/server/crowd/chat-checks.ts',
    'shell-demo/server/crowd/chat-sends.ts',
    // Declarations only: nothing to mutate.
    '!src/**/*.d.ts',
  ],
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.stryker.config.js', enableFindRelatedTests: true },
  // Each mutant runs only the tests that reached it in the first (dry) run.
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.stryker.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Two cores shared with other work: one test runner each.
  concurrency: 2,
  // A mutant's run may take this much longer than its tests took in the first run before it
  // counts as an endless loop. The first run's time leaves out loading the test files, which on
  // a loaded machine alone can take half a minute: anything shorter counts slow runs as timeouts.
  timeoutMS: 120_000,
  // The first run, every related test with coverage, takes minutes on a loaded machine.
  dryRunTimeoutMinutes: 60,
  // Mutants in code that runs once when a module loads would need the whole suite per mutant.
  ignoreStatic: true,
  // canonical-record rewrites the record so that its diff is what the run re-tested
  // (scripts/stryker-record.mjs).
  reporters: ['clear-text', 'progress-append-only', 'html', 'json', 'canonical-record'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.cache/stryker',
  // Not copied to the sandbox: build output and caches no test of the set reads. A build running
  // beside Stryker rewrites .cache/rspack while the sandbox is copied (a run failed on a cache
  // file gone half-way), and dist/ is megabytes of copying for nothing.
  ignorePatterns: ['/.cache', '/dist', '/bench/results', '/tests/e2e/screenshots'],
  cleanTempDir: 'always',
};
