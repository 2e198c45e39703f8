/**
 * The live path on NATS under a derby's load (docs/scaling.md): one room at 200 chat lines/s for
 * 10 s to 2,000 sockets, through one gateway and then split over two on one nats-server, and a
 * 竞猜 with 2,000 fans voting through one gateway and then two. Each run is bench/push-fanout.ts or
 * bench/prediction-votes.ts in a process of its own, as they also run alone. Without nats-server
 * on the machine the scenario is skipped, said in its row.
 */
import { spawnSync } from 'node:child_process';
import { failure, metric, skipped, type Metric } from '../lib/metrics';
import { runScript } from './node-benches';

interface FanoutResult {
  gateways: number;
  sockets: number;
  delivered: number;
  lost: number;
  p50: number;
  p99: number;
  cpuPerDeliveryUs: number | null;
  load: { before: number; after: number; cores: number };
}

interface VotesResult {
  failedVotes: number;
  voteP50: number;
  voteP99: number;
  splitP99: number;
}

const RUN_MS = 180_000;
const ROOM = ['--room', '--nats', '--workers=2', '--sockets=2000'];
const round = (value: number) => Math.round(value * 10) / 10;

const natsInstalled = (): boolean => spawnSync('nats-server', ['--version'], { encoding: 'utf8' }).status === 0;

function fanout(gateways: number): FanoutResult | null {
  return runScript<FanoutResult>('bench/push-fanout.ts', [], [...ROOM, `--gateways=${gateways}`], RUN_MS).result;
}

const fanoutNote = (result: FanoutResult) =>
  `p50 ${result.p50.toFixed(0)} ms, ${result.delivered} delivered, ${result.lost} lost, CPU per delivered message ${result.cpuPerDeliveryUs?.toFixed(2) ?? '?'} µs, load ${result.load.before.toFixed(1)} → ${result.load.after.toFixed(1)}`;

const fanoutMetric = (id: string, label: string, result: FanoutResult | null): Metric =>
  metric({
    id,
    label: `room fan-out p99 on NATS, ${label}`,
    value: result ? round(result.p99) : null,
    unit: 'ms',
    budget: 'roomCrowdP99Ms',
    note: result ? fanoutNote(result) : undefined,
  });

export function measureClusterLoad(): { metrics: Metric[]; details: unknown } {
  if (!natsInstalled()) {
    const row = skipped(
      { id: 'clusterOneGatewayP99Ms', label: 'room fan-out on NATS', unit: 'ms' },
      'no nats-server on this machine (docs/scaling.md#getting-nats)',
    );
    return { metrics: [row], details: null };
  }
  const one = fanout(1);
  const two = fanout(2);
  const voting = (gateways: number) =>
    runScript<VotesResult>('bench/prediction-votes.ts', [], ['--nats', `--gateways=${gateways}`], RUN_MS).result;
  const votesOnOne = voting(1);
  const votes = voting(2);
  const metrics: Metric[] = [
    fanoutMetric('clusterOneGatewayP99Ms', 'one gateway (200 lines/s to 2000 sockets)', one),
    fanoutMetric('clusterTwoGatewaysP99Ms', 'split over two gateways', two),
    metric({
      id: 'clusterTwoGatewaysP99Pct',
      label: "two gateways' p99 against one gateway's, % above",
      value: one && two && one.p99 > 0 ? Math.round((two.p99 / one.p99 - 1) * 100) : null,
      unit: '%',
      budget: 'clusterTwoGatewaysP99Pct',
    }),
    metric({
      id: 'clusterVoteP99Ms',
      label: '竞猜 vote p99 on NATS, two gateways (2000 fans within 10 s)',
      value: votes ? round(votes.voteP99) : null,
      unit: 'ms',
      budget: 'predictionVoteP99Ms',
      note: votes ? `p50 ${votes.voteP50.toFixed(0)} ms, split fan-out p99 ${votes.splitP99.toFixed(0)} ms` : undefined,
    }),
    metric({
      id: 'clusterVoteTwoGatewaysP99Pct',
      label: "竞猜 vote p99, two gateways' against one gateway's, % above",
      value:
        votesOnOne && votes && votesOnOne.voteP99 > 0
          ? Math.round((votes.voteP99 / votesOnOne.voteP99 - 1) * 100)
          : null,
      unit: '%',
      budget: 'clusterTwoGatewaysP99Pct',
      note: votesOnOne
        ? `one gateway: p99 ${round(votesOnOne.voteP99)} ms, p50 ${votesOnOne.voteP50.toFixed(0)} ms`
        : undefined,
    }),
  ];
  for (const [label, result] of [
    ['one gateway', one],
    ['two gateways', two],
  ] as const) {
    if (result && result.lost > 0)
      metrics.push(
        failure(
          { id: 'clusterLost', label: `room fan-out on NATS, ${label}: lines lost`, value: result.lost, unit: '' },
          'every line must arrive',
        ),
      );
  }
  if ((votes?.failedVotes ?? 0) + (votesOnOne?.failedVotes ?? 0) > 0)
    metrics.push(
      failure(
        {
          id: 'clusterVotesFailed',
          label: '竞猜 votes on NATS refused or failed',
          value: (votes?.failedVotes ?? 0) + (votesOnOne?.failedVotes ?? 0),
          unit: '',
        },
        'every vote must be taken',
      ),
    );
  return { metrics, details: { one, two, votesOnOne, votes } };
}
