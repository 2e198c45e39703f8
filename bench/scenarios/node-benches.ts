/**
 * The Node-only benches, each in its own process (a fresh heap for the world's heap
 * figure, no browser or server of ours on the cores): bench/world-build.ts and
 * bench/push-fanout.ts and bench/prediction-votes.ts, which also run alone. They print a `BENCH_RESULT {...}` line with --json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { failure, metric, type Metric } from '../lib/metrics';
import { ROOT } from '../lib/stack';

const TIMEOUT_MS = 60_000;

interface ScriptRun<T> {
  result: T | null;
  exitCode: number | null;
  output: string;
}

export function runScript<T>(script: string, nodeArgs: string[], args: string[], timeout = TIMEOUT_MS): ScriptRun<T> {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', ...nodeArgs, path.join(ROOT, script), ...args, '--json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      timeout,
    },
  );
  const output = `${child.stdout ?? ''}${child.stderr ?? ''}`;
  const line = (child.stdout ?? '').split('\n').find((text) => text.startsWith('BENCH_RESULT '));
  const result = line ? (JSON.parse(line.slice('BENCH_RESULT '.length)) as T) : null;
  if (!result) console.error(`${script} printed no result:\n${output}`);
  return { result, exitCode: child.status, output };
}

interface WorldResult {
  eagerMs: number;
  totalMs: number;
  heapDeltaMb: number;
  retainedMb: number | null;
  counts: Record<string, number>;
}

export function measureWorldBuild(): { metrics: Metric[]; details: WorldResult | null } {
  const { result } = runScript<WorldResult>('bench/world-build.ts', ['--expose-gc'], []);
  return {
    metrics: [
      metric({
        id: 'worldBuildMs',
        label: 'world build (eager + historic seasons)',
        value: result ? Math.round(result.totalMs) : null,
        unit: 'ms',
        budget: 'worldBuildMs',
      }),
      metric({
        id: 'worldBuildMb',
        label: 'world build heap growth',
        value: result ? Math.round(result.heapDeltaMb) : null,
        unit: 'MB',
        budget: 'worldBuildMb',
      }),
    ],
    details: result,
  };
}

interface PushResult {
  sockets: number;
  rate: number;
  seconds: number;
  delivered: number;
  lost: number;
  p50: number;
  p99: number;
  max: number;
}

export function measurePushFanout(): { metrics: Metric[]; details: PushResult | null } {
  const { result } = runScript<PushResult>('bench/push-fanout.ts', [], ['--sockets=200', '--rate=1000', '--seconds=3']);
  const metrics = [
    metric({
      id: 'pushP99Ms',
      label: 'push fan-out p99 (1000 msg/s to 200 sockets)',
      value: result ? Math.round(result.p99 * 10) / 10 : null,
      unit: 'ms',
      budget: 'pushP99Ms',
      note: result ? `p50 ${result.p50.toFixed(1)} ms, max ${result.max.toFixed(0)} ms` : undefined,
    }),
  ];
  if (result && result.lost > 0) {
    metrics.push(
      failure(
        { id: 'pushLost', label: 'push fan-out lost deliveries', value: result.lost, unit: '' },
        'every message must arrive',
      ),
    );
  }
  return { metrics, details: result };
}

/** A live room's crowd at 200 messages/s for 10 s, fanned out to 2000 sockets (bench/push-fanout.ts --room). */
export function measureRoomCrowdFanout(): { metrics: Metric[]; details: PushResult | null } {
  const { result } = runScript<PushResult>('bench/push-fanout.ts', [], ['--room'], 3 * TIMEOUT_MS);
  const metrics = [
    metric({
      id: 'roomCrowdP99Ms',
      label: 'room crowd fan-out p99 (200 msg/s to 2000 sockets)',
      value: result ? Math.round(result.p99 * 10) / 10 : null,
      unit: 'ms',
      budget: 'roomCrowdP99Ms',
      note: result ? `p50 ${result.p50.toFixed(1)} ms, max ${result.max.toFixed(0)} ms` : undefined,
    }),
  ];
  if (result && result.lost > 0) {
    metrics.push(
      failure(
        { id: 'roomCrowdLost', label: 'room crowd fan-out lost deliveries', value: result.lost, unit: '' },
        'every line must arrive',
      ),
    );
  }
  return { metrics, details: result };
}

interface PredictionVotesResult {
  failedVotes: number;
  voteP50: number;
  voteP99: number;
  voteMax: number;
  splitDeliveries: number;
  splitP50: number;
  splitP99: number;
  serverLongestHoldUp: number;
  serverLongestHoldUpCpu: number | null;
}

/**
 * 竞猜: 2000 fans voting within 10 s in one room, the split fanned out to 2000 sockets
 * (bench/prediction-votes.ts), and the card's chunk (`room-predictions`) as built in `dist`.
 */
export function measurePredictionVotes(dist: string): { metrics: Metric[]; details: PredictionVotesResult | null } {
  const { result } = runScript<PredictionVotesResult>('bench/prediction-votes.ts', [], [], 3 * TIMEOUT_MS);
  const round = (value: number | undefined) => (value === undefined ? null : Math.round(value * 10) / 10);
  const remote = path.join(dist, 'remote');
  const chunk = existsSync(remote)
    ? readdirSync(remote).find((name) => /^room-predictions\.[0-9a-f]+\.js$/.test(name))
    : undefined;
  const chunkGzipBytes = chunk ? gzipSync(readFileSync(path.join(remote, chunk))).length : null;
  const metrics = [
    metric({
      id: 'predictionVoteP99Ms',
      label: '竞猜 vote round trip p99 (2000 fans within 10 s)',
      value: round(result?.voteP99),
      unit: 'ms',
      budget: 'predictionVoteP99Ms',
      note: result
        ? `p50 ${result.voteP50.toFixed(1)} ms, max ${result.voteMax.toFixed(0)} ms; server's longest hold-up ${result.serverLongestHoldUp.toFixed(0)} ms, ${result.serverLongestHoldUpCpu?.toFixed(0) ?? '?'} ms of it its own CPU`
        : undefined,
    }),
    metric({
      id: 'predictionSplitP99Ms',
      label: '竞猜 split fan-out p99 (1/s to 2000 sockets)',
      value: round(result?.splitP99),
      unit: 'ms',
      budget: 'predictionSplitP99Ms',
      note: result ? `p50 ${result.splitP50.toFixed(1)} ms over ${result.splitDeliveries} deliveries` : undefined,
    }),
    metric({
      id: 'predictionsChunkKb',
      label: 'the 竞猜 card chunk (room-predictions), gzip',
      value: chunkGzipBytes === null ? null : Math.round(chunkGzipBytes / 102.4) / 10,
      unit: 'KB',
      budget: 'predictionsChunkKb',
      note: chunk ?? `no room-predictions chunk in ${remote} (npm run build:remote)`,
    }),
  ];
  if (result && result.failedVotes > 0) {
    metrics.push(
      failure(
        { id: 'predictionVotesFailed', label: '竞猜 votes refused or failed', value: result.failedVotes, unit: '' },
        'every vote must be taken',
      ),
    );
  }
  return { metrics, details: result };
}
