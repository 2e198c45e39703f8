/**
 * The Node-only benches, each in its own process (a fresh heap for the world's heap
 * figure, no browser or server of ours on the cores): bench/world-build.ts and
 * bench/push-fanout.ts, which also run alone. They print a `BENCH_RESULT {...}` line with --json.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { failure, metric, type Metric } from '../lib/metrics';
import { ROOT } from '../lib/stack';

const TIMEOUT_MS = 60_000;

interface ScriptRun<T> {
  result: T | null;
  exitCode: number | null;
  output: string;
}

function runScript<T>(script: string, nodeArgs: string[], args: string[], timeout = TIMEOUT_MS): ScriptRun<T> {
  const child = spawnSync(process.execPath, ['--import', 'tsx', ...nodeArgs, path.join(ROOT, script), ...args, '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout,
  });
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
      metric({ id: 'worldBuildMs', label: 'world build (eager + historic seasons)', value: result ? Math.round(result.totalMs) : null, unit: 'ms', budget: 'worldBuildMs' }),
      metric({ id: 'worldBuildMb', label: 'world build heap growth', value: result ? Math.round(result.heapDeltaMb) : null, unit: 'MB', budget: 'worldBuildMb' }),
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
    metrics.push(failure({ id: 'pushLost', label: 'push fan-out lost deliveries', value: result.lost, unit: '' }, 'every message must arrive'));
  }
  return { metrics, details: result };
}

/** A live room's crowd at 200 messages/s for 10 s, fanned out to 2000 sockets (bench/push-fanout.ts --room). */
export function measureRoomCrowdFanout(): { metrics: Metric[]; details: PushResult | null } {
  const { result } = runScript<PushResult>('bench/push-fanout.ts', [], ['--room'], 3 * TIMEOUT_MS);
  const metrics = [
    metric({
      id: 'roomCrowdP99Ms',
      label: "room crowd fan-out p99 (200 msg/s to 2000 sockets)",
      value: result ? Math.round(result.p99 * 10) / 10 : null,
      unit: 'ms',
      budget: 'roomCrowdP99Ms',
      note: result ? `p50 ${result.p50.toFixed(1)} ms, max ${result.max.toFixed(0)} ms` : undefined,
    }),
  ];
  if (result && result.lost > 0) {
    metrics.push(failure({ id: 'roomCrowdLost', label: 'room crowd fan-out lost deliveries', value: result.lost, unit: '' }, 'every line must arrive'));
  }
  return { metrics, details: result };
}
