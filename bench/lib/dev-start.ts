/**
 * `npm start` as a developer runs it (scripts/start.ts: the development server, the remote's and
 * shell-demo's dev servers), on free ports, for the devloop scenario and the dev-stack end-to-end
 * test. Its build cache goes to a folder of its own (`DEV_CACHE_SUBDIR`), so neither reads
 * nor clobbers the cache of a developer's own `npm start` on this checkout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from '../../scripts/free-port';
import { ROOT } from './stack';

export interface DevPorts {
  host: number;
  remote: number;
  api: number;
}

export interface RunningStart {
  ports: DevPorts;
  /** Wall-clock time (Date.now()) at which the command was started. */
  startedAt: number;
  /** When `npm start` printed its addresses (ms after startedAt), once it has. */
  readyMs(): number | null;
  /** Its output so far (the last 40,000 characters). */
  output(): string;
  /** The command's exit code once it has exited by itself or been stopped; null while it runs. */
  exitCode(): number | null;
  /** Stops it as Ctrl-C does and waits for the servers to exit (their caches written). */
  stop(): Promise<void>;
}

export async function freePorts(): Promise<DevPorts> {
  return { host: await freePort(), remote: await freePort(), api: await freePort() };
}

/** Resolves once something accepts connections on `port` (the dev server listens). */
export async function whenListening(port: number, deadline: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: 'localhost' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function startDevStack(ports: DevPorts, cacheSubdir: string): RunningStart {
  const startedAt = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    // Its own process group: stopping it reaches what it started.
    detached: true,
    env: {
      ...process.env,
      HOST_PORT: String(ports.host),
      REMOTE_PORT: String(ports.remote),
      API_PORT: String(ports.api),
      DEV_CACHE_SUBDIR: cacheSubdir,
    },
  });
  let output = '';
  let readyMs: number | null = null;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    if (readyMs === null && text.includes('sport-info is ready')) readyMs = Date.now() - startedAt;
    output = (output + text).slice(-40_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ports,
    startedAt,
    readyMs: () => readyMs,
    output: () => output,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        // start.ts stops its servers on SIGTERM and waits for them to exit.
        process.kill(child.pid, 'SIGTERM');
        const late = await Promise.race([
          exited.then(() => false),
          new Promise<boolean>((resolve) => setTimeout(resolve, 60_000, true).unref()),
        ]);
        if (late) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
  };
}
