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
