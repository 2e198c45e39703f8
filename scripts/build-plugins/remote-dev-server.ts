/**
 * The remote's development servers (`npm start`, docs/startup.md, "The development loop"). The
 * remote is three compilations, and a dev server answers a hot update only once all of its
 * compilations have rebuilt: one edit cost shell-demo the rebuild of all three. So `npm start`
 * runs two: the **front** on the remote's port compiles the lean container (shell-demo's) and
 * passes everything else to the **side** on a loopback port (`REMOTE_SIDE_PORT`), which compiles
 * the default container and the standalone page, in a process of its own at a lower CPU priority.
 * An edit reaches shell-demo after one compilation; the standalone page's updates come through
 * the front too (its socket on `/ws-side`). Without `REMOTE_SIDE_PORT` (`scripts/dev-servers.ts
 * remote` by hand) the front serves all three.
 */
import type { Configuration as DevServerConfiguration } from '@rspack/dev-server';
import { devServerHeaders } from '../../dev-env/content-security-policy';
import { pageRelative, ports } from '../../dev-env/ports';

const SIDE_SOCKET = '/ws-side';
/** The lean container's folder (its manifest: LEAN_MANIFEST_PATH). */
const LEAN_FOLDER = 'lean';

/** The side server's port when `npm start` splits the remote; null when one server serves all. */
export function remoteSidePort(env: NodeJS.ProcessEnv = process.env): number | null {
  const port = Number(env.REMOTE_SIDE_PORT);
  return Number.isInteger(port) && port > 0 ? port : null;
}

const common = (): DevServerConfiguration => ({
  // The production page's Content-Security-Policy (static-server.ts) on the page, so a violation shows now.
  headers: devServerHeaders(
    { origins: [process.env.API_BASE_URL || pageRelative.api, `:${ports.remote}`], scriptOrigins: [] },
    { 'Access-Control-Allow-Origin': '*' },
  ),
  // Fast Refresh: an edited component re-renders with its state, an edited CSS module applies in
  // place; what cannot be hot-applied reloads.
  hot: true,
  liveReload: true,
});

/** Which path the front keeps: the lean container's files and its own hot-update socket. */
export const frontServes = (pathname: string): boolean => pathname.startsWith(`/${LEAN_FOLDER}/`) || pathname === '/ws';

/** The dev server on the remote's port (the lean container's compilation carries it). */
export function frontDevServer(side: number | null = remoteSidePort()): DevServerConfiguration {
  return {
    ...common(),
    port: ports.remote,
    // The lean container's files at `/lean/`, where its manifest is asked for (its publicPath is
    // `auto`, which the dev middleware cannot place); alone, the files of all three from the root.
    ...(side === null ? {} : { devMiddleware: { publicPath: `/${LEAN_FOLDER}/` } }),
    historyApiFallback: side === null,
    // Any hostname (a phone opens the machine's address), any origin (the host is elsewhere).
    allowedHosts: 'all',
    host: '::',
    client: { overlay: { warnings: false, errors: true } },
    ...(side === null
      ? {}
      : {
          proxy: [
            {
              context: (pathname: string) => !frontServes(pathname),
              target: `http://127.0.0.1:${side}`,
              ws: true,
              // A connection per request: the proxy's default agent keeps connections with no idle
              // limit while the side's server closes an idle one after 5 s, so a request sent on
              // one as it closed failed as "504 Gateway Timeout" (ECONNRESET), more often on a
              // loaded machine, where the niced side's close and the front's reuse drift together.
              // On loopback a new connection costs nothing a page notices.
              agent: false,
            },
          ],
        }),
  };
}

/**
 * The side server's compilations start 0.5 s after an edit (Rspack's default: 5 ms): by then
 * shell-demo has fetched and applied the front's hot update, on cores of its own. The standalone
 * page's update comes that much later.
 */
export const SIDE_WATCH_DELAY_MS = 500;

/** The side's compilations' `watchOptions` under `npm start`; none when one server serves all. */
export const sideWatchOptions = (
  side: number | null = remoteSidePort(),
): { watchOptions?: { aggregateTimeout: number } } =>
  side === null ? {} : { watchOptions: { aggregateTimeout: SIDE_WATCH_DELAY_MS } };

/** The side server: the default container and the standalone page, reached through the front. */
export function sideDevServer(side: number): DevServerConfiguration {
  return {
    ...common(),
    port: side,
    host: '127.0.0.1',
    historyApiFallback: true,
    // Requests arrive through the front with the page's Host.
    allowedHosts: 'all',
    webSocketServer: { type: 'ws', options: { path: SIDE_SOCKET } },
    // The pages' sockets go to the front's port, which passes them on.
    client: {
      overlay: { warnings: false, errors: true },
      webSocketURL: { hostname: '0.0.0.0', port: ports.remote, pathname: SIDE_SOCKET },
    },
  };
}

/**
 * The dev servers to start (scripts/dev-servers.ts), each with the compilations it serves: one per
 * config that carries a `devServer`, the configs without one going to the first of those (under
 * `npm start` the side server: the default container and the standalone page; by hand the front
 * alone, with all three).
 */
export function serverGroups<T extends { devServer?: unknown }>(configs: readonly T[]): T[][] {
  const groups = configs.filter((config) => config.devServer).map((config) => [config]);
  if (groups.length === 0) throw new Error('no development config carries a devServer');
  groups[0]!.push(...configs.filter((config) => !config.devServer));
  return groups;
}
