/**
 * Push fan-out bench (issue "Scale"): the development server's hub publishes 1000 messages/s
 * for 3 s on one channel that 200 sockets follow, over loopback; every message carries its
 * scheduled send time and every socket measures its delivery latency from it. Prints p50/p99/max and exits
 * non-zero when p99 ≥ 100 ms or a message is lost.
 *
 *   npx tsx bench/push-fanout.ts [--sockets=200] [--rate=1000] [--seconds=3] [--workers=1] [--json]
 *   npx tsx bench/push-fanout.ts --room [--sockets=2000] [--rate=200] [--seconds=10] [--workers=1]
 *   npx tsx bench/push-fanout.ts --room --nats [--gateways=2] [--workers=2] [--window=100] ...
 *   npx tsx --expose-gc bench/push-fanout.ts ...   (the memory per socket after a collection)
 *
 * --room: a live room's crowd instead (src/contracts/room-crowd.ts): the room's simulated viewers
 * chat at `rate` messages/s (fixed by the development control `/__dev/crowd`) and every line goes
 * out as `room.line` on `room:<id>`, as a real room's would. The fan-out's latency is measured from
 * the message's publication (its own `at`), as a real fan's line is published when the server
 * accepts it; the simulated viewers' lines are said over the crowd's step (a line's `at`, up to a
 * step before its publication), so "said to seen" — from the line's `at` — is printed beside it.
 * The budget, roomCrowdP99Ms, is the fan-out's. Its clients are bare sockets
 * reading `at` off the received bytes (lib/raw-push-client.ts), so 400 000 deliveries a second
 * measure the server, not a client library's garbage.
 *
 * --nats: the room on NATS JetStream (a nats-server started for the run, docs/scaling.md): the
 * gateways are development servers on it, the first the publisher, the sockets spread over them
 * (client thread i on gateway i mod n). Both gateways run on the main thread, so its CPU is theirs
 * together; CPU per delivered message divides it by the deliveries. `--window=<ms>` tries another
 * fan-out window than the NATS bus's (FAN_OUT_WINDOW_MS).
 *
 * The p99 budget is pushP99Ms of bench/budgets.json; --json adds one `BENCH_RESULT {...}` line
 * for bench/run.ts.
 *
 * The server (with the publisher) runs on the main thread and the clients in worker threads
 * (--workers, sharing the sockets), so the measuring side does not starve the measured one.
 */
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';
import type { PushServerMessage } from '../src/contracts/push-protocol';
import budgets from './budgets.json';
import { startBenchGateways } from './lib/bench-gateways';
import { openRawPushSocket } from './lib/raw-push-client';
import { roomLoad } from './lib/room-crowd-load';
import { threadCpuMs } from './lib/thread-cpu';
import { threadMemoryBytes } from './lib/thread-memory';

const CHANNEL = 'bench:fanout';

/** How long the clients wait for stragglers after the last publication. */
const DRAIN_TIMEOUT_MS = 5000;
const LIMITS = { sockets: 2000, rate: 20_000, seconds: 30, workers: 8, gateways: 2 };

interface ClientSetup {
  url: string;
  channel: string;
  sockets: number;
  /** Deliveries per socket the latency buffer holds. */
  capacity: number;
  /** Room lines: latency from the payload's `at`, read off the frame's text. */
  room: boolean;
}

type ToMain =
  | { type: 'ready' }
  | {
      type: 'result';
      latencies: Float64Array;
      /** Room lines: from each line's `at` (when it was said) to its delivery. */
      saidLatencies: Float64Array;
      count: number;
      /** Room lines: the frames' bytes received, every socket's together. */
      bytes: number;
      minPerSocket: number;
      maxPerSocket: number;
      busy: number;
      /** CPU ms the thread used from the first publication to the last delivery (null off Linux). */
      cpuMs: number | null;
    }
  | { type: 'error'; message: string };

/** Publishing is over: `expected` messages per socket. */
type ToWorker = { type: 'published'; expected: number };

/** Wall-clock ms with sub-ms precision, comparable between threads of one process. */
const clock = () => performance.timeOrigin + performance.now();

function option(name: keyof typeof LIMITS, fallback: number): number {
  const arg = process.argv.find((item) => item.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > LIMITS[name]) {
    throw new Error(`--${name} must be an integer from 1 to ${LIMITS[name]}`);
  }
  return value;
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

// ---------------------------------------------------------------------------------------------
// Worker: the clients

async function runClients({ url, channel, sockets, capacity, room }: ClientSetup): Promise<void> {
  const port = parentPort!;
  const latencies = new Float64Array(sockets * capacity);
  const saidLatencies = new Float64Array(room ? sockets * capacity : 0);
  const perSocket = new Array<number>(sockets).fill(0);
  let count = 0;
  let bytes = 0;

  const record = (index: number, publishedAt: number, saidAt: number, receivedAt: number, frameBytes: number) => {
    bytes += frameBytes;
    if (count < latencies.length) {
      saidLatencies[count] = receivedAt - saidAt;
      latencies[count++] = receivedAt - publishedAt;
    }
    perSocket[index]! += 1;
  };
  const openRaw = (index: number) =>
    openRawPushSocket(
      url,
      channel,
      {
        message: (publishedAt, saidAt, receivedAt, frameBytes) =>
          record(index, publishedAt, saidAt, receivedAt, frameBytes),
      },
      clock,
    );
  const open = (index: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      // The instrument's own cost stays low: no deflate offer, no UTF-8 re-validation (JSON.parse checks the text anyway).
      const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as PushServerMessage;
        if (message.type === 'subscribed') {
          resolve(socket);
        } else if (message.type === 'message' && count < latencies.length) {
          latencies[count++] = clock() - (message.payload as { sentAt: number }).sentAt;
          perSocket[index]! += 1;
        }
      });
      socket.once('open', () => socket.send(JSON.stringify({ cmd: 'subscribe', channels: [channel] })));
      socket.once('error', reject);
    });

  const opened: { terminate(): void }[] = room
    ? (await Promise.all(Array.from({ length: sockets }, (_, index) => openRaw(index)))).map((socket) => ({
        terminate: () => socket.destroy(),
      }))
    : await Promise.all(Array.from({ length: sockets }, (_, index) => open(index)));
  port.postMessage({ type: 'ready' } satisfies ToMain);
  const idleBefore = performance.eventLoopUtilization();
  const cpuBefore = threadCpuMs();

  const expected = await new Promise<number>((resolve) =>
    port.once('message', (message: ToWorker) => message.type === 'published' && resolve(message.expected)),
  );
  const drainUntil = Date.now() + DRAIN_TIMEOUT_MS;
  const all = Math.min(latencies.length, sockets * expected);
  while (count < all && Date.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 20));
  const busy = performance.eventLoopUtilization(idleBefore).utilization;
  const cpuAfter = threadCpuMs();
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;

  for (const socket of opened) socket.terminate();
  const result = latencies.slice(0, count);
  const saidResult = saidLatencies.slice(0, room ? count : 0);
  port.postMessage(
    {
      type: 'result',
      latencies: result,
      saidLatencies: saidResult,
      count,
      bytes,
      minPerSocket: Math.min(...perSocket),
      maxPerSocket: Math.max(...perSocket),
      busy,
      cpuMs,
    } satisfies ToMain,
    [result.buffer, saidResult.buffer],
  );
}

// ---------------------------------------------------------------------------------------------
// Main: the server and the publisher

async function main(): Promise<number> {
  const room = process.argv.includes('--room');
  const sockets = option('sockets', room ? 2000 : 200);
  const rate = option('rate', room ? 200 : 1000);
  const seconds = option('seconds', room ? 10 : 3);
  const workerCount = Math.min(option('workers', 1), sockets);
  const budget = room ? budgets.roomCrowdP99Ms : budgets.pushP99Ms;
  const onNats = process.argv.includes('--nats');
  const gatewayCount = option('gateways', 1);
  if ((onNats || gatewayCount > 1) && !(room && onNats))
    throw new Error('--nats and --gateways are for --room on NATS');

  // Loopback only: the bench never listens on a public interface.
  const window = process.argv.find((item) => item.startsWith('--window='));
  const started = await startBenchGateways(onNats, gatewayCount, window ? Number(window.split('=')[1]) : undefined);
  const { gateways } = started;
  const server = gateways[0]!;
  const urlOf = (index: number) => `ws://127.0.0.1:${gateways[index % gatewayCount]!.port}/ws`;
  const load = room ? await roomLoad(server) : null;
  const channel = load?.channel ?? CHANNEL;
  // A room's crowd may add a notice (a goal in its match) to what its rate makes.
  const capacity = room ? Math.ceil(rate * seconds * 1.2) + 100 : rate * seconds;
  const memoryBefore = threadMemoryBytes();
  const workers = Array.from({ length: workerCount }, (_, index) => {
    const share = Math.floor(sockets / workerCount) + (index < sockets % workerCount ? 1 : 0);
    return new Worker(`require('tsx/cjs'); require(${JSON.stringify(__filename)});`, {
      eval: true,
      workerData: { url: urlOf(index), channel, sockets: share, capacity, room } satisfies ClientSetup,
    });
  });
  const nextMessages = () =>
    Promise.all(
      workers.map(
        (worker) =>
          new Promise<ToMain>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
          }),
      ),
    );

  try {
    for (const ready of await nextMessages()) {
      if (ready.type !== 'ready') throw new Error(`clients failed: ${JSON.stringify(ready)}`);
    }
    const subscribed = gateways.map((gateway) => gateway.push.subscriberCount(channel));
    if (subscribed.reduce((sum, count) => sum + count, 0) !== sockets)
      throw new Error('not every socket is subscribed');
    const memoryIdle = threadMemoryBytes();
    console.log(
      `push fan-out${load ? ` of a room's crowd (${channel})` : ''}: ${sockets} sockets (in ${workerCount} client threads), ${rate} messages/s for ${seconds} s on loopback${onNats ? `, on NATS through ${gatewayCount} gateway(s) (${subscribed.join(' + ')} sockets)` : ''}`,
    );

    const loadBefore = loadavg()[0]!;
    const serverCpuBefore = threadCpuMs();
    const started = clock();
    const serverIdleBefore = performance.eventLoopUtilization();
    // How long the server's loop was held up at a time (a world tick, a collection): latency no client causes.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let published = 0;
    if (load) published = await load.run(rate, seconds);
    // Publish on a 1 ms timer, catching up with the schedule each tick.
    else
      await new Promise<void>((resolve) => {
        const total = rate * seconds;
        const tick = () => {
          const due = Math.min(total, Math.floor(((clock() - started) * rate) / 1000) + 1);
          while (published < due) {
            // The scheduled time, not the moment of the call: a publisher that falls behind shows as latency.
            const sentAt = started + (published * 1000) / rate;
            server.push.publishRaw(CHANNEL, 'bench', 'tick', { i: published, sentAt }, { retain: false });
            published += 1;
          }
          if (published >= total) resolve();
          else setTimeout(tick, 1);
        };
        tick();
      });
    const publishSeconds = (clock() - started) / 1000;
    const serverBusy = performance.eventLoopUtilization(serverIdleBefore).utilization;
    const serverCpuAfter = threadCpuMs();
    const serverCpuMs = serverCpuBefore === null || serverCpuAfter === null ? null : serverCpuAfter - serverCpuBefore;
    delay.disable();
    // The gateways' memory per socket (this thread's: the clients' threads have their own), idle
    // (subscribed) and at the end of the load (its frames queued included).
    const memoryPerSocketKb = {
      idle: (memoryIdle - memoryBefore) / sockets / 1024,
      loaded: (threadMemoryBytes() - memoryBefore) / sockets / 1024,
    };
    const stallMs = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
    const total = published;
    const results = nextMessages();
    for (const worker of workers) worker.postMessage({ type: 'published', expected: total } satisfies ToWorker);
    const outcomes = (await results).map((outcome) => {
      if (outcome.type !== 'result') throw new Error(`clients failed: ${JSON.stringify(outcome)}`);
      return outcome;
    });
    const count = outcomes.reduce((sum, outcome) => sum + outcome.count, 0);
    const sortedOf = (pick: (outcome: (typeof outcomes)[number]) => Float64Array) => {
      const all = new Float64Array(outcomes.reduce((sum, outcome) => sum + pick(outcome).length, 0));
      let offset = 0;
      for (const outcome of outcomes) {
        all.set(pick(outcome), offset);
        offset += pick(outcome).length;
      }
      return all.sort();
    };
    const sorted = sortedOf((outcome) => outcome.latencies);
    const said = room ? sortedOf((outcome) => outcome.saidLatencies) : null;
    const saidMs = said && { p50: percentile(said, 0.5), p99: percentile(said, 0.99) };
    const expected = total * sockets;
    const lost = expected - count;
    const minPerSocket = Math.min(...outcomes.map((outcome) => outcome.minPerSocket));
    const maxPerSocket = Math.max(...outcomes.map((outcome) => outcome.maxPerSocket));
    const clientsBusy = outcomes.map((outcome) => percent(outcome.busy)).join(' / ');
    const clientsCpuMs = outcomes.some((outcome) => outcome.cpuMs === null)
      ? null
      : outcomes.reduce((sum, outcome) => sum + outcome.cpuMs!, 0);
    const machine = { before: loadBefore, after: loadavg()[0]!, cores: availableParallelism() };
    const p50 = percentile(sorted, 0.5);
    const p99 = percentile(sorted, 0.99);
    const max = sorted[sorted.length - 1] ?? Number.NaN;
    console.log(
      `published ${total} messages in ${publishSeconds.toFixed(2)} s (${Math.round(total / publishSeconds)}/s)`,
    );
    console.log(
      `delivered ${count} of ${expected} (${Math.round(count / publishSeconds)} deliveries/s; per socket ${minPerSocket}–${maxPerSocket})`,
    );
    console.log(
      `event loop busy: server + publisher ${percent(serverBusy)} (held up p99 ${stallMs.p99.toFixed(0)} ms, max ${stallMs.max.toFixed(0)} ms), client threads ${clientsBusy}`,
    );
    // CPU time does not stretch with the machine's load as the wall-clock figures do: it says what the fan-out costs.
    const cpuSeconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
    console.log(
      `CPU used: server thread ${cpuSeconds(serverCpuMs)} over ${publishSeconds.toFixed(1)} s of publishing, client threads ${cpuSeconds(clientsCpuMs)}; load average ${machine.before.toFixed(1)} → ${machine.after.toFixed(1)} on ${machine.cores} cores`,
    );
    const cpuPerDeliveryUs = serverCpuMs === null || count === 0 ? null : (serverCpuMs * 1000) / count;
    // What one delivery puts on the wire: with the deliveries a second, a room's egress (docs/scaling.md's sizing).
    const received = outcomes.reduce((sum, outcome) => sum + outcome.bytes, 0);
    const bytesPerDelivery = room && count > 0 ? received / count : null;
    console.log(
      `CPU per delivered message (the gateways' thread): ${cpuPerDeliveryUs === null ? 'n/a' : `${cpuPerDeliveryUs.toFixed(2)} µs`}${bytesPerDelivery === null ? '' : `; ${bytesPerDelivery.toFixed(0)} bytes on the wire`}`,
    );
    const collected = (globalThis as { gc?: () => void }).gc ? '' : ' (no --expose-gc: garbage included)';
    console.log(
      `the gateways' memory per socket (heap and buffers): ${memoryPerSocketKb.idle.toFixed(1)} KB subscribed, ${memoryPerSocketKb.loaded.toFixed(1)} KB at the load's end${collected}`,
    );
    console.log(
      `${room ? 'fan-out, publication to socket' : 'latency'} ms: p50 ${p50.toFixed(2)}  p99 ${p99.toFixed(2)}  max ${max.toFixed(2)}   (budget: p99 < ${budget})`,
    );
    if (saidMs)
      console.log(
        `said to seen (a line's \`at\`, over the crowd's step, to the socket) ms: p50 ${saidMs.p50.toFixed(2)}  p99 ${saidMs.p99.toFixed(2)}`,
      );
    const ok = lost === 0 && p99 < budget;
    if (process.argv.includes('--json')) {
      const result = {
        room,
        nats: onNats,
        gateways: gatewayCount,
        sockets,
        rate,
        seconds,
        workers: workerCount,
        published: total,
        delivered: count,
        lost,
        p50,
        p99,
        max,
        said: saidMs,
        serverBusy,
        stallMs,
        serverCpuMs,
        cpuPerDeliveryUs,
        bytesPerDelivery,
        memoryPerSocketKb,
        clientsCpuMs,
        load: machine,
      };
      console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
    }
    console.log(
      ok ? 'PASS' : `FAIL${lost > 0 ? ` — ${lost} deliveries lost` : ''}${p99 >= budget ? ' — p99 over budget' : ''}`,
    );
    return ok ? 0 : 1;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
    await started.close();
  }
}

if (isMainThread) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  runClients(workerData as ClientSetup).catch((error: unknown) => {
    parentPort!.postMessage({ type: 'error', message: String(error) } satisfies ToMain);
  });
}
