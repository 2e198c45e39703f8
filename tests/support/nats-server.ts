/**
 * A NATS server with JetStream for one test file: `nats-server -js` on a free port of 127.0.0.1
 * with its store in a temp folder, stopped (and its folder removed) by `stop()`. A machine
 * without nats-server fails the test saying how to install it (the bus's own tests are never
 * skipped); a suite of the development server on NATS may skip itself, saying so, with
 * `natsServerMissing()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { natsNodeArgs } from '../../scripts/nats-node-args';

export interface NatsServer {
  /** `nats://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

const HOW_TO_INSTALL =
  'nats-server is not installed: `sudo apt-get install nats-server` (Debian/Ubuntu; .ci/run does it), or a release from https://github.com/nats-io/nats-server/releases on the PATH';
const READY_WITHIN_MS = 10_000;

function natsServerPath(): string {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, 'nats-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  throw new Error(HOW_TO_INSTALL);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Why the NATS suites cannot run here (nats-server is not installed), or undefined when they can. */
export function natsServerMissing(): string | undefined {
  try {
    natsServerPath();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export interface NatsCluster {
  /** Every node's address, comma-separated (what LIVE_BUS takes). */
  url: string;
  nodes: { url: string; /** Ends the node at once (SIGKILL): the fault it stands for. */ kill(): Promise<void> }[];
  stop(): Promise<void>;
}

const LEADER_WITHIN_MS = 30_000;

/**
 * `nodes` nats-servers with JetStream in one cluster on free ports of 127.0.0.1 (stores in one
 * temp folder), answering once the cluster has elected its JetStream leader (streams can be
 * made); as scripts/start-cluster.ts starts for `npm run start:cluster`.
 */
export async function startNatsCluster(nodes = 3): Promise<NatsCluster> {
  const executable = natsServerPath();
  const clientPorts: number[] = [];
  const routePorts: number[] = [];
  for (let index = 0; index < nodes; index += 1) {
    clientPorts.push(await freePort());
    routePorts.push(await freePort());
  }
  const routes = routePorts.map((port) => `nats://127.0.0.1:${port}`).join(',');
  const store = mkdtempSync(join(tmpdir(), 'sport-info-nats-cluster-'));
  let leader = false;
  const children = clientPorts.map((port, index) => {
    const name = `node-${index + 1}`;
    const child = spawn(
      executable,
      natsNodeArgs({
        name,
        clientPort: port,
        routePort: routePorts[index]!,
        routes,
        cluster: 'sport-info-test',
        store,
      }),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('new metadata leader')) leader = true;
    });
    return { child, exited: new Promise<void>((resolve) => child.once('exit', () => resolve())) };
  });
  const stopAll = async () => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(({ exited }) => exited));
    rmSync(store, { recursive: true, force: true });
  };
  try {
    await Promise.all(children.map(({ child }) => ready(child)));
    const started = Date.now();
    while (!leader) {
      if (Date.now() - started > LEADER_WITHIN_MS) throw new Error(`no JetStream leader within ${LEADER_WITHIN_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await placesOnEveryNode(clientPorts, started);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    url: clientPorts.map((port) => `nats://127.0.0.1:${port}`).join(','),
    nodes: children.map(({ child, exited }, index) => ({
      url: `nats://127.0.0.1:${clientPorts[index]}`,
      async kill() {
        if (child.exitCode === null) child.kill('SIGKILL');
        await exited;
      },
    })),
    stop: stopAll,
  };
}

/** Waits until a stream on every node can be made: the leader knows all its peers. */
async function placesOnEveryNode(clientPorts: number[], started: number): Promise<void> {
  const connection = await connect({ servers: clientPorts.map((port) => `nats://127.0.0.1:${port}`) });
  try {
    const manager = await jetstreamManager(connection);
    for (;;) {
      try {
        await manager.streams.add({ name: 'PLACEMENT_PROBE', subjects: ['_probe'], num_replicas: clientPorts.length });
        await manager.streams.delete('PLACEMENT_PROBE');
        return;
      } catch (error) {
        if (Date.now() - started > LEADER_WITHIN_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await connection.close();
  }
}

export async function startNatsServer(): Promise<NatsServer> {
  const executable = natsServerPath();
  const port = await freePort();
  const store = mkdtempSync(join(tmpdir(), 'sport-info-nats-'));
  const child = spawn(executable, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', store], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await ready(child);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    rmSync(store, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(store, { recursive: true, force: true });
    },
  };
}

/** nats-server logs to stderr; "Server is ready" comes once it listens (with JetStream up). */
function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(
      () => reject(new Error(`nats-server was not ready within ${READY_WITHIN_MS} ms:\n${log}`)),
      READY_WITHIN_MS,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Server is ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited (${code}) before it was ready:\n${log}`));
    });
  });
}
