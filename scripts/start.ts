/**
 * `npm start`: the development server (3100), the remote (3001) and shell-demo (3000), with
 * prefixed output; Ctrl-C stops them all. The remote and shell-demo compile on Rspack
 * (scripts/dev-servers.ts). Three processes: the development server; the **front**, one Node and
 * one Rspack for the lean container (shell-demo's, on the remote's port) and shell-demo, each with
 * a dev server of its own (scripts/build-plugins/dev-processes.ts); and the remote's **side**, the
 * default container and the standalone page, at a lower CPU priority and started after the others
 * answer, so an edit reaches shell-demo after one compilation and a first page loads before the
 * side compiles (scripts/build-plugins/remote-dev-server.ts).
 * The pages are served with the policy
 * of `npm run preview` (devServerHeaders). The addresses are printed once everything answers, the
 * builds done; a page opened earlier waits for the remote by itself (docs/startup.md, "The
 * development loop").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { LEAN_MANIFEST_PATH, MANIFEST_PATH, ports, urls } from '../dev-env/ports';
import { apiBundle } from './build-plugins/api-bundle';
import { outputPrefix, prefixLines, ROLE_SEPARATOR } from './build-plugins/dev-processes';
import { freePort } from './free-port';
import { whenServed } from './start-ready';

/**
 * Rspack's dev servers (scripts/dev-servers.ts), the build packages loaded before tsx
 * (scripts/rspack-preload.mjs). Node itself runs each process (no npx or shell in between), in its
 * own process group, so that stopping reaches every child. TypeScript goes through tsx's CommonJS
 * hook only (the dev servers' code is CommonJS): `--import tsx` also starts its ES module hooks on a
 * thread of their own, ~0.1 s more CPU for each process to start. The development server runs from
 * a bundle of its sources (scripts/build-plugins/api-bundle.ts).
 */
const serve = (args: string[], env?: NodeJS.ProcessEnv): ChildProcess =>
  spawn(
    process.execPath,
    ['--require', './scripts/rspack-preload.mjs', '--require', 'tsx/cjs', 'scripts/dev-servers.ts', ...args],
    { env, detached: true },
  );

/**
 * The side server's niceness: Rspack compiles on every core, and on a small machine the lean
 * container's compile, the development server's start and the browser applying a hot update come
 * first; the default container and the standalone page take what is left.
 */
const SIDE_NICENESS = 10;

const processes: { name: string; child: ChildProcess }[] = [];
let stopping = false;

/**
 * The side server starts once shell-demo, the lean container and the development server answer,
 * and this long after: a page opened as the ports came up loads its first screen on cores the
 * side's start (its Node, its configs, two compilations) would otherwise share. The standalone
 * page's address, which the side serves, is printed that much later.
 */
const SIDE_START_GRACE_MS = 1500;

async function start(): Promise<void> {
  const sidePort = await freePort();
  const env = { ...process.env, REMOTE_SIDE_PORT: String(sidePort) };
  // The front labels its lines itself, by the server that wrote them ([remote], [host]).
  track(`remote${ROLE_SEPARATOR}host`, serve(['remote', 'remote-lean', ROLE_SEPARATOR, 'host'], env), {
    labelled: true,
  });
  // Checked (or made, after an edit of the server's sources) while the front loads.
  const api = await apiBundle().catch((error: unknown) => {
    process.stderr.write(prefixLines(outputPrefix('api'), `cannot bundle the development server: ${String(error)}`));
    stop(1);
    return null;
  });
  if (api === null || stopping) return;
  if (api.made)
    console.log(`${outputPrefix('api')}bundled from its sources (edited since the last start, or a first start)`);
  track('api', spawn(process.execPath, ['--enable-source-maps', api.file], { detached: true }));
  const front = await whenServed(
    [`http://localhost:${ports.api}/`, `${urls.remote}${LEAN_MANIFEST_PATH}`, `${urls.host}/`],
    { cancelled: () => stopping },
  );
  if (front === null) return;
  await new Promise((resolve) => setTimeout(resolve, SIDE_START_GRACE_MS));
  if (stopping) return;
  const side = serve(['remote', 'remote', 'standalone'], env);
  if (side.pid !== undefined) {
    try {
      setPriority(side.pid, SIDE_NICENESS);
    } catch {
      // Not allowed here: it competes at the normal priority.
    }
  }
  track('remote·', side);
  // Asked on its own port: through the front, each ask before it listens would log a proxy error.
  const cancelled = () => stopping;
  const sideServed = await whenServed([`http://127.0.0.1:${sidePort}/`], { cancelled });
  if (sideServed && (await whenServed([`${urls.remote}/`], { cancelled })))
    printAddresses(Math.round(performance.now() - startedAt));
}

function track(name: string, child: ChildProcess, options: { labelled?: boolean } = {}): void {
  processes.push({ name, child });
  forwardOutput(name, child, options.labelled ? '' : outputPrefix(name));
}

function forwardOutput(name: string, child: ChildProcess, prefix: string): void {
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) =>
    stream.write(prefixLines(prefix, chunk.toString()));
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${outputPrefix(name)}exited with code ${code}; stopping the others`);
    stop(code ?? 1);
  });
}

const startedAt = performance.now();
console.log(
  '  sport-info is starting: the development server, the remote and shell-demo compile (the addresses follow)…',
);
void start();

function printAddresses(readyMs: number): void {
  console.log(`
  sport-info is ready (${(readyMs / 1000).toFixed(1)} s):
    shell-demo (host)      ${urls.host}/sport-info/anchor
    remote (standalone)    ${urls.remote}/
    remote manifests       ${urls.remote}${MANIFEST_PATH} (any host), ${urls.remote}${LEAN_MANIFEST_PATH} (hosts that provide the runtime)
    from a phone: the same ports on this machine's network address
    development server     ${urls.api}   (ports: HOST_PORT=${ports.host} REMOTE_PORT=${ports.remote} API_PORT=${ports.api})
  Pages carry the production Content-Security-Policy (a violation shows in the browser console);
  CSP_FRAME_ANCESTORS lists the portals that may frame them.
  Fast Refresh is on; \`npm run clean:cache\` clears the build cache (.cache/rspack).
  Ctrl-C stops all three.
`);
}

function stop(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  for (const { child } of processes) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  // Each dev server writes its build cache as it stops (.cache/rspack): wait for that, within reason.
  const exited = processes.map(
    ({ child }) =>
      new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve()))),
  );
  void Promise.all(exited).then(() => process.exit(exitCode));
  setTimeout(() => process.exit(exitCode), STOP_GRACE_MS).unref();
}

/** How long the servers get to stop (the remote's cache store is the longest) before `npm start` exits. */
const STOP_GRACE_MS = 20_000;

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
