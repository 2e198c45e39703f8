/**
 * `npm run start:cluster`: the live path scaled out on this machine (docs/scaling.md). Three
 * nats-server nodes with JetStream in one cluster, every stream held by all three (replicas 3),
 * and two development-server gateways on it (LIVE_BUS): the first on API_PORT (3100), the second
 * on GATEWAY2_PORT (3101), behind nothing — a page or a client picks one; a deployment puts one
 * address in front of both. Both run the world (their HTTP answers move), one publishes it: the
 * gateway holding the publisher's lease (shell-demo/server/push/publisher-role.ts); stop it and
 * the other takes over within seconds. The nodes' stores live in a temp folder removed on stop; Ctrl-C stops all. A
 * node that ends (`kill` one: the node-kill drill) is reported and the rest go on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ports } from '../dev-env/ports';
import { outputPrefix, prefixLines } from './build-plugins/dev-processes';
import { natsNodeArgs } from './nats-node-args';
import { freePort } from './free-port';

const NODES = 3;
const SECOND_GATEWAY_PORT = Number(process.env.GATEWAY2_PORT ?? ports.api + 1);
/** The cluster has a JetStream leader (streams can be made) within this long, or the start fails. */
const LEADER_WITHIN_MS = 30_000;

const processes: { name: string; child: ChildProcess }[] = [];
const store = mkdtempSync(join(tmpdir(), 'sport-info-cluster-'));
let stopping = false;

/** A gateway that ends stops the others; a NATS node that ends is reported and the cluster goes on without it (the fault it stands for). */
function track(name: string, child: ChildProcess, vital: boolean): void {
  processes.push({ name, child });
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) =>
    stream.write(prefixLines(outputPrefix(name), chunk.toString()));
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('error', (error) => {
    console.error(`${outputPrefix(name)}cannot start: ${error.message}`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (!vital) {
      console.error(`${outputPrefix(name)}ended (${signal ?? code}); the cluster goes on with the other nodes`);
      return;
    }
    console.error(`${outputPrefix(name)}exited with code ${code}; stopping the others`);
    stop(code ?? 1);
  });
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  const exits = processes.map(
    ({ child }) =>
      new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve()))),
  );
  for (const { child } of processes) if (child.exitCode === null) child.kill('SIGTERM');
  void Promise.all(exits).then(() => {
    rmSync(store, { recursive: true, force: true });
    process.exit(code);
  });
}

/** Resolves once a node's log says the cluster elected its JetStream leader. */
function leaderElected(children: ChildProcess[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no JetStream leader within ${LEADER_WITHIN_MS / 1000} s`)),
      LEADER_WITHIN_MS,
    );
    for (const child of children) {
      child.stderr?.on('data', (chunk: Buffer) => {
        if (!chunk.toString().includes('new metadata leader')) return;
        clearTimeout(timer);
        resolve();
      });
    }
  });
}

async function start(): Promise<void> {
  const clientPorts = await Promise.all(Array.from({ length: NODES }, () => freePort()));
  const routePorts = await Promise.all(Array.from({ length: NODES }, () => freePort()));
  const routes = routePorts.map((port) => `nats://127.0.0.1:${port}`).join(',');
  const nodes = clientPorts.map((port, index) => {
    const name = `nats-${index + 1}`;
    const child = spawn(
      'nats-server',
      natsNodeArgs({ name, clientPort: port, routePort: routePorts[index]!, routes, cluster: 'sport-info', store }),
      { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    track(name, child, false);
    return child;
  });
  await leaderElected(nodes);
  const liveBus = clientPorts.map((port) => `nats://127.0.0.1:${port}`).join(',');
  const gateways = [
    { name: 'gateway-1', port: ports.api },
    { name: 'gateway-2', port: SECOND_GATEWAY_PORT },
  ];
  for (const gateway of gateways) {
    const env = {
      ...process.env,
      API_PORT: String(gateway.port),
      LIVE_BUS: liveBus,
      LIVE_BUS_REPLICAS: String(NODES),
      GATEWAY_ID: gateway.name,
    };
    track(
      gateway.name,
      spawn(join('node_modules', '.bin', 'tsx'), ['shell-demo/server/main.ts'], { env, detached: true }),
      true,
    );
  }
  console.log(
    `  sport-info cluster: ${NODES} NATS nodes (LIVE_BUS=${liveBus}, replicas ${NODES}); gateways ` +
      gateways.map((gateway) => `http://localhost:${gateway.port} (ws://localhost:${gateway.port}/ws)`).join(' and '),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
start().catch((error: unknown) => {
  console.error(`the cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  stop(1);
});
