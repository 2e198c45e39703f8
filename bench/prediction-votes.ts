/**
 * 竞猜 under a room's crowd (the push fan-out bench extended to predictions): one live room,
 * 2000 sockets following `predictions:<id>`, 2000 fans voting on one open prediction within 10 s
 * (evenly spread, each a signed HTTP call as the app makes it). Measures the vote's round trip
 * (from the request's first byte to the answer's last) and the split's fan-out to every socket
 * (from the split's `at`, when the server took it; it goes out at most once a second). Budgets:
 * predictionVoteP99Ms, predictionSplitP99Ms of bench/budgets.json; every vote must be taken.
 *
 *   npx tsx bench/prediction-votes.ts [--voters=2000] [--sockets=2000] [--seconds=10] [--json]
 *   npx tsx bench/prediction-votes.ts --nats [--gateways=2] ...
 *
 * --nats: the room on NATS JetStream (a nats-server started for the run, docs/scaling.md) and
 * `gateways` gateways on it, the first the publisher; the sockets and the fans are spread over
 * them (fan i logged in on gateway i mod n), so a vote on another gateway is handed to the
 * publisher, whose book it is.
 *
 * Each gateway (the one server without --nats) runs in a worker thread of its own: an event loop
 * and a heap of its own, as the separate processes of a deployment. On one thread two gateways'
 * worlds shared one heap, whose full collection, when one fell in the 10 s, held every vote of
 * both for 0.3–0.4 s (p99 37–194 ms against one gateway's 35–43). The sockets and the voters run
 * in worker threads too, so the measuring side does not starve the measured one. Each gateway's
 * hold-ups while the fans vote are printed beside the figures, with the CPU its thread itself ran
 * in the longest one: the votes' tail is the server's own work only when that is large, else the
 * machine's other processes.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { DevCalls, TOOL_HEADERS } from '../src/contracts/dev-server';
import { encodeForm, pairsOf } from '../src/contracts/form-encoding';
import { Header } from '../src/contracts/http';
import { PredictionCalls } from '../src/contracts/predictions';
import { PredictionsPush } from '../src/contracts/predictions-push';
import { DEV_SIGNING_KEY, hmacSigner } from '../src/contracts/signature';
import budgets from './budgets.json';
import { startNatsServer } from '../tests/support/nats-server';
import { startBenchGateway } from './lib/bench-gateways';
import { watchLoopStalls, type LoopStalls } from './lib/loop-stalls';
import { openRawPushSocket } from './lib/raw-push-client';
import { roomLoad } from './lib/room-crowd-load';

const LIMITS = { voters: 5000, sockets: 5000, seconds: 60, gateways: 4 };
/** Sessions one client address may hold (the server's bound): the voters come from several loopback addresses. */
const VOTERS_PER_ADDRESS = 500;
/**
 * Votes before the measured ones, at the same pace, from other fans: a fresh process runs its
 * first calls in the interpreter and its first split's fan-out cold (the first 0.2 s of votes took
 * 40–130 ms where the rest took 3–5), which a server that has been up a while has long done.
 */
const WARM_UP = { voters: 200, seconds: 1, settleMs: 1000 };
/** After the last vote: the last split (at most a second later) reaches every socket. */
const DRAIN_MS = 2500;

interface Voter {
  token: string;
  uid: string;
  /** The gateway the fan logged in on, and votes through. */
  apiUrl: string;
}
/** What the main thread asks of a gateway's thread; each is answered by one message. */
type GatewayAsk =
  | { kind: 'login'; fans: { name: string; address: string }[] }
  | { kind: 'watch' }
  | { kind: 'stalls' }
  | { kind: 'close' };
/** A gateway's thread once started: where it listens, and (the first) the room under load. */
interface GatewayStarted {
  url: string;
  port: number;
  roomId: number | null;
}
type Setup =
  | { role: 'gateway'; natsUrl: string | null; name: string; first: boolean }
  | { role: 'sockets'; url: string; channel: string; sockets: number }
  | {
      role: 'voters';
      voters: Voter[];
      warmUp: Voter[];
      predictionId: number;
      outcomeIds: number[];
      seconds: number;
    };
type Result = { latencies: Float64Array; failed: number };

const clock = () => performance.timeOrigin + performance.now();

function option(name: keyof typeof LIMITS, fallback: number): number {
  const arg = process.argv.find((item) => item.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > LIMITS[name])
    throw new Error(`--${name} must be an integer from 1 to ${LIMITS[name]}`);
  return value;
}

function percentile(sorted: Float64Array, fraction: number): number {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

// ------------------------------------------------------------------------------ worker threads

/** Tries of one socket: on a busy machine a few of 2000 handshakes at once are reset, which is no figure of the run. */
const SOCKET_TRIES = 3;

async function runSockets(setup: Extract<Setup, { role: 'sockets' }>): Promise<void> {
  const latencies: number[] = [];
  const open = async (tries = SOCKET_TRIES): Promise<Awaited<ReturnType<typeof openRawPushSocket>>> => {
    try {
      return await openRawPushSocket(
        setup.url,
        setup.channel,
        { message: (publishedAt, _saidAt, receivedAt) => latencies.push(receivedAt - publishedAt) },
        clock,
      );
    } catch (error) {
      if (tries <= 1) throw error;
      return open(tries - 1);
    }
  };
  const sockets = await Promise.all(Array.from({ length: setup.sockets }, () => open()));
  // The snapshot on subscribing (the open prediction) is no fan-out of a split.
  await new Promise((resolve) => setTimeout(resolve, 200));
  latencies.length = 0;
  parentPort!.postMessage('ready');
  // 'measure': the warm-up's splits are behind; 'stop': the run is over.
  for (;;) {
    const said = await new Promise((resolve) => parentPort!.once('message', resolve));
    if (said === 'stop') break;
    latencies.length = 0;
  }
  for (const socket of sockets) socket.destroy();
  parentPort!.postMessage({ latencies: Float64Array.from(latencies), failed: 0 } satisfies Result);
}

async function runVoters(setup: Extract<Setup, { role: 'voters' }>): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const heard = () => new Promise((resolve) => parentPort!.once('message', resolve));
  parentPort!.postMessage('ready');
  await heard();
  await castVotes(setup, setup.warmUp, WARM_UP.seconds, agent);
  await new Promise((resolve) => setTimeout(resolve, WARM_UP.settleMs));
  parentPort!.postMessage('warm');
  await heard();
  const result = await castVotes(setup, setup.voters, setup.seconds, agent);
  agent.destroy();
  parentPort!.postMessage(result);
}

/** The fans' votes spread evenly over `seconds`, each timed from its first byte to its answer's last. */
async function castVotes(
  setup: Extract<Setup, { role: 'voters' }>,
  voters: Voter[],
  seconds: number,
  agent: Agent,
): Promise<Result> {
  const sign = hmacSigner(DEV_SIGNING_KEY);
  const { path } = PredictionCalls.vote;
  const latencies = new Float64Array(voters.length);
  let failed = 0;
  const started = clock();
  const spacing = (seconds * 1000) / voters.length;
  await Promise.all(
    voters.map(async (voter, index) => {
      await new Promise((resolve) => setTimeout(resolve, started + index * spacing - clock()));
      const form = {
        predictionId: setup.predictionId,
        outcomeId: setup.outcomeIds[index % setup.outcomeIds.length]!,
        stake: 10 + (index % 10) * 10,
        delayMs: (index % 30) * 1000,
      };
      const timestamp = String(Date.now());
      const signature = await sign({ method: 'POST', path, timestamp, pairs: pairsOf({}, form) });
      const headers = {
        ...TOOL_HEADERS,
        [Header.Timestamp]: timestamp,
        [Header.Signature]: signature,
        [Header.Token]: voter.token,
        [Header.Uid]: voter.uid,
        'content-type': 'application/x-www-form-urlencoded',
      };
      const sentAt = clock();
      const body = await new Promise<string>((resolve, reject) => {
        const call = request(`${voter.apiUrl}${path}`, { method: 'POST', headers, agent }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        });
        call.on('error', reject);
        call.end(encodeForm(form));
      }).catch(() => '');
      latencies[index] = clock() - sentAt;
      if (!body.startsWith('{"code":1,')) failed += 1;
    }),
  );
  return { latencies, failed };
}

/** A gateway in this thread, answering the main thread's asks (GatewayAsk) until it closes. */
async function runGateway(setup: Extract<Setup, { role: 'gateway' }>): Promise<void> {
  const gateway = await startBenchGateway(setup.natsUrl, setup.name, setup.first);
  const load = setup.first ? await roomLoad(gateway) : null;
  let stopWatching: (() => LoopStalls) | null = null;
  parentPort!.on('message', (asked: GatewayAsk) => {
    const answer = (value: unknown) => parentPort!.postMessage(value);
    if (asked.kind === 'login')
      answer(
        asked.fans.map(({ name, address }) => {
          const { token, uid } = gateway.sessions.login(name, address);
          return { token, uid };
        }),
      );
    else if (asked.kind === 'watch') {
      stopWatching = watchLoopStalls();
      answer('watching');
    } else if (asked.kind === 'stalls') answer(stopWatching?.());
    else void gateway.close().then(() => answer('closed'), exitOnFailure);
  });
  parentPort!.postMessage({
    url: gateway.url,
    port: gateway.port,
    roomId: load?.roomId ?? null,
  } satisfies GatewayStarted);
}

// ------------------------------------------------------------------------------ main thread

const next = (worker: Worker) =>
  new Promise<unknown>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    // A worker's process.exit ends the worker alone: the run must not wait for it.
    worker.once('exit', (code) => reject(new Error(`a bench worker exited (${code})`)));
  });

async function main(): Promise<number> {
  const voterCount = option('voters', 2000);
  const socketCount = option('sockets', 2000);
  const seconds = option('seconds', 10);
  const onNats = process.argv.includes('--nats');
  const gatewayCount = option('gateways', 1);
  if (gatewayCount > 1 && !onNats) throw new Error('--gateways is for --nats');
  const nats = onNats ? await startNatsServer() : null;
  const start = (setup: Setup) =>
    new Worker(`require('tsx/cjs'); require(${JSON.stringify(__filename)});`, { eval: true, workerData: setup });
  const ask = <T>(worker: Worker, asked: GatewayAsk | string) => {
    const answered = next(worker) as Promise<T>;
    worker.postMessage(asked);
    return answered;
  };
  // One after the other: the first holds the publisher's lease before the next starts.
  const gateways: (GatewayStarted & { thread: Worker })[] = [];
  for (let index = 0; index < gatewayCount; index++) {
    const thread = start({
      role: 'gateway',
      natsUrl: nats?.url ?? null,
      name: `bench-${index + 1}`,
      first: index === 0,
    });
    gateways.push({ ...((await next(thread)) as GatewayStarted), thread });
  }
  const server = gateways[0]!;
  const roomId = server.roomId!;
  const opened = await fetch(`${server.url}${DevCalls.predictions}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ roomId, action: 'open', windowMs: 10 * 60_000 }),
  });
  if (!opened.ok) throw new Error(`${DevCalls.predictions} → HTTP ${opened.status}`);
  const { prediction } = (await opened.json()) as {
    prediction: { predictionId: number; outcomes: { outcomeId: number }[] };
  };
  // Fan i logs in on gateway i mod n, each gateway's fans in one ask.
  const fans = async (count: number, name: string, subnet: number): Promise<Voter[]> => {
    const all = Array.from({ length: count }, (_, index) => ({
      name: `${name}-${index}`,
      address: `127.0.${subnet}.${2 + Math.floor(index / VOTERS_PER_ADDRESS)}`,
    }));
    const sessions = await Promise.all(
      gateways.map((gateway, at) =>
        ask<{ token: string; uid: string }[]>(gateway.thread, {
          kind: 'login',
          fans: all.filter((_, index) => index % gatewayCount === at),
        }),
      ),
    );
    return all.map((_, index) => ({
      ...sessions[index % gatewayCount]![Math.floor(index / gatewayCount)]!,
      apiUrl: gateways[index % gatewayCount]!.url,
    }));
  };
  const voters = await fans(voterCount, 'bench-voter', 0);
  const warmUp = await fans(WARM_UP.voters, 'bench-warm-up', 1);
  // One sockets thread per gateway, the sockets shared out.
  const socketsWorkers = gateways.map((gateway, index) =>
    start({
      role: 'sockets',
      url: `ws://127.0.0.1:${gateway.port}/ws`,
      channel: PredictionsPush.room(roomId),
      sockets: Math.floor(socketCount / gatewayCount) + (index < socketCount % gatewayCount ? 1 : 0),
    }),
  );
  const votersWorker = start({
    role: 'voters',
    voters,
    warmUp,
    predictionId: prediction.predictionId,
    outcomeIds: prediction.outcomes.map((outcome) => outcome.outcomeId),
    seconds,
  });
  try {
    await Promise.all([...socketsWorkers.map(next), next(votersWorker)]);
    console.log(
      `竞猜: ${voterCount} fans voting within ${seconds} s in room ${roomId}, the split fanned out to ${socketCount} sockets${onNats ? `, on NATS through ${gatewayCount} gateway(s)` : ''}`,
    );
    const warm = next(votersWorker);
    votersWorker.postMessage('warm up');
    await warm;
    for (const worker of socketsWorkers) worker.postMessage('measure');
    await Promise.all(gateways.map((gateway) => ask(gateway.thread, { kind: 'watch' })));
    const votes = await ask<Result>(votersWorker, 'go');
    const held = await Promise.all(gateways.map((gateway) => ask<LoopStalls>(gateway.thread, { kind: 'stalls' })));
    // The publisher's, where every vote is answered.
    const stalls = held[0]!;
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    const delivered = Promise.all(socketsWorkers.map((worker) => next(worker) as Promise<Result>));
    for (const worker of socketsWorkers) worker.postMessage('stop');
    const splits = await delivered;
    const voteSorted = votes.latencies.slice().sort();
    const splitSorted = Float64Array.from(splits.flatMap((split) => [...split.latencies])).sort();
    const figures = {
      nats: onNats,
      gateways: gatewayCount,
      voters: voterCount,
      sockets: socketCount,
      seconds,
      failedVotes: votes.failed,
      voteP50: percentile(voteSorted, 0.5),
      voteP99: percentile(voteSorted, 0.99),
      voteMax: voteSorted[voteSorted.length - 1] ?? Number.NaN,
      splitDeliveries: splitSorted.length,
      splitP50: percentile(splitSorted, 0.5),
      splitP99: percentile(splitSorted, 0.99),
      splitMax: splitSorted[splitSorted.length - 1] ?? Number.NaN,
      serverLoopDelayP99: stalls.delayP99Ms,
      serverLoopDelayMax: stalls.delayMaxMs,
      serverLongestHoldUp: stalls.longestMs,
      serverLongestHoldUpCpu: stalls.longestCpuMs,
      serverCpuMs: stalls.cpuMs,
    };
    console.log(
      `vote round trip ms: p50 ${figures.voteP50.toFixed(1)}  p99 ${figures.voteP99.toFixed(1)}  max ${figures.voteMax.toFixed(1)}  (budget p99 < ${budgets.predictionVoteP99Ms}; ${votes.failed} refused or failed)`,
    );
    console.log(
      `split fan-out ms: p50 ${figures.splitP50.toFixed(1)}  p99 ${figures.splitP99.toFixed(1)}  max ${figures.splitMax.toFixed(1)}  over ${figures.splitDeliveries} deliveries (budget p99 < ${budgets.predictionSplitP99Ms})`,
    );
    held.forEach((one, index) =>
      console.log(
        `gateway ${index + 1}'s thread while voting: ${one.cpuMs?.toFixed(0) ?? '?'} ms of CPU; loop delay p99 ${one.delayP99Ms.toFixed(1)} ms, max ${one.delayMaxMs.toFixed(1)}; longest hold-up ${one.longestMs.toFixed(0)} ms, the most it ran of one ${one.longestCpuMs?.toFixed(1) ?? '?'} ms (the rest: waiting for a core)`,
      ),
    );
    if (process.argv.includes('--json')) console.log(`BENCH_RESULT ${JSON.stringify(figures)}`);
    const ok =
      votes.failed === 0 &&
      figures.splitDeliveries > 0 &&
      figures.voteP99 < budgets.predictionVoteP99Ms &&
      figures.splitP99 < budgets.predictionSplitP99Ms;
    console.log(ok ? 'PASS' : 'FAIL');
    return ok ? 0 : 1;
  } finally {
    await Promise.all([...socketsWorkers.map((worker) => worker.terminate()), votersWorker.terminate()]);
    await Promise.all(gateways.map((gateway) => ask(gateway.thread, { kind: 'close' })));
    await Promise.all(gateways.map((gateway) => gateway.thread.terminate()));
    await nats?.stop();
  }
}

/** Any failure ends the process with 1 (a worker's too: the bench then prints no result). */
const exitOnFailure = (error: unknown) => {
  console.error(error);
  process.exit(1);
};

if (!isMainThread) {
  const setup = workerData as Setup;
  const run = { gateway: runGateway, sockets: runSockets, voters: runVoters }[setup.role] as (
    setup: Setup,
  ) => Promise<void>;
  run(setup).catch(exitOnFailure);
} else main().then((code) => process.exit(code), exitOnFailure);
