/**
 * Builds the development server's seeded world and checks it against its budget:
 * under 2 s and 200 MB of heap for the whole world — the eager build the server does at
 * start-up plus the parts drawn after it (tips and betting reports, in the background) and on
 * first use (the three historic NBA seasons).
 *
 *   npx tsx --expose-gc bench/world-build.ts [--seed 42] [--now 2026-11-21T12:00:00Z] [--json]
 *
 * Budgets from bench/budgets.json (worldBuildMs, worldBuildMb). Exits with 1 when over budget.
 * --json adds one `BENCH_RESULT {...}` line for bench/run.ts. Without --expose-gc the heap figure includes garbage not yet
 * collected (an upper bound).
 */
import { nbaSeason } from '../shell-demo/server/world/basketball/seasons';
import { createWorld } from '../shell-demo/server/world/create-world';
import { NbaSeasonId } from '../shell-demo/server/world/ids';
import { drawPeople } from '../shell-demo/server/world/people/people-drawing';
import budgets from './budgets.json';

const TIME_BUDGET_MS = budgets.worldBuildMs;
const HEAP_BUDGET_MB = budgets.worldBuildMb;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const collect = (globalThis as { gc?: () => void }).gc;
const heapMb = (): number => process.memoryUsage().heapUsed / 1_048_576;

const seed = Number(argument('seed') ?? 20_240_601);
const now = argument('now') ? Date.parse(argument('now') ?? '') : Date.now();

collect?.();
const heapBefore = heapMb();
const started = performance.now();
const world = createWorld({ seed, now });
const eagerMs = performance.now() - started;
drawPeople(world);
const peopleMs = performance.now() - started - eagerMs;
for (const seasonId of Object.values(NbaSeasonId)) nbaSeason(world, seasonId);
const totalMs = performance.now() - started;
const heapAfter = heapMb();
collect?.();
const heapRetained = heapMb();

const grown = heapAfter - heapBefore;
const retained = heapRetained - heapBefore;
const counts = {
  matches: world.matches.size,
  historicNbaGames: Object.values(NbaSeasonId).reduce(
    (sum, id) => sum + (world.nbaSeasons.get(id)?.games.length ?? 0),
    0,
  ),
  hosts: world.hosts.size,
  tips: world.tips.size,
  reports: world.reports.size,
};

console.log(`world build (seed ${seed}, now ${new Date(now).toISOString()})`);
console.log(`  eager build            ${eagerMs.toFixed(0).padStart(6)} ms`);
console.log(`  tips and reports       ${peopleMs.toFixed(0).padStart(6)} ms   (drawn after the first answers)`);
console.log(`  + historic NBA seasons ${totalMs.toFixed(0).padStart(6)} ms   budget ${TIME_BUDGET_MS} ms`);
console.log(
  `  heapUsed delta         ${grown.toFixed(1).padStart(6)} MB   budget ${HEAP_BUDGET_MB} MB${collect ? '' : ' (no --expose-gc: includes garbage)'}`,
);
if (collect) console.log(`  retained after GC      ${retained.toFixed(1).padStart(6)} MB`);
console.log(
  `  ${Object.entries(counts)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ')}`,
);

const overTime = totalMs > TIME_BUDGET_MS;
const overHeap = grown > HEAP_BUDGET_MB;
if (process.argv.includes('--json')) {
  const result = {
    eagerMs,
    peopleMs,
    totalMs,
    heapDeltaMb: grown,
    retainedMb: collect ? retained : null,
    gcExposed: !!collect,
    counts,
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
}
if (overTime || overHeap) {
  console.error(`over budget:${overTime ? ' time' : ''}${overHeap ? ' heap' : ''}`);
  process.exit(1);
}
