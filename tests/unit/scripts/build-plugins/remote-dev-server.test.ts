/** @jest-environment node */
/**
 * The remote's development servers: `npm start` gives the lean container (shell-demo's) a server
 * of its own on the remote's port and passes every other path to the side server on loopback, so
 * a hot update reaches shell-demo after one compilation; by hand (`scripts/dev-servers.ts remote`,
 * no side port) one server on the remote's port serves all three compilations.
 */
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from '@rspack/dev-server';
import remoteConfigs from '../../../../webpack.config';
import {
  frontDevServer,
  frontServes,
  remoteSidePort,
  serverGroups,
  SIDE_WATCH_DELAY_MS,
  sideDevServer,
} from '@scripts/build-plugins/remote-dev-server';
import { LEAN_MANIFEST_PATH, MANIFEST_PATH, ports } from '../../../../dev-env/ports';

type Built = Omit<Configuration, 'devServer'> & { devServer?: DevServerConfiguration };
const proxyOf = (server: DevServerConfiguration) =>
  (server.proxy ?? []) as {
    context: (pathname: string) => boolean;
    target: string;
    ws: boolean;
    agent?: unknown;
  }[];

describe('the side port', () => {
  it('is read from REMOTE_SIDE_PORT, and absent when unset or not a port', () => {
    expect(remoteSidePort({ REMOTE_SIDE_PORT: '41234' })).toBe(41234);
    expect(remoteSidePort({})).toBeNull();
    expect(remoteSidePort({ REMOTE_SIDE_PORT: '' })).toBeNull();
    expect(remoteSidePort({ REMOTE_SIDE_PORT: 'side' })).toBeNull();
    expect(remoteSidePort({ REMOTE_SIDE_PORT: '-3' })).toBeNull();
  });
});

describe('the front server (the remote port) beside a side server', () => {
  const front = frontDevServer(41234);

  it('keeps the lean manifest, its files and its hot-update socket', () => {
    expect(front.port).toBe(ports.remote);
    expect(front.hot).toBe(true);
    expect(front.devMiddleware).toEqual({ publicPath: '/lean/' });
    expect(LEAN_MANIFEST_PATH.startsWith('/lean/')).toBe(true);
    for (const pathname of [LEAN_MANIFEST_PATH, '/lean/remoteEntry.js', '/lean/__federation_expose_x.js', '/ws'])
      expect(frontServes(pathname)).toBe(true);
  });

  it('opens a connection per request to the side (no kept connection the side may close under it)', () => {
    const [proxy] = proxyOf(front);
    expect(proxy!.agent).toBe(false);
  });

  it('passes the default manifest, the standalone page and its socket to the side server', () => {
    const [proxy] = proxyOf(front);
    expect(proxy).toMatchObject({ target: 'http://127.0.0.1:41234', ws: true });
    for (const pathname of [
      MANIFEST_PATH,
      '/remoteEntry.js',
      '/',
      '/anchor/detail/7',
      '/standalone/main.js',
      '/ws-side',
    ])
      expect(proxy!.context(pathname)).toBe(true);
    expect(proxy!.context(LEAN_MANIFEST_PATH)).toBe(false);
    expect(front.historyApiFallback).toBe(false);
  });
});

describe('the side server', () => {
  const side = sideDevServer(41234);

  it('listens on loopback only, hot, and its pages reach its socket through the front', () => {
    expect(side).toMatchObject({ port: 41234, host: '127.0.0.1', hot: true, historyApiFallback: true });
    expect(side.webSocketServer).toEqual({ type: 'ws', options: { path: '/ws-side' } });
    expect(side.client).toMatchObject({ webSocketURL: { port: ports.remote, pathname: '/ws-side' } });
  });
});

describe('the remote config', () => {
  const withSide = (value: string | undefined): Built[] => {
    const before = process.env.REMOTE_SIDE_PORT;
    if (value === undefined) delete process.env.REMOTE_SIDE_PORT;
    else process.env.REMOTE_SIDE_PORT = value;
    try {
      return remoteConfigs({}, { mode: 'development' });
    } finally {
      if (before === undefined) delete process.env.REMOTE_SIDE_PORT;
      else process.env.REMOTE_SIDE_PORT = before;
    }
  };
  const served = (configs: Built[]) =>
    Object.fromEntries(configs.filter((config) => config.devServer).map((config) => [config.name, config.devServer!]));

  it('by hand: one server on the remote port, for all three compilations, with no proxy', () => {
    const servers = served(withSide(undefined));
    expect(Object.keys(servers)).toEqual(['remote-lean']);
    expect(servers['remote-lean']).toMatchObject({ port: ports.remote, historyApiFallback: true });
    expect(servers['remote-lean']!.proxy).toBeUndefined();
    expect(servers['remote-lean']!.devMiddleware).toBeUndefined();
  });

  it('under npm start: the front on the lean container, the side on the default one', () => {
    const servers = served(withSide('41234'));
    expect(Object.keys(servers)).toEqual(['remote', 'remote-lean']);
    expect(servers.remote).toMatchObject({ port: 41234, host: '127.0.0.1' });
    expect(servers['remote-lean']).toMatchObject({ port: ports.remote, devMiddleware: { publicPath: '/lean/' } });
  });

  it('under npm start: the side compilations wait a moment after an edit, the front does not', () => {
    const delays = Object.fromEntries(
      withSide('41234').map((config) => [config.name, config.watchOptions?.aggregateTimeout]),
    );
    expect(delays).toEqual({ remote: SIDE_WATCH_DELAY_MS, 'remote-lean': undefined, standalone: SIDE_WATCH_DELAY_MS });
    expect(withSide(undefined).map((config) => config.watchOptions)).toEqual([undefined, undefined, undefined]);
  });

  const names = (groups: Built[][]) => groups.map((group) => group.map((config) => config.name));

  it('by hand: the one server compiles all three', () => {
    expect(names(serverGroups(withSide(undefined)))).toEqual([['remote-lean', 'remote', 'standalone']]);
  });

  it('under npm start: the side server compiles the default container and the standalone page, the front the lean one', () => {
    expect(names(serverGroups(withSide('41234')))).toEqual([['remote', 'standalone'], ['remote-lean']]);
  });
});
